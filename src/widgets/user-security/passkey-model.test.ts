import { describe, expect, it } from 'vitest';
import { passkeyErrorMessage, passkeyKind, validatePasskeyName } from './passkey-model';
import { englishPasskeyStrings } from './passkey-strings';

const passkeyStrings = englishPasskeyStrings();

const domError = (name: string) => Object.assign(new Error('browser said no'), { name });
const timeout = 300_000;

describe('passkeyErrorMessage', () => {
  it('given a prompt dismissed after a while, should say it was cancelled', () => {
    expect(passkeyErrorMessage(domError('NotAllowedError'), 4000, timeout)).toBe(
      passkeyStrings.errorCancelled,
    );
    expect(passkeyErrorMessage(domError('AbortError'), 10, timeout)).toBe(
      passkeyStrings.errorCancelled,
    );
  });
  it('given a NotAllowedError at the timeout, should say it timed out', () => {
    expect(passkeyErrorMessage(domError('NotAllowedError'), timeout, timeout)).toBe(
      passkeyStrings.errorTimedOut,
    );
  });
  it('given a NotAllowedError with no time for a prompt, should say it was not allowed', () => {
    expect(passkeyErrorMessage(domError('NotAllowedError'), 30, timeout)).toBe(
      passkeyStrings.errorNotAllowed,
    );
  });
  it('given an authenticator that already holds a passkey, should say so', () => {
    const error = Object.assign(domError('InvalidStateError'), {
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    });
    expect(passkeyErrorMessage(error, 2000, timeout)).toBe(passkeyStrings.errorAlreadyRegistered);
  });
  it('given no authenticator able to do it, a wrong address or anything else, should say which', () => {
    expect(passkeyErrorMessage(domError('NotSupportedError'), 5, timeout)).toBe(
      passkeyStrings.errorNoAuthenticator,
    );
    expect(passkeyErrorMessage(domError('SecurityError'), 5, timeout)).toBe(
      passkeyStrings.errorWrongAddress,
    );
    expect(passkeyErrorMessage(new TypeError('x'), 5, timeout)).toBe(passkeyStrings.errorUnknown);
    expect(passkeyErrorMessage(undefined, 5, timeout)).toBe(passkeyStrings.errorUnknown);
  });
});

describe('passkeyKind', () => {
  it('given what the server knows, should name the kind, or nothing', () => {
    expect(passkeyKind({ id: 'a', backedUp: true, deviceType: 'multiDevice' })).toBe(
      'Synced passkey',
    );
    expect(passkeyKind({ id: 'a', deviceType: 'singleDevice', transports: ['usb', 'nfc'] })).toBe(
      'Security key',
    );
    expect(passkeyKind({ id: 'a', transports: ['hybrid'] })).toBe('Phone or tablet');
    expect(passkeyKind({ id: 'a', transports: ['internal'] })).toBe('Saved on one device');
    expect(passkeyKind({ id: 'a' })).toBeUndefined();
  });
});

describe('validatePasskeyName', () => {
  it('given a blank or too long name, should refuse it', () => {
    expect(validatePasskeyName('   ')).toBe('Please enter a name');
    expect(validatePasskeyName('x'.repeat(65))).toBe('Use at most 64 characters');
    expect(validatePasskeyName(`  ${'x'.repeat(64)}  `)).toBeUndefined();
  });
});

describe('passkey texts in a locale', () => {
  it('should give the kind, the error and the length limit (an ICU plural) from the catalog', async () => {
    const { createI18n, translatorOf } = await import('../shared/translate');
    const { userSecurityCatalog } = await import('./strings');
    const { createPasskeyStrings } = await import('./passkey-strings');
    const words = async (locale: 'ja' | 'ar') =>
      createPasskeyStrings(
        translatorOf(createI18n(locale, [(await userSecurityCatalog.load[locale]()).default])),
      );
    const ja = await words('ja');
    expect(passkeyKind({ id: 'p', backedUp: true } as never, ja)).toBe('同期されたパスキー');
    expect(passkeyErrorMessage(domError('NotAllowedError'), 4000, timeout, ja)).toBe(
      'パスキーのリクエストがキャンセルされました。準備ができたら、もう一度お試しください。',
    );
    const ar = await words('ar');
    expect(validatePasskeyName('x'.repeat(65), ar)).toBe('استخدم 64 حرفًا على الأكثر');
  });
});
