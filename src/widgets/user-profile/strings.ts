// Every user-visible string of the user-profile widget (SPEC.md §2 "Profile card", §5, §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUserProfileStrings)`.
import { defineCatalog, type Translate, type VerifyIdentityStrings } from '../shared';
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
    /** The e-mail change (issue #24): identity check, new address, code from the new address. */
    emailChange: {
      change: t('change'),
      changeEmailLabel: t('changeEmailLabel'),
      title: t('changeEmailTitle'),
      verifyTitle: t('verifyTitle'),
      resendCode: t('resendCode'),
      addressDescription: (email: string) => t('changeEmailDescription', { email }),
      newEmailLabel: t('newEmailLabel'),
      continue: t('continue'),
      cancel: t('cancel'),
      codeDescription: (email: string) => t('changeEmailCodeDescription', { email }),
      codeExpires: (time: string) => t('codeExpires', { time }),
      codeLabel: t('changeEmailCodeLabel'),
      useAnotherAddress: t('useAnotherAddress'),
      newCodeSent: t('newCodeSent'),
      // One message per failure, shown on the field it belongs to.
      emailRequired: t('emailRequired'),
      emailInvalid: t('emailInvalid'),
      emailSame: t('emailSame'),
      emailTaken: t('emailTaken'),
      codeWrong: t('codeWrong'),
      codeExpired: t('codeExpired'),
      codeTooManyTries: t('codeTooManyTries'),
      codeNoChange: t('codeNoChange'),
      rateLimited: t('emailChangeRateLimited'),
      network: t('networkError'),
      fallback: t('saveFallbackError'),
    },
    /** The shared identity-verification step (the e-mail change's first step). */
    verifyIdentity: {
      verifyDescription: (email: string) =>
        email ? t('verifyDescription', { email }) : t('verifyDescriptionNoEmail'),
      codeSent: (email: string) => (email ? t('codeSent', { email }) : t('codeSentNoEmail')),
      sendCode: t('sendCode'),
      resendCode: t('resendCode'),
      invalidCode: t('codeWrong'),
      tokenExpired: t('tokenExpired'),
    } satisfies VerifyIdentityStrings,
  };
}

export type UserProfileStrings = ReturnType<typeof createUserProfileStrings>;
export type EmailChangeStrings = UserProfileStrings['emailChange'];

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const userProfileCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createUserProfileStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishUserProfileStrings = userProfileCatalog.english;
