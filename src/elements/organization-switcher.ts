/**
 * `<organization-switcher>`: the signed-in user's organizations (SPEC.md §2 "Organization
 * switcher"): a plain label with one, otherwise a searchable list (combobox + listbox) with the
 * current one marked. Choosing one calls the host's `switchToOrganization`; the element never
 * navigates the page. Needs only a valid token.
 *
 * Attributes (all optional):
 * - `api-hostname`, `api-port`, `api-https` ("true"/"false"): API base; default the provider's host over https.
 * - `appearance` (light | dark | inherit; default inherit), `accent-color` (default indigo),
 *   `radius` (none | small | medium | large | full; default medium), `scaling` (default 100%),
 *   `font-family` (default the system UI stack), `elements` (JSON per-primitive overrides; default none).
 * - `locale` (BCP 47: en, es, fr, de, pt-BR, ja, ar; default the nearest `lang` up the DOM, then
 *   the browser's language, then English); right-to-left for ar, or with `dir="rtl"` on the element.
 * - `variant` (ghost | outline): the trigger's look; default outline.
 *
 * Properties:
 * - `messages`: replacement strings keyed as the catalogs (`{ key: 'ICU message' }` for every
 *   locale, `{ es: { key: '…' } }` for one); default none.
 * - `authToken`: the access token, or a function returning one (sync or async). No request is
 *   sent before it is set.
 * - `switchToOrganization`: `({ organizationId }) => void | Promise<void>`, the host's switch of
 *   the session (e.g. its auth client's). While it runs the trigger shows a pending state; a
 *   rejection shows 'Failed to switch organization' and keeps the current organization.
 *
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the organizations are on screen.
 * - `error` ({ message }): the organizations could not load.
 * - `organization-switched` (OrganizationSwitchedDetail): `switchToOrganization` resolved.
 *
 * Parts: `base`, `label`, `trigger`, `popup`, `search`, `option`, `avatar`, `error`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--organization-switcher-max-width` caps the trigger's width (default 16rem).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  OrganizationSwitcher,
  organizationSwitcherStyles,
  type OrganizationSwitchedDetail,
  type SwitchToOrganization,
  organizationSwitcherCatalog,
  type OrganizationSwitcherEvents,
} from '../widgets/organization-switcher';

export type { OrganizationSwitchedDetail, SwitchToOrganization };

/** Events `<organization-switcher>` dispatches, by name. */
export type OrganizationSwitcherEventMap = WidgetEventMap<OrganizationSwitcherEvents>;

export interface OrganizationSwitcherElement extends TypedWidgetElement<OrganizationSwitcherEventMap> {
  /** The host's switch of the session; default none (a switch then fails). */
  switchToOrganization: SwitchToOrganization | undefined;
  /** `variant`: ghost or outline; default outline. */
  variant: 'ghost' | 'outline' | undefined;
}

// Its own properties (`variant`, `switchToOrganization`) are listed in registry.ts's tagProperties.
export default widgetImplementation({
  widgetType: 'organization-switcher',
  component: OrganizationSwitcher,
  styles: organizationSwitcherStyles,
  messages: organizationSwitcherCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'organization-switcher': OrganizationSwitcherElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<OrganizationSwitcherEvents> {}
}
