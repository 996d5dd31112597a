// Wire types of the widgets API (API-CONTRACT.md §2), one file per resource: their single copy,
// imported by the kit and (as types only) by server/.
export type * from './common';
export type * from './user-management';
export type * from './user-profile';
export type * from './sessions';
export type * from './admin-portal';
export type * from './api-keys';
export type * from './directory-sync';
export type * from './audit-logs';
