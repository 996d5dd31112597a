// A catalog an element loads past its first paint, with the dialogs that show its words (the
// known names of the edit-role dialog and the permissions picker, <users-management>'s dialogs):
// its English comes with the dialogs' chunk, each other locale is a chunk of its own. The hooks
// name it to the element's I18nProvider (dialogCatalogs), so a later change of locale keeps the
// old language on screen until this catalog's new one is in too, then switches at once.
import { use, useEffect } from 'react';
import type { KitLocale } from '../kit-locales';
import {
  loadMessages,
  loadedMessages,
  type CompiledMessages,
  type MessageCatalog,
} from '../message-catalog';
import { createI18n, translatorOf, type Translate } from '../translate';
import { useI18n } from '../use-i18n';

// One request per catalog, locale and page, English if its chunk fails (as the element's own).
const requests = new WeakMap<MessageCatalog, Map<KitLocale, Promise<CompiledMessages>>>();

function requestOf(catalog: MessageCatalog, locale: KitLocale): Promise<CompiledMessages> {
  let byLocale = requests.get(catalog);
  if (!byLocale) requests.set(catalog, (byLocale = new Map()));
  let request = byLocale.get(locale);
  if (!request) {
    request = loadMessages(catalog, locale).catch(() => catalog.en);
    byLocale.set(locale, request);
  }
  return request;
}

/** Fetches the element's language of `catalog` ahead (a dialog then opens without a wait). */
export function usePreloadDialogCatalog(catalog: MessageCatalog, enabled = true): void {
  const { locale, dialogCatalogs } = useI18n();
  useEffect(() => {
    if (!enabled) return;
    dialogCatalogs.add(catalog);
    void requestOf(catalog, locale.catalog);
  }, [enabled, catalog, dialogCatalogs, locale.catalog]);
}

// Each strings object built once per element translator and factory (as useStrings does).
const built = new WeakMap<Translate, WeakMap<object, unknown>>();

/**
 * `create(t)` for the messages of `catalog` in the element's language, a message the element's
 * `messages` overrides read as overridden. Suspends (the caller's <Suspense>) only the first
 * time the element needs this catalog in its language; after a change of locale it is in.
 */
export function useDialogCatalog<Strings, Key extends string = string>(
  catalog: MessageCatalog,
  create: (t: Translate<Key>) => Strings,
): Strings {
  const { i18n, t, locale, dialogCatalogs } = useI18n();
  dialogCatalogs.add(catalog);
  const messages =
    loadedMessages(catalog, locale.catalog) ?? use(requestOf(catalog, locale.catalog));
  let byFactory = built.get(t);
  if (!byFactory) built.set(t, (byFactory = new WeakMap()));
  if (!byFactory.has(create)) {
    const own = translatorOf(createI18n(locale.tag, [catalog.en, messages]));
    const overridden = i18n.messages;
    const translate: Translate = (key, values) =>
      key in overridden ? t(key, values) : own(key, values);
    byFactory.set(create, create(translate as Translate<Key>));
  }
  return byFactory.get(create) as Strings;
}
