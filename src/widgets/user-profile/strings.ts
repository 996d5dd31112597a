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

// The e-mail change (issue #24): identity check, new address, code from the new address.
// English only for now: not yet in the message catalogs (merged after this was written).
export const emailChangeStrings = {
  change: 'Change',
  changeEmailLabel: 'Change e-mail address',
  title: 'Change e-mail address',
  verifyTitle: 'Verify your identity',
  resendCode: 'Send a new code',
  addressDescription: (email: string) =>
    `Your e-mail address is ${email}. We will send a code to the new address to confirm it.`,
  newEmailLabel: 'New e-mail address',
  continue: 'Continue',
  cancel: 'Cancel',
  codeDescription: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
  codeExpires: (time: string) => `The code expires at ${time}.`,
  codeLabel: 'Code from the new address',
  useAnotherAddress: 'Use a different address',
  newCodeSent: 'A new code is on its way.',
  // One message per failure, shown on the field it belongs to.
  emailRequired: 'Please enter the new e-mail address',
  emailInvalid: 'Enter a valid e-mail address.',
  emailSame: 'This is already your e-mail address.',
  emailTaken: 'This e-mail address is already used by another account.',
  codeWrong: 'Invalid code, please try again.',
  codeExpired: 'This code has expired. Request a new code.',
  codeTooManyTries: 'Too many incorrect attempts. Request a new code.',
  codeNoChange: 'This code is no longer valid. Request a new code.',
  rateLimited: 'Too many e-mail change requests. Please wait a while and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  fallback: 'Something went wrong. Please try again.',
} as const;
