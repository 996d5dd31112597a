// Every user-visible string of the user-sessions widget (SPEC.md §2 "Sessions widget", §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUserSessionsStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UserSessionsMessageKey = keyof typeof en;

/** What a session's Sign out button is named by. */
interface SignOutLabelParts {
  device: string;
  location: string;
  /** The last activity as a relative time said mid-sentence ('2 hours ago', 'just now'). */
  lastSeen: string;
}

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUserSessionsStrings(t: Translate<UserSessionsMessageKey>) {
  return {
    listLabel: t('listLabel'),
    thisDevice: t('thisDevice'),
    lastSeen: t('lastSeen'),
    unknownLocation: t('unknownLocation'),
    unknownLocationInSentence: t('unknownLocationInSentence'),
    noSessions: t('noSessions'),
    signOut: t('signOut'),
    /** The Sign out button's name: what tells one row from another, read out of context. */
    signOutLabel: (parts: SignOutLabelParts) => t('signOutLabel', { ...parts }),
    /** The same for rows alike in all three: '… (2 of 3)'. */
    signOutLabelNumbered: (parts: SignOutLabelParts & { position: number; total: number }) =>
      t('signOutLabelNumbered', { ...parts }),
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

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const userSessionsCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createUserSessionsStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishUserSessionsStrings = userSessionsCatalog.english;
