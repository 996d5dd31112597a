// Bearer-token check of the product API: a valid RS256 access token of a session that has not
// ended. Failures are 401 in the product envelope.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import {
  TokenError,
  accessTokenIssuer,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../domain/signing-keys';

export async function authenticateBearer(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AccessTokenClaims> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'No access token provided', 'unauthorized');
  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(ctx.db, match[1], accessTokenIssuer(ctx.config));
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    if (error.reason === 'expired')
      throw new HttpError(401, 'Access token expired', 'token_expired');
    throw new HttpError(401, 'Invalid access token', 'unauthorized');
  }
  const [session] = await ctx.db.query<{ ended_at: Date | null }>(
    'SELECT ended_at FROM sessions WHERE id = $1',
    [claims.sid],
  );
  if (!session || session.ended_at)
    throw new HttpError(401, 'The session has ended', 'session_ended');
  return claims;
}
