/**
 * `<users-management>`: the organization's members with search, role filter, paging, invite,
 * role changes, removal, and resending or revoking invitations (SPEC.md §2, §4 "Members").
 * Needs a token with `widgets:users-table:manage`.
 *
 * Attributes (all optional):
 * - `api-hostname`, `api-port`, `api-https` ("true"/"false"): API base; default this kit's own identity service (the origin that served widgets.js, or the build's `VITE_KIT_API_BASE`); an invalid value shows the error fallback naming the attribute and sends nothing.
 * - `appearance` (light | dark | inherit; default inherit), `accent-color` (default indigo),
 *   `radius` (none | small | medium | large | full; default medium), `scaling` (default 100%),
 *   `font-family` (default the system UI stack), `elements` (JSON per-primitive overrides; default none).
 * - `locale` (BCP 47: en, es, fr, de, pt-BR, ja, ar; default the nearest `lang` up the DOM, then
 *   the browser's language, then English); right-to-left for ar, or with `dir="rtl"` on the element.
 *
 * Properties:
 * - `messages`: replacement strings keyed as the catalogs (`{ key: 'ICU message' }` for every
 *   locale, `{ es: { key: '…' } }` for one); default none.
 * - `authToken`: the access token, or a function returning one (sync or async). No request is
 *   sent before it is set.
 *
 * Query string: the list's role filter and search are kept in the page URL as `ak_role` and
 * `ak_q` (read at start outside a frame only, `ak_role` first; rewritten without a history entry).
 *
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the first page of members is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `member-invited` (MemberInvitedDetail): an invitation was sent.
 * - `member-role-changed` (MemberRoleChangedDetail): a member's roles were saved.
 * - `member-removed` (MemberEventDetail): a member was removed from the organization.
 * - `invite-resent` (MemberEventDetail): an invitation was sent again.
 * - `invite-revoked` (MemberEventDetail): an invitation was revoked.
 *
 * Parts: `base` (themed root), `toolbar`, `search`, `role-filter`, `invite-button`, `table`,
 * `row`, `pager`, `empty`, `button`, `icon-button`, `textfield`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `users-management { --ui-accent-9: #0a7; }`); `--users-management-max-width` caps the
 * widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  UsersManagement,
  usersManagementStyles,
  type MemberEventDetail,
  type MemberInvitedDetail,
  type MemberRoleChangedDetail,
  usersManagementCatalog,
  type UsersManagementEvents,
} from '../widgets/users-management';

export type { MemberEventDetail, MemberInvitedDetail, MemberRoleChangedDetail };

/** Events `<users-management>` dispatches, by name. */
export type UsersManagementEventMap = WidgetEventMap<UsersManagementEvents>;

export type UsersManagementElement = TypedWidgetElement<UsersManagementEventMap>;

export default widgetImplementation({
  widgetType: 'user-management',
  component: UsersManagement,
  styles: usersManagementStyles,
  messages: usersManagementCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'users-management': UsersManagementElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<UsersManagementEvents> {}
}
