// A widget's ICU catalog as the build compiles it (scripts/icu-catalogs.ts): English inline,
// every other locale a chunk loaded the first time an element needs it.
import type { Messages } from '@lingui/core';
import type { KitLocale } from './kit-locales';

/** Compiled messages of one locale, keyed as the catalog's JSON. */
export type CompiledMessages = Messages;

/** One catalog (the shared one or a widget's): its English messages and the other locales. */
export interface MessageCatalog {
  /** English, compiled into the widget's own chunk. */
  en: CompiledMessages;
  /** Import of each other locale's chunk (`() => import('./messages/es.json')`). */
  load: Record<Exclude<KitLocale, 'en'>, () => Promise<{ default: CompiledMessages }>>;
}

const loaded = new WeakMap<MessageCatalog, Map<KitLocale, CompiledMessages>>();
const pending = new WeakMap<MessageCatalog, Map<KitLocale, Promise<CompiledMessages>>>();

function cacheOf<T>(map: WeakMap<MessageCatalog, Map<KitLocale, T>>, catalog: MessageCatalog) {
  let cache = map.get(catalog);
  if (!cache) map.set(catalog, (cache = new Map()));
  return cache;
}

/** The messages of `locale` when already in memory (English always is), else undefined. */
export function loadedMessages(
  catalog: MessageCatalog,
  locale: KitLocale,
): CompiledMessages | undefined {
  return locale === 'en' ? catalog.en : loaded.get(catalog)?.get(locale);
}

/**
 * Fetches the chunk of `locale` once per page (later calls share the request). A chunk that
 * fails to load is not cached, so the next element asks again; the caller shows English.
 */
export function loadMessages(
  catalog: MessageCatalog,
  locale: KitLocale,
): Promise<CompiledMessages> {
  const ready = loadedMessages(catalog, locale);
  if (ready) return Promise.resolve(ready);
  const requests = cacheOf(pending, catalog);
  let request = requests.get(locale);
  if (!request) {
    request = catalog.load[locale as Exclude<KitLocale, 'en'>]().then(
      (module) => {
        cacheOf(loaded, catalog).set(locale, module.default);
        requests.delete(locale);
        return module.default;
      },
      (error: unknown) => {
        requests.delete(locale);
        throw error;
      },
    );
    requests.set(locale, request);
  }
  return request;
}
