import { useContext } from 'react';
import { I18nContext, type I18nValue } from './i18n-provider';
import type { Translate } from './translate';

/** The element's locale and messages (inside a widget element only). */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('[widgets] useI18n() is for components inside a widget element.');
  return value;
}

// Each strings object built once per translator (an element's locale and messages) and factory,
// and shared by every component that asks: a table's rows read the same object instead of
// translating every string again per row. Weak keys: it goes with the translator.
const builtStrings = new WeakMap<Translate, WeakMap<object, unknown>>();

/** `create(t)`, built once per translator and factory (what `useStrings` returns). */
export function stringsOf<Strings, Key extends string = string>(
  t: Translate,
  create: (t: Translate<Key>) => Strings,
): Strings {
  let byFactory = builtStrings.get(t);
  if (!byFactory) {
    byFactory = new WeakMap();
    builtStrings.set(t, byFactory);
  }
  if (!byFactory.has(create)) byFactory.set(create, create(t as Translate<Key>));
  return byFactory.get(create) as Strings;
}

/**
 * A widget's strings object in the element's locale, built by `create` from the translator once
 * per locale: `const strings = useStrings(createSessionsStrings)`.
 */
export function useStrings<Strings, Key extends string = string>(
  create: (t: Translate<Key>) => Strings,
): Strings {
  return stringsOf(useI18n().t, create);
}
