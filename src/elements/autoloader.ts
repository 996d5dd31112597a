// Defines every kit tag at once with the light element class (kit-element.ts, no React) and
// loads a tag's code on the first connection of one of its elements (or on `whenDefined`); the
// element mounts its widget when the code arrives. This module is part of the small widgets.js
// every page adds; without a DOM (Node, a framework's server render) it defines nothing.
import {
  defineKitElement,
  implementKitElement,
  isKitElementImplemented,
  type KitElementConnection,
  type WidgetImplementation,
} from './kit-element';
import { prefetchFirstReads } from './prefetch-first-reads';
import { isKitTag, kitTags, tagLoaders, tagProperties, type KitTag } from './registry';

/** The message of a tag whose chunk could not be fetched (also the `error` event's detail). */
export const LOAD_FAILURE_MESSAGE = 'The widget could not be loaded. Please refresh the page.';

export interface KitAutoloader {
  /**
   * Kept for pages written for earlier versions: every kit tag is defined up front, so tags in
   * any shadow root work without it. Upgrades the kit elements in `root`; harmless without a DOM.
   */
  discover(root: Document | ShadowRoot | Element): void;
  /**
   * Loads `tag`'s code if needed and resolves with its class once the code is in; rejects for a
   * name that is not a kit tag of this version or when its code cannot be fetched. Without a
   * DOM it never settles.
   */
  whenDefined(tag: string): Promise<CustomElementConstructor>;
  /**
   * Calls `listener` whenever a kit element is connected with a token, or gets a token, an API
   * attribute or one of its tag's own attributes while connected (so the first reads can start before the code arrives); returns
   * the function that stops it.
   */
  onConnectedWithToken(listener: (connection: KitElementConnection) => void): () => void;
}

/** A tag's module: importing it gives the widget's implementation as its default export. */
type Loaders = Partial<Record<KitTag, () => Promise<{ default: WidgetImplementation }>>>;

/**
 * Creates an autoloader over `loaders` and defines their tags (pages use `getAutoloader`);
 * `onConnectedWithToken` listens from the start, so elements already in the page, upgraded as
 * their tags are defined, are announced to it too.
 */
export function createAutoloader(
  loaders: Loaders = tagLoaders,
  onConnectedWithToken?: (connection: KitElementConnection) => void,
): KitAutoloader {
  const loading = new Map<KitTag, Promise<void>>();
  const listeners = new Set<(connection: KitElementConnection) => void>();
  if (onConnectedWithToken) listeners.add(onConnectedWithToken);

  function load(tag: KitTag): Promise<void> {
    if (isKitElementImplemented(tag)) return Promise.resolve();
    const loader = loaders[tag];
    if (!loader) {
      return Promise.reject(
        new Error(`[widgets] <${tag}> is not part of this version of the kit.`),
      );
    }
    let pending = loading.get(tag);
    if (!pending) {
      pending = loader().then(
        (module) => implementKitElement(tag, module.default),
        (cause: unknown) => {
          // A later appearance may try again (Chromium keeps a failed module fetch failed until
          // the page reloads, hence the message asks for a refresh).
          loading.delete(tag);
          // The shared-React build's own error (an unsupported host React) says what to do:
          // passed on as it is (the flag leaves this out of widgets.js, which has no such error).
          if (import.meta.env.KIT_SHARED_REACT && String(cause).includes('[widgets]')) throw cause;
          throw new Error(`[widgets] The code of <${tag}> could not be loaded.`, { cause });
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  }

  if (typeof customElements !== 'undefined') {
    for (const tag of kitTags) {
      if (!loaders[tag]) continue;
      defineKitElement(tag, {
        ...(tagProperties[tag]?.attributes ? { properties: tagProperties[tag].attributes } : {}),
        ...(tagProperties[tag]?.values ? { values: tagProperties[tag].values } : {}),
        load: () => load(tag),
        loadFailed(error, waiting) {
          console.error(error);
          // Tell the waiting elements (not bubbling: a page-level error handler is not involved).
          for (const element of waiting) {
            element.setAttribute('data-state', 'error');
            element.dispatchEvent(
              new CustomEvent('error', { detail: { message: LOAD_FAILURE_MESSAGE } }),
            );
          }
        },
        connectedWithToken(connection) {
          for (const listener of [...listeners]) listener(connection);
        },
      });
    }
  }

  return {
    discover(root) {
      if (typeof customElements !== 'undefined' && root instanceof Node) {
        customElements.upgrade(root);
      }
    },
    whenDefined(tag) {
      const name = tag.toLowerCase();
      if (!isKitTag(name)) {
        return Promise.reject(new Error(`[widgets] <${tag}> is not a kit tag.`));
      }
      // Without a DOM there is nothing to define: never settles, never throws.
      if (typeof customElements === 'undefined') return new Promise(() => {});
      return load(name).then(() => customElements.get(name)!);
    },
    onConnectedWithToken(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const GLOBAL_KEY = Symbol.for('account-widgets.autoloader');

/**
 * The page's one autoloader: a second copy of widgets.js (another URL, or the dashboard's own
 * import) reuses the first one's, so each tag is defined and loaded once. It starts each
 * element's first reads as soon as the element has a token (prefetch-first-reads.ts).
 */
export function getAutoloader(): KitAutoloader {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: KitAutoloader };
  return (holder[GLOBAL_KEY] ??= createAutoloader(tagLoaders, prefetchFirstReads));
}
