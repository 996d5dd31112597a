// GET /api/token: the caller's verified access-token claims (subject, session, organization,
// expiry). The cheapest authenticated route: the signature is checked against the in-memory
// public key, nothing is read from the database. It is the benchmark's baseline and lets a
// client check a token against this server.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { TokenError, accessTokenIssuer, verifyAccessToken } from '../domain/signing-keys';

export function tokenRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/token', async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'No access token provided', 'unauthorized');
    try {
      const claims = await verifyAccessToken(ctx.db, match[1], accessTokenIssuer(ctx.config));
      return {
        data: {
          sub: claims.sub,
          sid: claims.sid,
          organizationId: claims.org_id ?? null,
          expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
        },
      };
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      if (error.reason === 'expired')
        throw new HttpError(401, 'Access token expired', 'token_expired');
      throw new HttpError(401, 'Invalid access token', 'unauthorized');
    }
  });
}
