// The kit's tags and where each one's code lives: adding a widget is its element file
// (`./<tag>.ts`, shaped like users-management.ts) plus one line here. A loader is a dynamic
// import, so the bundler makes each tag its own chunk (sharing one runtime chunk with React),
// fetched relative to widgets.js on the tag's first use. No side effects and no React here.
import type { WidgetImplementation } from './kit-element';

/**
 * Each tag's module; its default export is the widget's implementation. Typed by inference so
 * the published declarations reach each element file (its HTMLElementTagNameMap entry and events).
 */
export const tagLoaders = {
  'users-management': () => import('./users-management'),
  'user-profile': () => import('./user-profile'),
  'user-security': () => import('./user-security'),
  'user-sessions': () => import('./user-sessions'),
  'sso-connection': () => import('./sso-connection'),
  'domain-verification': () => import('./domain-verification'),
  'api-keys': () => import('./api-keys'),
  'directory-sync': () => import('./directory-sync'),
  'organization-switcher': () => import('./organization-switcher'),
  'audit-logs': () => import('./audit-logs'),
  'audit-log-streaming': () => import('./audit-log-streaming'),
} satisfies Record<string, () => Promise<{ default: WidgetImplementation }>>;

export type KitTag = keyof typeof tagLoaders;

/** Every tag of the kit, in registry order. */
export const kitTags = Object.keys(tagLoaders) as KitTag[];

/** True for the kit's tag names (`localName`s are lower case). */
export function isKitTag(name: string): name is KitTag {
  return Object.hasOwn(tagLoaders, name);
}

/** Properties a tag has beyond the element contract: attribute-backed ones and values. */
export interface TagProperties {
  attributes?: readonly string[];
  values?: readonly string[];
}

/** Each tag's own properties (the light element defines them before the tag's code arrives). */
export const tagProperties: Partial<Record<KitTag, TagProperties>> = {
  'api-keys': { attributes: ['scope'] },
  'organization-switcher': { attributes: ['variant'], values: ['switchToOrganization'] },
};
