// The organization switcher's list (API-CONTRACT.md §2, widget type `organization-switcher`):
// the caller's own active memberships, the token's organization marked current. A valid session
// is enough; no permission and no organization are needed (a user may be between organizations).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf, widgetGuard } from './widget-guard';

export async function organizationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/_widgets/UserManagement/organizations',
    { onRequest: widgetGuard(ctx) },
    async (request) => {
      const caller = callerOf(request);
      const rows = await ctx.db.query<{ id: string; name: string }>(
        `SELECT o.id, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id
          WHERE m.user_id = $1 AND m.status = 'Active'
          ORDER BY lower(o.name), o.id`,
        [caller.userId],
      );
      const current = caller.claims.org_id ?? null;
      return {
        data: rows.map((row) => ({ id: row.id, name: row.name, current: row.id === current })),
      };
    },
  );
}
