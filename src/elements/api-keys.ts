/**
 * `<api-keys>`: API keys of the organization (`scope="organization"`, needs
 * `widgets:api-keys:manage`) or the signed-in member's personal keys (`scope="user"`, needs
 * `widgets:user-api-keys:manage-self`; with `widgets:user-api-keys:manage-all` also every
 * member's keys, with who created them). List with search (kept in the page URL as `ak_q` /
 * `uak_q`) and pages of 10; create with name, expiration and permissions; the secret shown once
 * to copy; details, edit expiration and revoke.
 *
 * Attributes (all optional):
 * - `scope` (organization | user; default organization).
 * - `api-hostname`, `api-port`, `api-https` ("true"/"false"): API base; default this kit's own identity service (the origin that served widgets.js, or the build's `VITE_KIT_API_BASE`); an invalid value shows the error fallback naming the attribute and sends nothing.
 * - `appearance` (light | dark | inherit; default inherit), `accent-color` (default indigo),
 *   `radius` (none | small | medium | large | full; default medium), `scaling` (default 100%),
 *   `font-family` (default the system UI stack), `elements` (JSON per-primitive overrides; default none).
 *
 * Properties:
 * - `authToken`: the access token, or a function returning one (sync or async). No request is
 *   sent before it is set.
 *
 * Events (bubbling, composed; `detail` typed below):
 * - `ready`: the first page of keys is on screen.
 * - `error` ({ message }): the widget could not load and shows its error fallback.
 * - `api-key-created` (ApiKeyCreatedDetail: id, name, permissions, expiresAt; never the secret).
 * - `api-key-revoked` (ApiKeyRevokedDetail: id, name).
 * - `api-key-expiration-changed` (ApiKeyExpirationChangedDetail: id, name, expiresAt).
 *
 * Parts: `base` (themed root), `toolbar`, `create-button`, `key`, `pager`, `empty`, `secret`,
 * `details`, `error`, `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element;
 * `--api-keys-max-width` caps the widget's width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  ApiKeys,
  apiKeysStyles,
  apiKeysCatalog,
  parseScope,
  scopeConfigs,
  type ApiKeyCreatedDetail,
  type ApiKeyExpirationChangedDetail,
  type ApiKeyRevokedDetail,
  type ApiKeysProps,
  type ApiKeysEvents,
} from '../widgets/api-keys';

export type { ApiKeyCreatedDetail, ApiKeyExpirationChangedDetail, ApiKeyRevokedDetail };

/** Events `<api-keys>` dispatches, by name. */
export type ApiKeysEventMap = WidgetEventMap<ApiKeysEvents>;

export interface ApiKeysElement extends TypedWidgetElement<ApiKeysEventMap> {
  /** `scope`: organization or user; default organization. */
  scope: 'organization' | 'user' | undefined;
}

export default widgetImplementation<ApiKeysProps>({
  widgetType: (props) => scopeConfigs[parseScope(props.scope)].widgetType,
  component: ApiKeys,
  styles: apiKeysStyles,
  messages: apiKeysCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'api-keys': ApiKeysElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<ApiKeysEvents> {}
}
