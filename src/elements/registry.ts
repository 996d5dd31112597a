// Where each kit tag's code lives. Adding a widget = its element file (`./<tag>.ts`, shaped like
// users-management.ts) plus one line in `tagLoaders`. A loader is a dynamic import, so the
// bundler makes each tag its own chunk (sharing one runtime chunk with React), fetched relative
// to widgets.js on the tag's first appearance. No side effects and no React here.
import type { KitTag } from './kit-tags';

export { kitTags, isKitTag, type KitTag } from './kit-tags';

/**
 * Importing a tag's module defines its element (idempotently). Typed by inference so the
 * published declarations reach each element file (its HTMLElementTagNameMap entry and events).
 */
export const tagLoaders = {
  'users-management': () => import('./users-management'),
  'user-profile': () => import('./user-profile'),
  'user-security': () => import('./user-security'),
  'user-sessions': () => import('./user-sessions'),
  'sso-connection': () => import('./sso-connection'),
  'domain-verification': () => import('./domain-verification'),
  'organization-switcher': () => import('./organization-switcher'),
} satisfies Partial<Record<KitTag, () => Promise<unknown>>>;
