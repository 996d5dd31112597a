// Every user-visible string of the user-profile widget (SPEC.md §2 "Profile card", §5, §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUserProfileStrings)`.
import { englishTranslator, type MessageCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UserProfileMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUserProfileStrings(t: Translate<UserProfileMessageKey>) {
  return {
    cardLabel: t('cardLabel'),
    nameLabel: t('nameLabel'),
    emailLabel: t('emailLabel'),
    nameNotSet: t('nameNotSet'),
    edit: t('edit'),
    editNameLabel: t('editNameLabel'),
    connectedAccounts: t('connectedAccounts'),
    editTitle: t('editTitle'),
    editDescription: t('editDescription'),
    firstNameLabel: t('firstNameLabel'),
    lastNameLabel: t('lastNameLabel'),
    cancel: t('cancel'),
    save: t('save'),
    done: t('done'),
    saveFallbackError: t('saveFallbackError'),
  };
}

export type UserProfileStrings = ReturnType<typeof createUserProfileStrings>;

/** The ICU catalog of this widget: English inline, the other locales loaded on first use. */
export const userProfileCatalog: MessageCatalog = {
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
let english: UserProfileStrings | undefined;
export const englishUserProfileStrings = (): UserProfileStrings =>
  (english ??= createUserProfileStrings(englishTranslator(userProfileCatalog)));
