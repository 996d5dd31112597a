// Public surface of the domain verification widget, for its element registration.
export { DomainVerification } from './domain-verification';
export { domainVerificationStyles } from './domain-verification-styles';
export type {
  DomainEventDetail,
  DomainPortalOpenedDetail,
  DomainVerificationEvents,
} from './events';
export { domainVerificationCatalog } from './strings';
