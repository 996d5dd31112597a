// Every user-visible string of the user-sessions widget (SPEC.md §2 "Sessions widget", §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUserSessionsStrings)`.
import { englishTranslator, type MessageCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UserSessionsMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUserSessionsStrings(t: Translate<UserSessionsMessageKey>) {
  return {
    listLabel: t('listLabel'),
    thisDevice: t('thisDevice'),
    lastSeen: t('lastSeen'),
    unknownLocation: t('unknownLocation'),
    noSessions: t('noSessions'),
    signOut: t('signOut'),
    signOutLabel: (device: string) => t('signOutLabel', { device }),
    cancel: t('cancel'),
    signOutTitle: t('signOutTitle'),
    signOutDescription: (device: string) => t('signOutDescription', { device }),
    signOutAllCardTitle: t('signOutAllCardTitle'),
    signOutAllCardText: t('signOutAllCardText'),
    signOutAllButton: t('signOutAllButton'),
    signOutAllTitle: t('signOutAllTitle'),
    signOutAllDescription: t('signOutAllDescription'),
    signOutAllSubmit: t('signOutAllSubmit'),
    fallbackError: t('fallbackError'),
    device: {
      browserOnOs: (browser: string, os: string) => t('browserOnOs', { browser, os }),
      unknownBrowserOn: (os: string) => t('unknownBrowserOn', { os }),
      unknownDevice: t('unknownDevice'),
    },
  };
}

export type UserSessionsStrings = ReturnType<typeof createUserSessionsStrings>;

/** The ICU catalog of this widget: English inline, the other locales loaded on first use. */
export const userSessionsCatalog: MessageCatalog = {
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
};

/** This widget's strings in English (the default of its pure model functions). */
let english: UserSessionsStrings | undefined;
export const englishUserSessionsStrings = (): UserSessionsStrings =>
  (english ??= createUserSessionsStrings(englishTranslator(userSessionsCatalog)));
