import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import type { UiStrings } from '../../ui';
import type { KitLocale, ResolvedLocale } from './kit-locales';
import { loadMessages, loadedMessages, type MessageCatalog } from './message-catalog';
import { compileOverrides, overridesFor, type MessageOverrides } from './message-overrides';
import {
  createI18n,
  sharedStringsOf,
  translatorOf,
  uiStringsOf,
  type SharedStrings,
  type Translate,
} from './translate';

/** The element's locale and its messages, for the widget inside. */
export interface I18nValue {
  i18n: I18n;
  t: Translate;
  locale: ResolvedLocale;
  ui: UiStrings;
  shared: SharedStrings;
  /**
   * The catalogs the element loaded past its first paint (its dialogs', extras/dialog-catalog.ts):
   * a change of locale waits for their new language too, so an open dialog never waits.
   */
  dialogCatalogs: Set<MessageCatalog>;
}

export const I18nContext = createContext<I18nValue | null>(null);

export interface I18nProviderProps {
  locale: ResolvedLocale;
  /** The shared catalog and the widget's, merged in order (keys never collide). */
  catalogs: readonly MessageCatalog[];
  /** The element's `messages` property; default none. */
  overrides?: MessageOverrides;
  children: ReactNode;
}

function valueOf(
  locale: ResolvedLocale,
  messages: Parameters<typeof createI18n>[1],
  dialogCatalogs: Set<MessageCatalog>,
): I18nValue {
  const i18n = createI18n(locale.tag, messages);
  const t = translatorOf(i18n);
  return { i18n, t, locale, ui: uiStringsOf(t), shared: sharedStringsOf(t), dialogCatalogs };
}

/**
 * Loads `locale` of every dialog catalog, those added while it loads included. One whose chunk
 * fails is left to its dialog (English); it never holds the element back.
 */
async function loadDialogCatalogs(dialogCatalogs: Set<MessageCatalog>, locale: KitLocale) {
  const tried = new Set<MessageCatalog>();
  for (;;) {
    const next = [...dialogCatalogs].filter((catalog) => !tried.has(catalog));
    if (next.length === 0) return;
    for (const catalog of next) tried.add(catalog);
    await Promise.all(next.map((catalog) => loadMessages(catalog, locale).catch(() => undefined)));
  }
}

type Request = { value: I18nValue } | { promise: Promise<I18nValue> };

function prepare(
  locale: ResolvedLocale,
  catalogs: readonly MessageCatalog[],
  overrides: MessageOverrides | undefined,
  dialogCatalogs: Set<MessageCatalog>,
): Request {
  const english = catalogs.map((catalog) => catalog.en);
  const own = overridesFor(overrides, locale);
  const plain = !Object.values(own).some((message) => /[{}]/.test(message));
  const localized = catalogs.map((catalog) => loadedMessages(catalog, locale.catalog));
  const dialogsReady = [...dialogCatalogs].every((catalog) =>
    loadedMessages(catalog, locale.catalog),
  );
  if (plain && dialogsReady && localized.every(Boolean)) {
    const messages = [...english, ...localized.map((messages) => messages!), own];
    return { value: valueOf(locale, messages, dialogCatalogs) };
  }
  const promise = Promise.all([
    Promise.all(catalogs.map((catalog) => loadMessages(catalog, locale.catalog))).catch(
      (error: unknown) => {
        // No chunk (offline, a removed deployment): English rather than no widget.
        console.warn(`[widgets] The ${locale.catalog} strings could not be loaded:`, error);
        return [];
      },
    ),
    // Without the compiler chunk the overrides are left out, not the widget.
    compileOverrides(own).catch(() => ({})),
    loadDialogCatalogs(dialogCatalogs, locale.catalog),
  ]).then(([messages, compiled]) =>
    valueOf(locale, [...english, ...messages, compiled], dialogCatalogs),
  );
  return { promise };
}

/**
 * Gives the widget its locale's messages: at once when they are in memory (English always),
 * else after the locale's chunks arrive. On a change of locale the previous language stays on
 * screen until the new one is ready, the catalogs of the dialogs the element loaded included,
 * then all of it switches at once: nothing unmounts, no dialog shows a pending layer, and no
 * data is fetched again.
 */
export function I18nProvider({ locale, catalogs, overrides, children }: I18nProviderProps) {
  const { catalog, tag, dir } = locale;
  const [dialogCatalogs] = useState(() => new Set<MessageCatalog>());
  const request = useMemo(
    () => prepare({ catalog, tag, dir }, catalogs, overrides, dialogCatalogs),
    [catalog, tag, dir, catalogs, overrides, dialogCatalogs],
  );
  const [loaded, setLoaded] = useState<{ request: Request; value: I18nValue } | null>(null);
  const [last, setLast] = useState<I18nValue | null>(null);

  useEffect(() => {
    if (!('promise' in request)) return;
    let active = true;
    void request.promise.then((value) => {
      if (active) setLoaded({ request, value });
    });
    return () => {
      active = false;
    };
  }, [request]);

  const current =
    'value' in request ? request.value : loaded?.request === request ? loaded.value : null;
  useEffect(() => {
    if (current) setLast(current);
  }, [current]);

  const value = current ?? last;
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
