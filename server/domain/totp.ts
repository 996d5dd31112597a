// RFC 6238 TOTP codes (SHA-1, 6 digits, 30 s), as authenticator apps produce them.
import { Secret, TOTP } from 'otpauth';

/** Maximum wrong codes per challenge before the user has to start over. */
export const MAX_TOTP_ATTEMPTS = 5;

const PERIOD_SECONDS = 30;

/**
 * The time step (counter) `code` belongs to when it is valid for the base32 secret now, allowing
 * one step of clock drift; undefined when it is not valid. Callers accept a step only once and
 * only after the last one they accepted (RFC 6238 §5.2: a code is single-use).
 */
export function totpStep(
  base32Secret: string,
  code: string,
  timestamp = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const totp = new TOTP({
      secret: Secret.fromBase32(base32Secret),
      digits: 6,
      period: PERIOD_SECONDS,
      algorithm: 'SHA1',
    });
    const delta = totp.validate({ token: code, window: 1, timestamp });
    if (delta === null) return undefined;
    return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  } catch {
    return undefined; // A malformed stored secret never signs anyone in.
  }
}

/** True when `code` is valid for the base32 secret now, allowing one step of clock drift. */
export function verifyTotpCode(base32Secret: string, code: string): boolean {
  return totpStep(base32Secret, code) !== undefined;
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
