// Every user-visible string of <audit-logs>. English is messages/en.json; each other locale is
// messages/<locale>.json, a chunk of its own. Call sites read `useStrings(createAuditLogsStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

export type AuditLogsMessageKey = keyof typeof en;

export function createAuditLogsStrings(t: Translate<AuditLogsMessageKey>) {
  return {
    regionLabel: t('regionLabel'),
    tableLabel: t('tableLabel'),
    columnAction: t('columnAction'),
    columnActor: t('columnActor'),
    columnTargets: t('columnTargets'),
    columnDate: t('columnDate'),
    filtersLabel: t('filtersLabel'),
    actionFilter: t('actionFilter'),
    allActions: t('allActions'),
    actorFilter: t('actorFilter'),
    actorPlaceholder: t('actorPlaceholder'),
    fromFilter: t('fromFilter'),
    toFilter: t('toFilter'),
    rangeError: t('rangeError'),
    clearFilters: t('clearFilters'),
    exportButton: t('exportButton'),
    exportReady: t('exportReady'),
    exportLink: t('exportLink'),
    exportFailed: t('exportFailed'),
    emptyTitle: t('emptyTitle'),
    emptyDescription: t('emptyDescription'),
    emptyFilteredTitle: t('emptyFilteredTitle'),
    emptyFilteredDescription: t('emptyFilteredDescription'),
    retry: t('retry'),
    pagination: t('pagination'),
    newerPage: t('newerPage'),
    olderPage: t('olderPage'),
    openDetails: (action: string, actor: string, date: string) =>
      t('openDetails', { action, actor, date }),
    detailsTitle: t('detailsTitle'),
    detailsId: t('detailsId'),
    detailsAction: t('detailsAction'),
    detailsDate: t('detailsDate'),
    detailsActor: t('detailsActor'),
    detailsTargets: t('detailsTargets'),
    detailsLocation: t('detailsLocation'),
    detailsUserAgent: t('detailsUserAgent'),
    detailsMetadata: t('detailsMetadata'),
    detailsNone: t('detailsNone'),
    detailsClose: t('detailsClose'),
    unnamed: t('unnamed'),
    moreTargets: (count: number) => t('moreTargets', { count }),
  };
}

export type AuditLogsStrings = ReturnType<typeof createAuditLogsStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const auditLogsCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createAuditLogsStrings,
);
