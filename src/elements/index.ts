// The widget kit's entry (dist/widgets/widgets.js): small and free of React. It watches the
// document and defines each kit tag on its first appearance by loading the shared runtime chunk
// and that tag's chunk, fetched relative to this script's own URL.
//
// Never import a tag's module here (that would put React in every page's download): a new tag
// is one line in registry.ts; its types may be re-exported below (`export type`, erased).
import { getAutoloader } from './autoloader';

const autoloader = getAutoloader();
if (typeof document !== 'undefined') autoloader.discover(document);

/**
 * Defines the kit tags inside `root` and watches it for more: call it for shadow roots your own
 * components own (the document is watched already).
 */
export const discover: (root: Document | ShadowRoot | Element) => void = (root) =>
  autoloader.discover(root);

/**
 * Loads a kit tag's code (if not yet loaded) and resolves with its class once it is defined;
 * after that, properties and attributes work as documented. Rejects for an unknown tag.
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
  OrganizationSwitcherElement,
  OrganizationSwitcherEventMap,
  OrganizationSwitchedDetail,
  SwitchToOrganization,
} from './organization-switcher';
