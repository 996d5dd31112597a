/**
 * `<audit-log-streaming>`: the organization's audit-log stream to its SIEM (anchor-widgets.md §3,
 * the provider's AdminPortalAuditLogStreaming): not set up, setup in progress, streaming with
 * the time of the last event delivered, or not streaming (credentials to review); and the
 * button into the hosted admin portal ('Set up Log Streams', 'Continue setup' or 'Manage'),
 * opened in a new tab with intent `log_streams`. Needs a token with
 * `widgets:audit-log-streaming:manage`.
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
 * - `ready`: the stream's status is on screen.
 * - `error` ({ message }): the status could not load and the card shows its error.
 * - `admin-portal-opened` (AdminPortalOpenedDetail): the admin portal was opened in a new tab.
 *
 * Parts: `base` (themed root), `card`, `title`, `status-badge`, `last-sync`, `portal-button`
 * (button, later a link), `error-notice`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--audit-log-streaming-max-width` caps the card's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  AuditLogStreaming,
  auditLogStreamingCatalog,
  auditLogStreamingStyles,
  type AuditLogStreamingEvents,
} from '../widgets/audit-log-streaming';

/** Events `<audit-log-streaming>` dispatches, by name. */
export type AuditLogStreamingEventMap = WidgetEventMap<AuditLogStreamingEvents>;

export type AuditLogStreamingElement = TypedWidgetElement<AuditLogStreamingEventMap>;

export default widgetImplementation({
  widgetType: 'admin-portal-audit-log-streaming',
  component: AuditLogStreaming,
  styles: auditLogStreamingStyles,
  messages: auditLogStreamingCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'audit-log-streaming': AuditLogStreamingElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<AuditLogStreamingEvents> {}
}
