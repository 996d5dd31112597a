/**
 * `<sso-connection>`: the organization's Single Sign-On status card (SPEC.md §2, §4 "SSO
 * status"): the first connection's identity provider, a status badge, the SAML certificate notice
 * (expired, or expiring within 30 days) and a button into the hosted admin portal ('Set up SSO',
 * 'Continue setup' or 'Manage'), opened in a new tab. Needs a token with
 * `widgets:sso-connection:manage`.
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
 * - `ready`: the card's status is on screen.
 * - `error` ({ message }): the status could not load and the card shows 'Unknown error'.
 * - `admin-portal-opened` (AdminPortalOpenedDetail): the admin portal was opened in a new tab.
 *
 * Parts: `base` (themed root), `card`, `title`, `status-badge`, `portal-button` (button, later a
 * link), `certificate-notice`, `button`, `badge`, `callout`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `sso-connection { --ui-accent-9: #0a7; }`); `--sso-connection-max-width` caps the
 * card's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  SsoConnection,
  ssoConnectionStyles,
  type AdminPortalOpenedDetail,
  ssoConnectionCatalog,
  type SsoConnectionEvents,
} from '../widgets/sso-connection';

export type { AdminPortalOpenedDetail };

/** Events `<sso-connection>` dispatches, by name. */
export type SsoConnectionEventMap = WidgetEventMap<SsoConnectionEvents>;

export type SsoConnectionElement = TypedWidgetElement<SsoConnectionEventMap>;

export default widgetImplementation({
  widgetType: 'admin-portal-sso-connection',
  component: SsoConnection,
  styles: ssoConnectionStyles,
  messages: ssoConnectionCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'sso-connection': SsoConnectionElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<SsoConnectionEvents> {}
}
