import { decodeJwtClaims, type AccessTokenClaims } from '../jwt';
import { InvalidJwtError } from './auth-errors';

export type { AccessTokenClaims };

/** Decodes an access token's claims (base64url payload, unverified); throws 'Invalid JWT format'. */
export function getClaims(accessToken: string): AccessTokenClaims {
  const claims = decodeJwtClaims(accessToken);
  if (!claims) throw new InvalidJwtError();
  return claims;
}
