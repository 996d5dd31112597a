import { useContext, useMemo } from 'react';
import { I18nContext, type I18nValue } from './i18n-provider';
import type { Translate } from './translate';

/** The element's locale and messages (inside a widget element only). */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('[widgets] useI18n() is for components inside a widget element.');
  return value;
}

/**
 * A widget's strings object in the element's locale, built by `create` from the translator once
 * per locale: `const strings = useStrings(createSessionsStrings)`.
 */
export function useStrings<Strings, Key extends string = string>(
  create: (t: Translate<Key>) => Strings,
): Strings {
  const { t } = useI18n();
  return useMemo(() => create(t), [create, t]);
}
