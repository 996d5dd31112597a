// Public surface of the SSO connection widget, for its element registration.
export { SsoConnection } from './sso-connection';
export { ssoConnectionStyles } from './sso-connection-styles';
export type { AdminPortalOpenedDetail, SsoConnectionEvents } from './events';
export { ssoConnectionCatalog } from './strings';
