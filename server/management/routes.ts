// The management API for partners' backends (API-CONTRACT.md §4): what the provider's official
// Node SDK calls with the environment's secret key. Server-to-server only: no CORS.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { installLenientJsonParser } from '../widgets/json-body-parser';
import { installIdempotency } from './idempotency';
import { installManagementErrorHandler } from './management-errors';
import { callerKeyHash, managementGuard } from './management-guard';
import { auditLogRoutes } from '../audit-logs/routes';
import { apiKeyRoutes } from './api-keys-routes';
import { invitationRoutes } from './invitations-routes';
import { membershipRoutes } from './memberships-routes';
import { organizationRoutes } from './organizations-routes';
import { sessionRoutes } from './sessions-routes';
import { userRoutes } from './users-routes';
import { widgetTokenRoute } from './widget-token-route';

/** Paths of the management API (not /user_management/authenticate, which browsers also call). */
const managementPath =
  /^\/(?:organizations(?:[/?]|$)|api_keys(?:[/?]|$)|audit_logs(?:[/?]|$)|widgets\/token(?:[?]|$)|user_management\/(?:users|organization_memberships|invitations|sessions\/revoke)(?:[/?]|$))/;

export const isManagementPath = (url: string): boolean => managementPath.test(url);

/**
 * Strips CORS headers from management answers, preflights included (the CORS plugin answers
 * those for every path): a browser page cannot call the management API.
 */
export function installManagementCorsBlock(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isManagementPath(request.url)) return payload;
    for (const name of Object.keys(reply.getHeaders())) {
      if (name.toLowerCase().startsWith('access-control-')) reply.removeHeader(name);
    }
    return payload;
  });
}

export async function managementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installLenientJsonParser(app);
  installManagementErrorHandler(app);
  app.addHook('onRequest', managementGuard(ctx));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  installIdempotency(app, ctx.db, callerKeyHash);
  await widgetTokenRoute(app, ctx);
  await organizationRoutes(app, ctx);
  await userRoutes(app, ctx);
  await membershipRoutes(app, ctx);
  await invitationRoutes(app, ctx);
  await sessionRoutes(app, ctx);
  await apiKeyRoutes(app, ctx);
  await auditLogRoutes(app, ctx);
  // Unknown paths under the management prefixes answer after the key check too: 401 without a
  // key, else a JSON 404, so a caller without the key cannot map the API.
  for (const prefix of [
    '/organizations/*',
    '/api_keys/*',
    '/audit_logs/*',
    '/user_management/users/*',
    '/user_management/organization_memberships/*',
    '/user_management/invitations/*',
  ]) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: prefix,
      handler: async () => {
        throw notFound('No such management API route');
      },
    });
  }
}
