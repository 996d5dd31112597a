// AuditLogs (beyond the provider's widgets): an organization's administrators read its audit log
// newest first, filtered by action, actor and date range, and export it as CSV. Needs
// widgets:audit-logs:read and stays inside the token's organization.
import type { FastifyInstance } from 'fastify';
import {
  createExport,
  exportWhere,
  signedExportUrl,
  type ExportFilters,
} from '../audit-logs/audit-log-exports';
import { serverSecret } from '../audit-logs/server-secret';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { callerOf, widgetGuard } from './widget-guard';

interface EventsQuery {
  limit?: string;
  after?: string;
  action?: string;
  actor?: string;
  rangeStart?: string;
  rangeEnd?: string;
}

interface EventRow {
  id: string;
  action: string;
  occurred_at: Date | string;
  actor: { id: string; type: string; name?: string | null };
  targets: { id: string; type: string; name?: string | null }[];
  context: { location: string; user_agent?: string | null };
  metadata: Record<string, unknown> | null;
}

const filterProperties = {
  action: { type: 'string', minLength: 1, maxLength: 128 },
  actor: { type: 'string', minLength: 1, maxLength: 256 },
  rangeStart: { type: 'string', format: 'date-time' },
  rangeEnd: { type: 'string', format: 'date-time' },
} as const;

/** The time range of a query: both ends optional; a reversed one names its field. */
function range(query: Pick<EventsQuery, 'rangeStart' | 'rangeEnd'>) {
  const start = query.rangeStart ?? '1970-01-01T00:00:00.000Z';
  const end = query.rangeEnd ?? '9999-12-31T23:59:59.999Z';
  if (Date.parse(start) > Date.parse(end))
    throw badRequest('The start of the range must not be after its end', 'rangeStart');
  return { range_start: start, range_end: end };
}

const filtersOf = (query: EventsQuery): ExportFilters => ({
  ...range(query),
  ...(query.action ? { actions: [query.action] } : {}),
  ...(query.actor ? { actor: query.actor } : {}),
});

export async function auditLogsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = '/_widgets/AuditLogs';
  const onRequest = widgetGuard(ctx, { permission: 'widgets:audit-logs:read' });

  app.get<{ Querystring: EventsQuery }>(
    `${base}/events`,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...filterProperties,
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
            after: { type: 'string', pattern: '^[0-9A-HJKMNP-TV-Z]{26}$' },
          },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const limit = Number(request.query.limit ?? 10);
      if (limit < 1 || limit > 100) throw badRequest('Invalid limit: 1 to 100', 'limit');
      const where = exportWhere(filtersOf(request.query));
      const params: unknown[] = [caller.organizationId, ...where.params];
      let extra = '';
      if (request.query.after) {
        params.push(request.query.after);
        extra += ` AND id < $${params.length}`;
      }
      params.push(limit + 1);
      // Ids are ULIDs: newest first by id is newest first by recording.
      const rows = await ctx.db.query<EventRow>(
        `SELECT id, action, occurred_at, actor, targets, context, metadata FROM audit_log_events
          WHERE organization_id = $1 AND ${where.sql}${extra}
          ORDER BY id DESC LIMIT $${params.length}`,
        params,
      );
      const page = rows.slice(0, limit);
      return {
        data: page.map((row) => ({
          id: row.id,
          action: row.action,
          occurredAt: new Date(row.occurred_at).toISOString(),
          actor: { id: row.actor.id, type: row.actor.type, name: row.actor.name ?? null },
          targets: row.targets.map((target) => ({
            id: target.id,
            type: target.type,
            name: target.name ?? null,
          })),
          location: row.context.location,
          userAgent: row.context.user_agent ?? null,
          metadata: row.metadata ?? {},
        })),
        list_metadata: {
          before: null,
          after: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
        },
      };
    },
  );

  app.get(`${base}/actions`, { onRequest }, async () => {
    const rows = await ctx.db.query<{ action: string }>(
      'SELECT DISTINCT action FROM audit_log_schemas ORDER BY action',
    );
    return { data: rows.map((row) => row.action) };
  });

  app.post<{ Body: Omit<EventsQuery, 'limit' | 'after'> }>(
    `${base}/exports`,
    {
      onRequest,
      schema: {
        body: { type: 'object', additionalProperties: false, properties: filterProperties },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = request.body ?? {};
      const filters = filtersOf(body);
      const row = await createExport(ctx.db, caller.organizationId, filters);
      const hashKey = await serverSecret(ctx.db, 'audit_log_hash');
      return reply
        .status(201)
        .send({ id: row.id, url: signedExportUrl(ctx.config.publicUrl, hashKey, row.id) });
    },
  );
}
