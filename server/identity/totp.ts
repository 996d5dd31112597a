// RFC 6238 TOTP codes (SHA-1, 6 digits, 30 s), as authenticator apps produce them.
import { Secret, TOTP } from 'otpauth';

/** Maximum wrong codes per challenge before the user has to start over. */
export const MAX_TOTP_ATTEMPTS = 5;

/** True when `code` is valid for the base32 secret now, allowing one step of clock drift. */
export function verifyTotpCode(base32Secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const totp = new TOTP({
      secret: Secret.fromBase32(base32Secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    return totp.validate({ token: code, window: 1 }) !== null;
  } catch {
    return false; // A malformed stored secret never signs anyone in.
  }
}

/** The current code for a base32 secret (tests and the seed's documentation use it). */
export function currentTotpCode(base32Secret: string, timestamp = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(base32Secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp,
  });
}
