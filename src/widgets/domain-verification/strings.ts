// Every user-visible string of the domain verification widget (SPEC.md §2, §4 "Domain states"),
// kept in one place so the tests and the UI agree on the exact wording.
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createDomainVerificationStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type DomainVerificationMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createDomainVerificationStrings(t: Translate<DomainVerificationMessageKey>) {
  return {
    listLabel: t('listLabel'),
    addDomain: t('addDomain'),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    loading: t('loading'),
    stateVerified: t('stateVerified'),
    statePending: t('statePending'),
    stateFailed: t('stateFailed'),
    actionsLabel: (domain: string) => t('actionsLabel', { domain }),
    actionView: t('actionView'),
    actionReverify: t('actionReverify'),
    actionRemove: t('actionRemove'),
    txtHeading: t('txtHeading'),
    txtType: t('txtType'),
    txtHost: t('txtHost'),
    txtFullName: (name: string) => t('txtFullName', { name }),
    txtValue: t('txtValue'),
    copy: t('copy'),
    copied: t('copied'),
    copyHostLabel: (domain: string) => t('copyHostLabel', { domain }),
    copyValueLabel: (domain: string) => t('copyValueLabel', { domain }),
    copyFailed: t('copyFailed'),
    detailsTitle: (domain: string) => t('detailsTitle', { domain }),
    detailsDescription: t('detailsDescription'),
    detailsAdded: t('detailsAdded'),
    close: t('close'),
    removeTitle: t('removeTitle'),
    removeDescription: (domain: string) => t('removeDescription', { domain }),
    removeSubmit: t('removeSubmit'),
    cancel: t('cancel'),
    removeError: t('removeError'),
    reverifyError: t('reverifyError'),
    reverifyLookupFailed: t('reverifyLookupFailed'),
    reverifyVerified: (domain: string) => t('reverifyVerified', { domain }),
    reverifyFailed: (domain: string) => t('reverifyFailed', { domain }),
    reverifyPending: (domain: string) => t('reverifyPending', { domain }),
    popupBlocked: t('popupBlocked'),
    linkError: t('linkError'),
  };
}

export type DomainVerificationStrings = ReturnType<typeof createDomainVerificationStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const domainVerificationCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createDomainVerificationStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishDomainVerificationStrings = domainVerificationCatalog.english;
