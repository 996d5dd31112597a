import type { PasskeySummary } from '../../api/widgets';
import {
  PASSKEY_NAME_MAX_LENGTH,
  englishPasskeyStrings,
  type PasskeyStrings,
} from './passkey-strings';

/** A NotAllowedError sooner than this came without a prompt a person could have dismissed. */
export const REFUSED_WITHOUT_PROMPT_MS = 400;
export { PASSKEY_NAME_MAX_LENGTH };

/**
 * The plain message for a failed `navigator.credentials.create` (as @simplewebauthn/browser
 * rethrows it: the DOMException's `name`, and its own `code`). Browsers report a cancelled and a
 * timed-out prompt alike (NotAllowedError), so the time the ceremony took tells them apart.
 */
export function passkeyErrorMessage(
  error: unknown,
  elapsedMs: number,
  timeoutMs: number,
  strings: PasskeyStrings = englishPasskeyStrings(),
): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return strings.errorAlreadyRegistered;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    if (elapsedMs >= timeoutMs - 1000) return strings.errorTimedOut;
    // Refused before anyone could answer a prompt: the browser or device said no by itself.
    if (name === 'NotAllowedError' && elapsedMs < REFUSED_WITHOUT_PROMPT_MS)
      return strings.errorNotAllowed;
    return strings.errorCancelled;
  }
  if (
    code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG' ||
    name === 'ConstraintError' ||
    name === 'NotSupportedError'
  )
    return strings.errorNoAuthenticator;
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
    return strings.errorWrongAddress;
  return strings.errorUnknown;
}

/** What kind of authenticator holds the passkey, where the server knows; undefined otherwise. */
export function passkeyKind(
  passkey: PasskeySummary,
  strings: PasskeyStrings = englishPasskeyStrings(),
): string | undefined {
  const transports = passkey.transports ?? [];
  if (passkey.backedUp || passkey.deviceType === 'multiDevice') return strings.kindSynced;
  if (transports.some((transport) => ['usb', 'nfc', 'ble', 'smart-card'].includes(transport)))
    return strings.kindSecurityKey;
  if (transports.includes('hybrid')) return strings.kindPhone;
  if (transports.includes('internal')) return strings.kindDevice;
  return undefined;
}

/** The message for a passkey name the server would refuse, or undefined. */
export function validatePasskeyName(
  name: string,
  strings: PasskeyStrings = englishPasskeyStrings(),
): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return strings.nameRequired;
  if (trimmed.replace(/\s+/g, ' ').length > PASSKEY_NAME_MAX_LENGTH) return strings.nameTooLong;
  return undefined;
}
