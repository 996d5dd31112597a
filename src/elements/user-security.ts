/**
 * `<user-security>`: the signed-in user's password and multi-factor authentication (SPEC.md §2
 * "Embedded widgets", §4 "Elevated access" and "MFA and password"). Any signed-in user's token
 * works; no permission is needed.
 *
 * Attributes (all optional):
 * - `api-hostname`, `api-port`, `api-https` ("true"/"false"): API base; default the provider's host over https.
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
 * Identity verification: setting a password and setting up or disabling MFA first send a code
 * to the user's e-mail; the elevated token it yields is kept in memory only, until the server's
 * `expiresAt`, and sent as `x-elevated-access-token` on mutations only.
 *
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the authentication information is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `password-changed` ({}): a password was set or changed.
 * - `mfa-enabled` ({}): an authenticator app was set up.
 * - `mfa-disabled` ({}): every authenticator factor was removed.
 *
 * Parts: `base` (themed root), `password` (row), `mfa` (row), `verify`, `qr-code`, `setup-key`,
 * `button`, `textfield`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--user-security-max-width` caps the widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type WidgetElementEventMap,
} from './define-widget-element';
import { UserSecurity, userSecurityStyles, userSecurityCatalog } from '../widgets/user-security';

/** Detail of the `<user-security>` events (no fields). */
export type UserSecurityEventDetail = Record<string, never>;

/** Events `<user-security>` dispatches, by name. */
export interface UserSecurityEventMap extends WidgetElementEventMap {
  'password-changed': CustomEvent<UserSecurityEventDetail>;
  'mfa-enabled': CustomEvent<UserSecurityEventDetail>;
  'mfa-disabled': CustomEvent<UserSecurityEventDetail>;
}

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
}
