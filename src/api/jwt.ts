/** Claims of an access token (API-CONTRACT.md §1); only what clients read is typed. */
export interface AccessTokenClaims {
  iss?: string;
  sub?: string;
  sid?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  /** Issued at, seconds since the epoch. */
  iat?: number;
  jti?: string;
  org_id?: string;
  role?: string;
  roles?: string[];
  permissions?: string[];
  feature_flags?: string[];
}

/** Decodes a base64url segment (padding optional) to a UTF-8 string. */
export function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload without verifying it (the server verifies; clients only need `exp` and
 * a few claims). Returns undefined for anything that is not a three-part JWT with a JSON object
 * payload, so an opaque token is simply a token without known expiry.
 */
export function decodeJwtClaims(token: string): AccessTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as AccessTokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}
