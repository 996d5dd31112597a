// The <directory-sync> widget's one endpoint (anchor-widgets.md §2): the organization's
// directories in camelCase with counts and last sync, and the admin portal link (a fresh
// single-use link with every answer, since the widget never asks for one).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { createPortalLink } from '../domain/portal-links';
import { listDirectorySummaries, type DirectorySummary } from '../directory-sync/directory-admin';
import { callerOf, widgetGuard } from './widget-guard';

function toWidgetDirectory(row: DirectorySummary) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastSyncRunAt: row.last_sync_run_at ? new Date(row.last_sync_run_at).toISOString() : null,
    metadata: {
      users: { active: row.active_users, inactive: row.inactive_users },
      groups: row.groups,
    },
  };
}

export async function directorySyncWidgetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const guard = widgetGuard(ctx, { permission: 'widgets:dsync:manage' });
  const base = '/_widgets/directory-sync/directories';

  app.get(base, { onRequest: guard }, async (request) => {
    const { organizationId } = callerOf(request);
    const rows = await listDirectorySummaries(ctx.db, organizationId);
    return {
      // A directory being deleted stays listed ("Deleting directory...") until it is gone.
      data: rows.map(toWidgetDirectory),
      link: await createPortalLink(ctx, organizationId, 'dsync'),
    };
  });

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      onRequest: guard,
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const rows = await listDirectorySummaries(ctx.db, callerOf(request).organizationId);
      const row = rows.find((candidate) => candidate.id === request.params.id);
      if (!row) throw notFound('Directory not found');
      return toWidgetDirectory(row);
    },
  );
}
