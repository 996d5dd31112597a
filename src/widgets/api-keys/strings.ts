// Every user-visible string of the api-keys widget (issue #29). The English text is
// messages/en.json; each other locale is messages/<locale>.json, a chunk of its own. Call sites
// read `const strings = useStrings(createApiKeysStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type ApiKeysMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createApiKeysStrings(t: Translate<ApiKeysMessageKey>) {
  return {
    tableLabel: t('tableLabel'),
    columnName: t('columnName'),
    columnSecret: t('columnSecret'),
    columnCreatedBy: t('columnCreatedBy'),
    columnLastUsed: t('columnLastUsed'),
    columnExpires: t('columnExpires'),
    columnActions: t('columnActions'),
    never: t('never'),
    expired: t('expired'),
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    clearSearchLabel: t('clearSearchLabel'),
    clearSearchButton: t('clearSearchButton'),
    createButton: t('createButton'),
    emptyTitle: t('emptyTitle'),
    emptyDescription: t('emptyDescription'),
    emptyForQueryTitle: t('emptyForQueryTitle'),
    emptyForQueryDescription: (query: string) => t('emptyForQueryDescription', { query }),
    pagination: t('pagination'),
    previousPage: t('previousPage'),
    nextPage: t('nextPage'),
    retry: t('retry'),
    keyActions: (name: string) => t('keyActions', { name }),
    details: t('details'),
    editExpiration: t('editExpiration'),
    revoke: t('revoke'),
    createTitle: t('createTitle'),
    createDescription: t('createDescription'),
    nameLabel: t('nameLabel'),
    nameHint: t('nameHint'),
    nameRequired: t('nameRequired'),
    nameTooLong: (max: number) => t('nameTooLong', { max }),
    expirationLabel: t('expirationLabel'),
    expirationOptions: {
      never: t('expirationNever'),
      '1h': t('expiration1h'),
      '24h': t('expiration24h'),
      '3d': t('expiration3d'),
      '7d': t('expiration7d'),
      custom: t('expirationCustom'),
    },
    expirationDateLabel: t('expirationDateLabel'),
    expirationDateRequired: t('expirationDateRequired'),
    permissionsLabel: t('permissionsLabel'),
    permissionsFilterLabel: t('permissionsFilterLabel'),
    permissionsFilterPlaceholder: t('permissionsFilterPlaceholder'),
    selectAll: t('selectAll'),
    selectNone: t('selectNone'),
    permissionsCount: (selected: number, total: number) =>
      t('permissionsCount', { selected, total }),
    permissionsLoading: t('permissionsLoading'),
    permissionsFailed: t('permissionsFailed'),
    permissionsNone: t('permissionsNone'),
    permissionsEmpty: t('permissionsEmpty'),
    cancel: t('cancel'),
    create: t('create'),
    secretTitle: t('secretTitle'),
    secretWarning: t('secretWarning'),
    secretLabel: (name: string) => t('secretLabel', { name }),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    confirmCopied: t('confirmCopied'),
    done: t('done'),
    detailsTitle: (name: string) => t('detailsTitle', { name }),
    detailsSecret: t('detailsSecret'),
    detailsCreated: t('detailsCreated'),
    detailsLastUsed: t('detailsLastUsed'),
    detailsExpires: t('detailsExpires'),
    detailsPermissions: t('detailsPermissions'),
    detailsOwner: t('detailsOwner'),
    noPermissions: t('noPermissions'),
    close: t('close'),
    editTitle: (name: string) => t('editTitle', { name }),
    editDescription: t('editDescription'),
    save: t('save'),
    revokeTitle: (name: string) => t('revokeTitle', { name }),
    revokeDescription: (name: string) => t('revokeDescription', { name }),
    revokeConfirm: t('revokeConfirm'),
    fallbackError: t('fallbackError'),
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
