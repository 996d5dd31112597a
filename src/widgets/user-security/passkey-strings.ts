// Every text of the Passkeys row and its dialogs (issue #25): the `passkey.*` messages of this
// widget's catalog (messages/<locale>.json), shaped as the row, dialogs and model use them.
import { englishTranslator, type Translate } from '../shared';
import { userSecurityCatalog, type UserSecurityMessageKey } from './strings';

/** The server's limit on a passkey's name. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** The passkey texts in the locale of `t`: `useStrings(createPasskeyStrings)` in components. */
export function createPasskeyStrings(t: Translate<UserSecurityMessageKey>) {
  return {
    title: t('passkey.title'),
    notSet: t('passkey.notSet'),
    add: t('passkey.add'),
    listLabel: t('passkey.listLabel'),
    addedOn: t('passkey.addedOn'),
    lastUsed: t('passkey.lastUsed'),
    neverUsed: t('passkey.neverUsed'),
    rename: t('passkey.rename'),
    renameLabel: (name: string) => t('passkey.renameLabel', { name }),
    remove: t('passkey.remove'),
    removeLabel: (name: string) => t('passkey.removeLabel', { name }),
    kindSynced: t('passkey.kindSynced'),
    kindSecurityKey: t('passkey.kindSecurityKey'),
    kindDevice: t('passkey.kindDevice'),
    kindPhone: t('passkey.kindPhone'),
    addTitle: t('passkey.addTitle'),
    addDescription: t('passkey.addDescription'),
    create: t('passkey.create'),
    tryAgain: t('passkey.tryAgain'),
    preparing: t('passkey.preparing'),
    renameTitle: t('passkey.renameTitle'),
    nameLabel: t('passkey.nameLabel'),
    nameHint: t('passkey.nameHint'),
    nameRequired: t('passkey.nameRequired'),
    nameTooLong: t('passkey.nameTooLong', { max: PASSKEY_NAME_MAX_LENGTH }),
    removeTitle: t('passkey.removeTitle'),
    removeDescription: (name: string) => t('passkey.removeDescription', { name }),
    // The browser's ceremony errors, each in plain words; nothing the user did is lost.
    errorCancelled: t('passkey.errorCancelled'),
    errorTimedOut: t('passkey.errorTimedOut'),
    errorNotAllowed: t('passkey.errorNotAllowed'),
    errorAlreadyRegistered: t('passkey.errorAlreadyRegistered'),
    errorUnsupported: t('passkey.errorUnsupported'),
    errorNoAuthenticator: t('passkey.errorNoAuthenticator'),
    errorWrongAddress: t('passkey.errorWrongAddress'),
    errorUnknown: t('passkey.errorUnknown'),
  };
}

export type PasskeyStrings = ReturnType<typeof createPasskeyStrings>;

let english: PasskeyStrings | undefined;

/** The passkey texts in English (the default of the pure model functions). */
export const englishPasskeyStrings = (): PasskeyStrings =>
  (english ??= createPasskeyStrings(englishTranslator(userSecurityCatalog)));
