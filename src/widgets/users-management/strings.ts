// Every user-visible string of the users-management widget (SPEC.md §2, §4 "Members", §5, §8),
// kept in one place so the tests and the UI agree on the exact wording.
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUsersManagementStrings)`.
import { defineCatalog, plainStrings, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UsersManagementMessageKey = keyof typeof en;

/** This widget's messages with values: a function each (every other message is a string). */
type MessageWithValues = 'actionsMenuLabel' | 'emptyForQueryDescription' | 'columnRole';

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUsersManagementStrings(t: Translate<UsersManagementMessageKey>) {
  return {
    ...(plainStrings(t, en) as Record<
      Exclude<UsersManagementMessageKey, MessageWithValues>,
      string
    >),
    actionsMenuLabel: (name: string) => t('actionsMenuLabel', { name }),
    emptyForQueryDescription: (query: string) => t('emptyForQueryDescription', { query }),
    columnRole: (count: number) => t('columnRole', { count }),
  };
}

export type UsersManagementStrings = ReturnType<typeof createUsersManagementStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const usersManagementCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createUsersManagementStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishUsersManagementStrings = usersManagementCatalog.english;
