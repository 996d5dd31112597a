// Every user-visible string of the directory sync widget (anchor-widgets.md §2), kept in one
// place so the tests and the UI agree on the exact wording.
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createDirectorySyncStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type DirectorySyncMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createDirectorySyncStrings(t: Translate<DirectorySyncMessageKey>) {
  return {
    listLabel: t('listLabel'),
    cardLabel: t('cardLabel'),
    loading: t('loading'),
    empty: t('empty'),
    setUp: t('setUp'),
    continueSetup: t('continueSetup'),
    manage: t('manage'),
    noLink: t('noLink'),
    connected: t('connected'),
    requiresAction: t('requiresAction'),
    setupInProgress: t('setupInProgress'),
    waitingForData: t('waitingForData'),
    deleting: t('deleting'),
    users: (count: number) => t('users', { count }),
    groups: (count: number) => t('groups', { count }),
    lastSync: t('lastSync'),
    invalidCredentials: t('invalidCredentials'),
    requiresType: t('requiresType'),
  };
}

export type DirectorySyncStrings = ReturnType<typeof createDirectorySyncStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const directorySyncCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createDirectorySyncStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishDirectorySyncStrings = directorySyncCatalog.english;
