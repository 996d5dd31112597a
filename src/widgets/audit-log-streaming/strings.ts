// Every user-visible string of <audit-log-streaming> (anchor-widgets.md §3). English is
// messages/en.json; each other locale is messages/<locale>.json, a chunk of its own.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

export type AuditLogStreamingMessageKey = keyof typeof en;

export function createAuditLogStreamingStrings(t: Translate<AuditLogStreamingMessageKey>) {
  return {
    cardLabel: t('streamCardLabel'),
    loading: t('streamLoading'),
    notConfigured: t('streamNotConfigured'),
    setUp: t('streamSetUp'),
    continueSetup: t('streamContinueSetup'),
    manage: t('streamManage'),
    badgeSetupInProgress: t('streamBadgeSetupInProgress'),
    badgeStreaming: t('streamBadgeStreaming'),
    badgeNotStreaming: t('streamBadgeNotStreaming'),
    lastSync: (time: string) => t('streamLastSync', { time }),
    neverSynced: t('streamNeverSynced'),
    errorNotice: t('streamErrorNotice'),
    popupBlocked: t('streamPopupBlocked'),
    linkError: t('streamLinkError'),
  };
}

export type AuditLogStreamingStrings = ReturnType<typeof createAuditLogStreamingStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const auditLogStreamingCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createAuditLogStreamingStrings,
);
