/**
 * `<user-profile>`: the signed-in user's profile card (SPEC.md §2 "Profile card"): picture when
 * present, full name or 'Not set' with Edit, e-mail, and connected accounts when any. Needs only
 * a valid token.
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
 * - `ready`: the profile is on screen.
 * - `error` ({ message }): the widget could not load (or met an unknown account type) and shows
 *   its error fallback.
 * - `profile-updated` (ProfileUpdatedDetail): the name was saved.
 * - `email-changed` (EmailChangedDetail): the e-mail address was changed (after identity
 *   verification and the code mailed to the new address).
 *
 * Parts: `base` (the card), `avatar`, `connected-accounts`, `button`, `textfield`, `error`,
 * `error-retry`.
 *
 * CSS custom properties: every theme token may be overridden with `--ui-*` on the element
 * (e.g. `user-profile { --ui-accent-9: #0a7; }`); `--user-profile-max-width` caps the card's
 * width (default none).
 */
import {
  widgetImplementation,
  type TypedWidgetElement,
  type CustomEventMap,
  type WidgetEventMap,
} from './define-widget-element';
import {
  UserProfile,
  userProfileStyles,
  type EmailChangedDetail,
  type ProfileUpdatedDetail,
  userProfileCatalog,
  type UserProfileEvents,
} from '../widgets/user-profile';

export type { EmailChangedDetail, ProfileUpdatedDetail };

/** Events `<user-profile>` dispatches, by name. */
export type UserProfileEventMap = WidgetEventMap<UserProfileEvents>;

export type UserProfileElement = TypedWidgetElement<UserProfileEventMap>;

export default widgetImplementation({
  widgetType: 'user-profile',
  component: UserProfile,
  styles: userProfileStyles,
  messages: userProfileCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'user-profile': UserProfileElement;
  }
  // Each event of the tag, so `addEventListener` on any element (or `document`) is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CustomEventMap<UserProfileEvents> {}
}
