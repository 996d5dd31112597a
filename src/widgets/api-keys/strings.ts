// Every user-visible string of the api-keys widget (issue #29). The English text is
// messages/en.json; each other locale is messages/<locale>.json, a chunk of its own. Call sites
// read `const strings = useStrings(createApiKeysStrings)`.
import { defineCatalog, plainStrings, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type ApiKeysMessageKey = keyof typeof en;

/** This widget's messages with values: a function each (every other message is a string). */
type MessageWithValues =
  | 'emptyForQueryDescription'
  | 'keyActions'
  | 'nameTooLong'
  | 'permissionsCount'
  | 'secretLabel'
  | 'detailsTitle'
  | 'editTitle'
  | 'revokeTitle'
  | 'revokeDescription';

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createApiKeysStrings(t: Translate<ApiKeysMessageKey>) {
  return {
    ...(plainStrings(t, en) as Record<Exclude<ApiKeysMessageKey, MessageWithValues>, string>),
    emptyForQueryDescription: (query: string) => t('emptyForQueryDescription', { query }),
    keyActions: (name: string) => t('keyActions', { name }),
    nameTooLong: (max: number) => t('nameTooLong', { max }),
    expirationOptions: {
      never: t('expirationNever'),
      '1h': t('expiration1h'),
      '24h': t('expiration24h'),
      '3d': t('expiration3d'),
      '7d': t('expiration7d'),
      custom: t('expirationCustom'),
    },
    permissionsCount: (selected: number, total: number) =>
      t('permissionsCount', { selected, total }),
    secretLabel: (name: string) => t('secretLabel', { name }),
    detailsTitle: (name: string) => t('detailsTitle', { name }),
    editTitle: (name: string) => t('editTitle', { name }),
    revokeTitle: (name: string) => t('revokeTitle', { name }),
    revokeDescription: (name: string) => t('revokeDescription', { name }),
  };
}

export type ApiKeysStrings = ReturnType<typeof createApiKeysStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const apiKeysCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createApiKeysStrings,
);
