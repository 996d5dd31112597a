// POST /user_management/authenticate (API-CONTRACT.md §1): checks the origin, the client and a
// confidential client's secret, hands the body to its grant (one file each) and answers with the
// tokens. Errors are `{ error, error_description }`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { authenticateBodySchema, type AuthenticateBody } from './authenticate-body';
import { authorizationCodeGrant } from './authorization-code-grant';
import { confidentialClient } from './confidential-client';
import { clearIdentityCookies, setRefreshCookie, setSessionMarker } from './cookies';
import type { IssuedTokens } from './issue-tokens';
import { isLoopbackOrigin } from './origins';
import { passwordGrant } from './password-grant';
import { refreshGrant } from './refresh-grant';

export async function authenticateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;

  app.post<{ Body: AuthenticateBody }>(
    '/user_management/authenticate',
    {
      // Token answers are never stored by a cache (RFC 6749 §5.1), refusals included.
      onRequest: async (_request, reply) => {
        void reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
      },
      schema: { body: authenticateBodySchema },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && !config.allowedOrigins.includes(origin)) {
        throw new HttpError(
          403,
          `Origin ${origin} is not allowed for this client`,
          'invalid_origin',
        );
      }
      const body = request.body;
      if (body.client_id !== config.clientId)
        throw new HttpError(400, 'Unknown client_id', 'invalid_client');
      // A wrong secret is refused here, before a code is claimed or a token rotated.
      const confidential = await confidentialClient(ctx, body.client_secret, request);
      if (body.grant_type === 'password' && !confidential)
        throw new HttpError(401, 'The password grant needs client_secret', 'invalid_client');
      try {
        const issued =
          body.grant_type === 'authorization_code'
            ? await authorizationCodeGrant(ctx, body, confidential)
            : body.grant_type === 'password'
              ? await passwordGrant(ctx, body, request)
              : await refreshGrant(ctx, body, request);
        return send(reply, issued, origin);
      } catch (error) {
        // A refused grant means the client's session is over: drop its cookies too.
        if (error instanceof HttpError && error.code === 'invalid_grant')
          clearIdentityCookies(reply);
        throw error;
      }
    },
  );

  function send(reply: FastifyReply, issued: IssuedTokens, origin: string | undefined) {
    setSessionMarker(reply, config);
    // Dev mode (no origin, or a page on localhost) keeps the refresh token in the body; any
    // other page gets it only as an HttpOnly cookie (API-CONTRACT.md §1).
    if (!origin || isLoopbackOrigin(origin)) return reply.send(issued.body);
    setRefreshCookie(reply, config, issued.refreshToken, origin.startsWith('https://'));
    const { refresh_token: _omitted, ...body } = issued.body;
    return reply.send(body);
  }
}
