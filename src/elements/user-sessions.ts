/**
 * `<user-sessions>`: the signed-in user's sessions (SPEC.md §2 "Sessions widget"): the current
 * one first as 'This device', each with browser on OS, location and 'Last seen'; sign out of
 * another device or of all others. Needs only a valid token (its `sid` is the current session).
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
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the sessions are on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `session-revoked` (SessionRevokedDetail): another device was signed out.
 * - `other-sessions-revoked` ({}): every other device was signed out.
 *
 * Parts: `base` (themed root), `session`, `sign-out-all`, `empty`, `button`, `error`,
 * `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `user-sessions { --ui-accent-9: #0a7; }`); `--user-sessions-max-width` caps the
 * widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  UserSessions,
  userSessionsStyles,
  type SessionRevokedDetail,
  userSessionsCatalog,
  type UserSessionsEvents,
} from '../widgets/user-sessions';

export type { SessionRevokedDetail };

/** Events `<user-sessions>` dispatches, by name. */
export type UserSessionsEventMap = WidgetEventMap<UserSessionsEvents>;

export type UserSessionsElement = TypedWidgetElement<UserSessionsEventMap>;

export default widgetImplementation({
  widgetType: 'user-sessions',
  component: UserSessions,
  styles: userSessionsStyles,
  messages: userSessionsCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'user-sessions': UserSessionsElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<UserSessionsEvents> {}
}
