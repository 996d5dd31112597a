// Public surface of the user-security widget, for its element registration.
export { UserSecurity } from './user-security';
export { userSecurityStyles } from './user-security-styles';
export { userSecurityCatalog } from './strings';
export type { PasskeyRemovedDetail, UserSecurityEventDetail, UserSecurityEvents } from './events';
