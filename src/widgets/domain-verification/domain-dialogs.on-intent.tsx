// <domain-verification>'s dialogs (a domain's details, its removal): a chunk of its own, fetched
// when one opens (`.on-intent`: built into chunks/on-intent/, not counted once idle).
export { DomainDetailsDialog } from './domain-details-dialog';
export { RemoveDomainDialog } from './remove-domain-dialog';
