// Every user-visible string of the SSO connection widget (SPEC.md §2 "SSO connection card", §4
// "SSO status", §8), kept in one place so the tests and the UI agree on the exact wording.
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createSsoConnectionStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type SsoConnectionMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createSsoConnectionStrings(t: Translate<SsoConnectionMessageKey>) {
  return {
    cardLabel: t('cardLabel'),
    notConfigured: t('notConfigured'),
    setUp: t('setUp'),
    continueSetup: t('continueSetup'),
    manage: t('manage'),
    badgeSetupInProgress: t('badgeSetupInProgress'),
    badgeConnected: t('badgeConnected'),
    badgeRequiresAction: t('badgeRequiresAction'),
    loading: t('loading'),
    expiredOn: (date: string) => t('expiredOn', { date }),
    expiredUndated: t('expiredUndated'),
    expiredConsequence: t('expiredConsequence'),
    expiresOn: (date: string) => t('expiresOn', { date }),
    expiringConsequence: t('expiringConsequence'),
    popupBlocked: t('popupBlocked'),
    linkError: t('linkError'),
  };
}

export type SsoConnectionStrings = ReturnType<typeof createSsoConnectionStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const ssoConnectionCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createSsoConnectionStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishSsoConnectionStrings = ssoConnectionCatalog.english;
