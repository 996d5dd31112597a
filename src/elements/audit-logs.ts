/**
 * `<audit-logs>`: the organization's audit log for its administrators (issue #35): events newest
 * first with their actor, targets and date; filters by action, actor (name or id) and date
 * range; pages of 10; each event's details in a dialog (the action is a button); and 'Export
 * CSV', which creates an export of what the filters select and downloads it. Needs a token with
 * `widgets:audit-logs:read`.
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
 * - `ready`: the first page of events is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `audit-log-exported` (AuditLogExportedDetail: id, filters): an export was created and its
 *   download started.
 * - `audit-log-event-opened` (AuditLogEventOpenedDetail: id, action): an event's details opened.
 *
 * Parts: `base` (themed root), `toolbar`, `filters`, `clear-filters`, `export`, `export-button`,
 * `export-link`, `table`, `event`, `event-button`, `pager`, `empty`, `details`, `error`,
 * `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--audit-logs-max-width` caps the widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  AuditLogs,
  auditLogsCatalog,
  auditLogsStyles,
  type AuditLogEventOpenedDetail,
  type AuditLogExportedDetail,
  type AuditLogsEvents,
} from '../widgets/audit-logs';

export type { AuditLogEventOpenedDetail, AuditLogExportedDetail };

/** Events `<audit-logs>` dispatches, by name. */
export type AuditLogsEventMap = WidgetEventMap<AuditLogsEvents>;

export type AuditLogsElement = TypedWidgetElement<AuditLogsEventMap>;

export default widgetImplementation({
  widgetType: 'audit-logs',
  component: AuditLogs,
  styles: auditLogsStyles,
  messages: auditLogsCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'audit-logs': AuditLogsElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<AuditLogsEvents> {}
}
