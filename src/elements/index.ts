// The widget kit's entry (dist/widgets/widgets.js): small and free of React. It defines every
// kit tag at once with a light element class, and loads the shared runtime chunk and a tag's
// chunk (relative to this script's own URL) when an element of the tag is first connected.
// Without a DOM (Node, a framework's server render) importing it defines nothing.
//
// Never import a tag's module here (that would put React in every page's download): a new tag
// is one line in registry.ts; its types may be re-exported below (`export type`, erased).
import { getAutoloader } from './autoloader';

const autoloader = getAutoloader();

/**
 * Not needed any more (every kit tag is defined up front, also inside shadow roots); kept for
 * pages written for earlier versions. Harmless without a DOM.
 */
export const discover: (root: Document | ShadowRoot | Element) => void = (root) =>
  autoloader.discover(root);

/**
 * Loads a kit tag's code (if not yet loaded) and resolves with its class once the code is in.
 * Properties and attributes work before that too (kept until the code arrives). Rejects for an
 * unknown tag; never settles without a DOM.
 */
export const whenDefined: (tag: string) => Promise<CustomElementConstructor> = (tag) =>
  autoloader.whenDefined(tag);

export { kitTags } from './registry';
export type { KitTag } from './registry';
export type { WidgetElement, WidgetElementEventMap } from './define-widget-element';
export type { AuthTokenSource } from '../api/widgets';
export type { WidgetErrorEventDetail } from '../widgets/shared';
export type {
  UsersManagementElement,
  UsersManagementEventMap,
  MemberEventDetail,
  MemberInvitedDetail,
  MemberRoleChangedDetail,
} from './users-management';
export type {
  UserProfileElement,
  UserProfileEventMap,
  ProfileUpdatedDetail,
  EmailChangedDetail,
} from './user-profile';
export type { UserSessionsElement, UserSessionsEventMap } from './user-sessions';
export type {
  SsoConnectionElement,
  SsoConnectionEventMap,
  AdminPortalOpenedDetail,
} from './sso-connection';
export type {
  DomainVerificationElement,
  DomainVerificationEventMap,
  DomainEventDetail,
  DomainPortalOpenedDetail,
} from './domain-verification';
export type { UserSecurityElement, UserSecurityEventMap } from './user-security';
export type {
  ApiKeysElement,
  ApiKeysEventMap,
  ApiKeyCreatedDetail,
  ApiKeyRevokedDetail,
  ApiKeyExpirationChangedDetail,
} from './api-keys';
export type {
  DirectorySyncElement,
  DirectorySyncEventMap,
  DirectoryPortalOpenedDetail,
} from './directory-sync';
export type {
  OrganizationSwitcherElement,
  OrganizationSwitcherEventMap,
  OrganizationSwitchedDetail,
  SwitchToOrganization,
} from './organization-switcher';
export type {
  AuditLogsElement,
  AuditLogsEventMap,
  AuditLogExportedDetail,
  AuditLogEventOpenedDetail,
} from './audit-logs';
export type { AuditLogStreamingElement, AuditLogStreamingEventMap } from './audit-log-streaming';
