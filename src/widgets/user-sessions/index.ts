// Public surface of the user-sessions widget, for its element registration.
export { UserSessions } from './user-sessions';
export { userSessionsStyles } from './user-sessions-styles';
export type { SessionRevokedDetail, UserSessionsEvents } from './events';
export { userSessionsCatalog } from './strings';
