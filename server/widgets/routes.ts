import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminPortalWidgetRoutes } from './admin-portal-widget-routes';
import { apiKeysRoutes } from './api-keys-routes';
import { auditLogsRoutes } from './audit-logs-routes';
import { elevatedAccessRoutes } from './elevated-access';
import { emailChangeRoutes } from './email-change-routes';
import { installLenientJsonParser } from './json-body-parser';
import { organizationsRoutes } from './organizations-routes';
import { passkeyRoutes } from './passkey-routes';
import { securityRoutes } from './security-routes';
import { sessionsRoutes } from './sessions-routes';
import { userManagementRoutes } from './user-management-routes';
import { userProfileRoutes } from './user-profile-routes';
import { installWidgetAuditTrail } from './widget-audit-trail';

/** The widgets API under /_widgets (API-CONTRACT.md §2). */
export async function widgetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installLenientJsonParser(app);
  // Widget responses are per user and per moment; nothing may cache them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  installWidgetAuditTrail(app, ctx);
  await userManagementRoutes(app, ctx);
  await userProfileRoutes(app, ctx);
  await elevatedAccessRoutes(app, ctx);
  await emailChangeRoutes(app, ctx);
  await organizationsRoutes(app, ctx);
  await securityRoutes(app, ctx);
  await passkeyRoutes(app, ctx);
  await sessionsRoutes(app, ctx);
  await adminPortalWidgetRoutes(app, ctx);
  await auditLogsRoutes(app, ctx);
  // Its own error shape (`errors: [{ code, field }]`), so in a scope of its own.
  await app.register(async (scope) => apiKeysRoutes(scope, ctx));
}
