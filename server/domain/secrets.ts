// Secrets handed to clients (authorization codes, refresh tokens, invitation tokens) are stored
// only as hashes, so a database leak does not leak usable credentials.
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * SHA-256 of the secret, base64url: the one stored form of every secret handed out once
 * (authorization codes, refresh tokens, invitation, link and elevated-access tokens).
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE S256: the verifier hashes (SHA-256, base64url) to the challenge stored with the code. */
export function verifyPkceS256(verifier: string, challenge: string): boolean {
  return safeEqual(hashSecret(verifier), challenge);
}
