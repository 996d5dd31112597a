import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 10 characters of time (milliseconds) and 16 of randomness in Crockford base32, so
 * ids created later sort later and their time can be read back.
 */
export function newUlid(now = Date.now()): string {
  let time = '';
  let remaining = now;
  for (let index = 0; index < 10; index += 1) {
    time = alphabet[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  const random = Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join('');
  return `${time}${random}`;
}

/** A sortable identifier in the provider's style (`user_01J...`): a prefix and a ULID. */
export function newId(prefix: string, now = Date.now()): string {
  return `${prefix}_${newUlid(now)}`;
}

/** A URL-safe random secret (codes, refresh tokens, link tokens). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The time a ULID (bare or after a prefix's `_`) was made, or undefined when it is not one. */
export function ulidTime(id: string): Date | undefined {
  const ulid = id.slice(id.lastIndexOf('_') + 1).toUpperCase();
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(ulid)) return undefined;
  let time = 0;
  for (const character of ulid.slice(0, 10)) time = time * 32 + alphabet.indexOf(character);
  return new Date(time);
}
