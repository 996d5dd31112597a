// Every user-visible string of <organization-switcher> (SPEC.md §2 "Organization switcher", §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createOrganizationSwitcherStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type OrganizationSwitcherMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createOrganizationSwitcherStrings(t: Translate<OrganizationSwitcherMessageKey>) {
  return {
    groupLabel: t('groupLabel'),
    switchAction: t('switchAction'),
    noneSelected: t('noneSelected'),
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    listLabel: t('listLabel'),
    empty: t('empty'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    switching: (name: string) => t('switching', { name }),
    switchFailed: t('switchFailed'),
    switchFailedFallback: t('switchFailedFallback'),
    dismiss: t('dismiss'),
    loading: t('loading'),
  };
}

export type OrganizationSwitcherStrings = ReturnType<typeof createOrganizationSwitcherStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const organizationSwitcherCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createOrganizationSwitcherStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishOrganizationSwitcherStrings = organizationSwitcherCatalog.english;
