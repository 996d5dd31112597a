/**
 * `<user-security>`: the signed-in user's password, multi-factor authentication and passkeys
 * (SPEC.md §2 "Embedded widgets", §4 "Elevated access" and "MFA and password"; issue #25). Any
 * signed-in user's token works; no permission is needed.
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
 * Identity verification: setting a password, setting up or disabling MFA, and adding or removing
 * a passkey first send a code to the user's e-mail; the elevated token it yields is kept in memory
 * only, until the server's `expiresAt`, and sent as `x-elevated-access-token` on mutations only.
 *
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the authentication information is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `password-changed` ({}): a password was set or changed.
 * - `mfa-enabled` ({}): an authenticator app was set up.
 * - `mfa-disabled` ({}): every authenticator factor was removed.
 * - `passkey-added` ({}): a passkey was created and registered.
 * - `passkey-removed` ({ id }): a passkey was removed.
 *
 * Parts: `base` (themed root), `password` (row), `mfa` (row), `passkeys` (row), `passkey` (one
 * passkey in the list), `passkey-setup`, `verify`, `qr-code`, `setup-key`, `button`, `textfield`,
 * `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--user-security-max-width` caps the widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  UserSecurity,
  userSecurityStyles,
  userSecurityCatalog,
  type PasskeyRemovedDetail,
  type UserSecurityEventDetail,
  type UserSecurityEvents,
} from '../widgets/user-security';

export type { PasskeyRemovedDetail, UserSecurityEventDetail };

/** Events `<user-security>` dispatches, by name. */
export type UserSecurityEventMap = WidgetEventMap<UserSecurityEvents>;

export type UserSecurityElement = TypedWidgetElement<UserSecurityEventMap>;

export default widgetImplementation({
  widgetType: 'user-security',
  component: UserSecurity,
  styles: userSecurityStyles,
  messages: userSecurityCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'user-security': UserSecurityElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<UserSecurityEvents> {}
}
