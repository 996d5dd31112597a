// GET /user_management/sessions/logout and GET /sso/jwks/{client_id}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { sendPage } from './authorize-routes';
import { clearIdentityCookies } from './cookies';
import { jwks } from '../domain/signing-keys';
import { allowedReturnTo } from './origins';
import { renderSignedOutPage } from './pages/message-pages';
import { endSession } from '../domain/sessions';

export async function logoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { session_id?: string; return_to?: string } }>(
    '/user_management/sessions/logout',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            session_id: { type: 'string', maxLength: 256 },
            return_to: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      const { session_id: sessionId, return_to: returnTo } = request.query;
      if (sessionId) await endSession(ctx.db, sessionId);
      clearIdentityCookies(reply);
      const target = allowedReturnTo(returnTo, ctx.config.allowedOrigins);
      if (target) return reply.redirect(target, 302);
      return sendPage(reply, 200, renderSignedOutPage(`${ctx.config.publicUrl}/`));
    },
  );

  app.get<{ Params: { clientId: string } }>(
    '/sso/jwks/:clientId',
    {
      schema: {
        params: { type: 'object', properties: { clientId: { type: 'string', maxLength: 256 } } },
      },
    },
    async (request, reply) => {
      if (request.params.clientId !== ctx.config.clientId) throw notFound('Unknown client');
      return reply.header('cache-control', 'public, max-age=300').send(await jwks(ctx.db));
    },
  );
}
