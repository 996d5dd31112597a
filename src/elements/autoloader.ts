// Loads each kit tag's code on its first appearance (the pattern of Shoelace's autoloader): a
// MutationObserver watches the document (and any shadow root handed to `discover`), and the
// first element of a tag not yet defined imports that tag's chunk, which defines it. No React
// here: this module is part of the small widgets.js every page adds.
import { isKitTag, kitTags, tagLoaders, type KitTag } from './registry';

/** The message of a tag whose chunk could not be fetched (also the `error` event's detail). */
export const LOAD_FAILURE_MESSAGE = 'The widget could not be loaded. Please refresh the page.';

export interface KitAutoloader {
  /**
   * Defines every kit tag found in `root` (a document, a shadow root the host owns, or an
   * element) and keeps watching `root` for tags added later. Safe to call again.
   */
  discover(root: Document | ShadowRoot | Element): void;
  /**
   * Loads `tag`'s code if needed and resolves with its class once it is defined; rejects for a
   * name that is not a kit tag of this version or when its code cannot be fetched.
   */
  whenDefined(tag: string): Promise<CustomElementConstructor>;
}

type Loaders = Partial<Record<KitTag, () => Promise<unknown>>>;

/** Creates an autoloader over `loaders` (exported for tests; pages use `getAutoloader`). */
export function createAutoloader(loaders: Loaders = tagLoaders): KitAutoloader {
  const loading = new Map<KitTag, Promise<void>>();
  const watched = new WeakSet<Node>();
  const selector = kitTags
    .filter((tag) => loaders[tag])
    .map((tag) => `${tag}:not(:defined)`)
    .join(',');

  function load(tag: KitTag): Promise<void> {
    if (customElements.get(tag)) return Promise.resolve();
    const loader = loaders[tag];
    if (!loader) {
      return Promise.reject(
        new Error(`[widgets] <${tag}> is not part of this version of the kit.`),
      );
    }
    let pending = loading.get(tag);
    if (!pending) {
      pending = loader().then(
        () => {
          if (!customElements.get(tag)) throw new Error(`[widgets] <${tag}> was not defined.`);
        },
        (cause: unknown) => {
          // A later appearance may try again (Chromium keeps a failed module fetch failed until
          // the page reloads, hence the message asks for a refresh).
          loading.delete(tag);
          throw new Error(`[widgets] The code of <${tag}> could not be loaded.`, { cause });
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  }

  function defineFound(elements: Element[]): void {
    const tags = new Set<KitTag>();
    for (const element of elements) {
      const name = element.localName;
      if (isKitTag(name) && loaders[name] && !customElements.get(name)) tags.add(name);
    }
    for (const tag of tags) {
      load(tag).catch((error: unknown) => {
        console.error(error);
        // Tell the waiting elements (not bubbling: a page-level error handler is not involved).
        for (const element of elements) {
          if (element.localName !== tag || customElements.get(tag)) continue;
          element.setAttribute('data-state', 'error');
          element.dispatchEvent(
            new CustomEvent('error', { detail: { message: LOAD_FAILURE_MESSAGE } }),
          );
        }
      });
    }
  }

  function scan(node: Node): void {
    if (
      !selector ||
      !(node instanceof Element || node instanceof Document || node instanceof DocumentFragment)
    )
      return;
    const found: Element[] = [...node.querySelectorAll(selector)];
    if (node instanceof Element && node.matches(selector)) found.push(node);
    if (found.length > 0) defineFound(found);
  }

  const observer =
    typeof MutationObserver === 'undefined'
      ? undefined
      : new MutationObserver((records) => {
          for (const record of records) for (const node of record.addedNodes) scan(node);
        });

  return {
    discover(root) {
      scan(root);
      if (observer && !watched.has(root)) {
        watched.add(root);
        observer.observe(root, { childList: true, subtree: true });
      }
    },
    whenDefined(tag) {
      const name = tag.toLowerCase();
      if (!isKitTag(name)) {
        return Promise.reject(new Error(`[widgets] <${tag}> is not a kit tag.`));
      }
      return load(name).then(() => customElements.whenDefined(name));
    },
  };
}

const GLOBAL_KEY = Symbol.for('account-widgets.autoloader');

/**
 * The page's one autoloader: a second copy of widgets.js (another URL, or the dashboard's own
 * import) reuses the first one's, so there is one observer and one load per tag.
 */
export function getAutoloader(): KitAutoloader {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: KitAutoloader };
  return (holder[GLOBAL_KEY] ??= createAutoloader());
}
