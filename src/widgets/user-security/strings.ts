// Every text of <user-security> (SPEC.md §2, §5, §8).
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUserSecurityStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UserSecurityMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUserSecurityStrings(t: Translate<UserSecurityMessageKey>) {
  return {
    passwordTitle: t('passwordTitle'),
    passwordNotSet: t('passwordNotSet'),
    passwordSet: t('passwordSet'),
    lastUsed: t('lastUsed'),
    neverUsed: t('neverUsed'),
    change: t('change'),
    mfaTitle: t('mfaTitle'),
    mfaNotSet: t('mfaNotSet'),
    mfaSetUp: t('mfaSetUp'),
    mfaApp: t('mfaApp'),
    disable: t('disable'),
    cancel: t('cancel'),
    save: t('save'),
    continue: t('continue'),
    confirm: t('confirm'),
    setPasswordTitle: t('setPasswordTitle'),
    changePasswordTitle: t('changePasswordTitle'),
    currentPassword: t('currentPassword'),
    newPassword: t('newPassword'),
    confirmPassword: t('confirmPassword'),
    verifyTitle: t('verifyTitle'),
    verifyDescription: (email: string) =>
      email ? t('verifyDescription', { email }) : t('verifyDescriptionNoEmail'),
    sendCode: t('sendCode'),
    codeSent: (email: string) => (email ? t('codeSent', { email }) : t('codeSentNoEmail')),
    resendCode: t('resendCode'),
    invalidCode: t('invalidCode'),
    tokenExpired: t('tokenExpired'),
    mfaSetupTitle: t('mfaSetupTitle'),
    mfaStep1: t('mfaStep1'),
    viewSetupKey: t('viewSetupKey'),
    setupKeyTitle: t('setupKeyTitle'),
    setupKeyDescription: t('setupKeyDescription'),
    copyAndClose: t('copyAndClose'),
    copied: t('copied'),
    qrAlt: t('qrAlt'),
    next: t('next'),
    back: t('back'),
    mfaStep2: t('mfaStep2'),
    mfaStep2Description: t('mfaStep2Description'),
    passcodeLabel: t('passcodeLabel'),
    invalidPasscode: t('invalidPasscode'),
    disableTitle: t('disableTitle'),
    disableDescription: t('disableDescription'),
    setPasswordRequired: t('setPasswordRequired'),
    passwordTooShort: t('passwordTooShort'),
    confirmRequired: t('confirmRequired'),
    setMismatch: t('setMismatch'),
    currentRequired: t('currentRequired'),
    newRequired: t('newRequired'),
    reuse: t('reuse'),
    changeMismatch: t('changeMismatch'),
    currentIncorrect: t('currentIncorrect'),
    tryAgain: t('tryAgain'),
    preparingSetup: t('preparingSetup'),
  };
}

export type UserSecurityStrings = ReturnType<typeof createUserSecurityStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const userSecurityCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createUserSecurityStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishUserSecurityStrings = userSecurityCatalog.english;

export const authenticatorApps = [
  { name: 'Google Authenticator', href: 'https://support.google.com/accounts/answer/1066447' },
  {
    name: 'Microsoft Authenticator',
    href: 'https://www.microsoft.com/security/mobile-authenticator-app',
  },
  { name: '1Password', href: 'https://support.1password.com/one-time-passwords/' },
  { name: 'Authy', href: 'https://authy.com/download/' },
] as const;
