/**
 * `<directory-sync>`: the organization's directories (anchor-widgets.md §2): one card per
 * directory with its provider, its state ('Connected', 'Requires action', setup in progress,
 * waiting for users and groups, deleting), the active users, groups and last sync, and a button
 * into the hosted admin portal ('Continue setup' or 'Manage'), opened in a new tab; with no
 * directory, 'Set up directory'. Needs a token with `widgets:dsync:manage`.
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
 * - `ready`: the directories (or the set-up card) are on screen.
 * - `error` ({ message }): the list could not load and the widget shows its error fallback.
 * - `admin-portal-opened` (DirectoryPortalOpenedDetail): the admin portal was opened in a new tab.
 *
 * Parts: `base` (themed root), `list`, `card`, `empty`, `title`, `state-badge`, `counts`,
 * `progress`, `portal-button` (a link, or a disabled button without a link), `button`, `badge`,
 * `callout`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `directory-sync { --ui-accent-9: #0a7; }`); `--directory-sync-max-width` caps the
 * widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  DirectorySync,
  directorySyncStyles,
  directorySyncCatalog,
  type DirectoryPortalOpenedDetail,
  type DirectorySyncEvents,
} from '../widgets/directory-sync';

export type { DirectoryPortalOpenedDetail };

/** Events `<directory-sync>` dispatches, by name. */
export type DirectorySyncEventMap = WidgetEventMap<DirectorySyncEvents>;

export type DirectorySyncElement = TypedWidgetElement<DirectorySyncEventMap>;

export default widgetImplementation({
  widgetType: 'directory-sync',
  component: DirectorySync,
  styles: directorySyncStyles,
  messages: directorySyncCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'directory-sync': DirectorySyncElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<DirectorySyncEvents> {}
}
