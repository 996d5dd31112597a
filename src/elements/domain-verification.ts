/**
 * `<domain-verification>`: the organization's domains (SPEC.md §2, §4 "Domain states"): each
 * domain's state ('Verified', 'Verification pending', 'Verification failed'), the TXT record an
 * unverified one needs (copyable), View (pending), Verify again (failed) and Remove (all, after a
 * confirmation), and 'Add domain', which opens the hosted admin portal in a new tab. Needs a
 * token with `widgets:domain-verification:manage`.
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
 * - `ready`: the list of domains is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `domain-removed` (DomainEventDetail): a domain was removed.
 * - `domain-reverify-requested` (DomainEventDetail): a failed domain is being verified again.
 * - `admin-portal-opened` (DomainPortalOpenedDetail): the admin portal was opened in a new tab.
 *
 * Parts: `base` (themed root), `add-domain` (button, later a link), `list`, `row`,
 * `state-badge`, `txt-record`, `empty`, `button`, `icon-button`, `badge`, `callout`, `error`,
 * `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `domain-verification { --ui-accent-9: #0a7; }`); `--domain-verification-max-width` caps
 * the widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  DomainVerification,
  domainVerificationStyles,
  type DomainEventDetail,
  type DomainPortalOpenedDetail,
  domainVerificationCatalog,
  type DomainVerificationEvents,
} from '../widgets/domain-verification';

export type { DomainEventDetail, DomainPortalOpenedDetail };

/** Events `<domain-verification>` dispatches, by name. */
export type DomainVerificationEventMap = WidgetEventMap<DomainVerificationEvents>;

export type DomainVerificationElement = TypedWidgetElement<DomainVerificationEventMap>;

export default widgetImplementation({
  widgetType: 'admin-portal-domain-verification',
  component: DomainVerification,
  styles: domainVerificationStyles,
  messages: domainVerificationCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'domain-verification': DomainVerificationElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<DomainVerificationEvents> {}
}
