import { createHash } from 'node:crypto';

/** SHA-256 (base64url) of a secret we hand out once: link tokens, invite tokens, elevated tokens. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}
