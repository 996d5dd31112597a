import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A sortable identifier in the provider's style (`user_01J...`): 10 characters of time and
 * 16 of randomness in Crockford base32, so ids created later sort later.
 */
export function newId(prefix: string, now = Date.now()): string {
  let time = '';
  let remaining = now;
  for (let index = 0; index < 10; index += 1) {
    time = alphabet[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  const random = Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join('');
  return `${prefix}_${time}${random}`;
}

/** A URL-safe random secret (codes, refresh tokens, link tokens). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
