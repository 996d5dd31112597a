// The audit-logs part of the management API, as the provider's Node SDK calls it
// (reference/dsync-audit-events.md §B.1): events, schemas, exports and retention.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { findOrganization } from './organizations-routes';
import { idParam } from './schemas';
import {
  createExport,
  exportObject,
  signedExportUrl,
  type ExportFilters,
  type ExportRow,
} from '../audit-logs/audit-log-exports';
import {
  addSchemaVersion,
  schemaObject,
  type AuditLogSchemaRow,
} from '../audit-logs/audit-log-schemas';
import { recordAuditEvent, type AuditEventInput } from '../audit-logs/record-audit-event';
import { retentionDays, retentionPeriods, sweepAuditLogs } from '../audit-logs/retention';
import { serverSecret } from '../audit-logs/server-secret';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const metadataObject = { type: ['object', 'null'] } as const;
const actionName = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' };

const actorOrTarget = {
  type: 'object',
  required: ['id', 'type'],
  additionalProperties: false,
  properties: {
    id: text(256),
    type: text(128),
    name: { type: ['string', 'null'], maxLength: 256 },
    metadata: metadataObject,
  },
} as const;

const eventSchema = {
  type: 'object',
  required: ['action', 'occurred_at', 'actor', 'targets', 'context'],
  additionalProperties: false,
  properties: {
    action: actionName,
    version: { type: 'integer', minimum: 1, maximum: 1000 },
    occurred_at: { type: 'string', format: 'date-time' },
    actor: actorOrTarget,
    targets: { type: 'array', maxItems: 50, items: actorOrTarget },
    context: {
      type: 'object',
      required: ['location'],
      additionalProperties: false,
      properties: {
        location: text(256),
        user_agent: { type: ['string', 'null'], maxLength: 1024 },
      },
    },
    metadata: metadataObject,
  },
} as const;

const propertyTypes = { type: 'string', enum: ['string', 'number', 'boolean'] } as const;
const metadataSchemaBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { const: 'object' },
    properties: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { minLength: 1, maxLength: 40 },
      additionalProperties: {
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: { type: propertyTypes },
      },
    },
  },
} as const;

const stringList = (maxLength: number) =>
  ({ type: 'array', maxItems: 100, items: text(maxLength) }) as const;

export async function auditLogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hashKey = () => serverSecret(ctx.db, 'audit_log_hash');

  app.post<{ Body: { organization_id: string; event: AuditEventInput } }>(
    '/audit_logs/events',
    {
      // Idempotency here is the key together with the event's content (record-audit-event.ts).
      config: { ownIdempotency: true },
      schema: {
        body: {
          type: 'object',
          required: ['organization_id', 'event'],
          additionalProperties: false,
          properties: { organization_id: text(100), event: eventSchema },
        },
      },
    },
    async (request, reply) => {
      const { organization_id: organizationId, event } = request.body;
      await findOrganization(ctx.db, organizationId);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header.slice(0, 255) : undefined;
      const hash = await hashKey();
      await ctx.db.transaction((tx) =>
        recordAuditEvent(tx, organizationId, event, { idempotencyKey: key, hashKey: hash }),
      );
      // Retention is enforced lazily, by a share of the writers (idempotent across processes).
      if (Math.random() < 0.01) await sweepAuditLogs(ctx.db);
      return reply.status(201).send({ success: true });
    },
  );

  app.post<{
    Params: { action: string };
    Body: Pick<AuditLogSchemaRow, 'actor' | 'targets' | 'metadata'>;
  }>(
    '/audit_logs/actions/:action/schemas',
    {
      schema: {
        params: { type: 'object', required: ['action'], properties: { action: actionName } },
        body: {
          type: 'object',
          required: ['targets'],
          additionalProperties: false,
          properties: {
            actor: {
              type: 'object',
              additionalProperties: false,
              properties: { metadata: metadataSchemaBody },
            },
            targets: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                required: ['type'],
                additionalProperties: false,
                properties: { type: text(128), metadata: metadataSchemaBody },
              },
            },
            metadata: metadataSchemaBody,
          },
        },
      },
    },
    async (request, reply) => {
      const types = request.body.targets.map((target) => target.type);
      if (new Set(types).size !== types.length)
        throw unprocessable('Each target type may appear once', 'targets');
      const row = await addSchemaVersion(ctx.db, request.params.action, request.body);
      return reply.status(201).send(schemaObject(row));
    },
  );

  app.get<{ Params: { action: string }; Querystring: ListQuery }>(
    '/audit_logs/actions/:action/schemas',
    {
      schema: {
        params: { type: 'object', required: ['action'], properties: { action: actionName } },
        querystring: { type: 'object', properties: listQueryProperties },
      },
    },
    async (request) =>
      listPage<AuditLogSchemaRow & { id: string }, ReturnType<typeof schemaObject>>(
        ctx.db,
        {
          sql: `SELECT * FROM (SELECT 'v' || lpad(version::text, 6, '0') AS id, action, version, actor, targets, metadata, created_at
                  FROM audit_log_schemas WHERE action = $1) s WHERE true`,
          params: [request.params.action],
          idColumn: 'id',
        },
        parseListQuery(request.query),
        schemaObject,
      ),
  );

  app.post<{ Body: { organization_id: string } & ExportFilters }>(
    '/audit_logs/exports',
    {
      schema: {
        body: {
          type: 'object',
          required: ['organization_id', 'range_start', 'range_end'],
          additionalProperties: false,
          properties: {
            organization_id: text(100),
            range_start: { type: 'string', format: 'date-time' },
            range_end: { type: 'string', format: 'date-time' },
            actions: stringList(128),
            actor_names: stringList(256),
            actor_ids: stringList(256),
            targets: stringList(128),
          },
        },
      },
    },
    async (request, reply) => {
      const { organization_id: organizationId, ...filters } = request.body;
      await findOrganization(ctx.db, organizationId);
      if (Date.parse(filters.range_start) > Date.parse(filters.range_end))
        throw unprocessable('range_start must not be after range_end', 'range_start');
      const row = await createExport(ctx.db, organizationId, filters);
      const url = signedExportUrl(ctx.config.publicUrl, await hashKey(), row.id);
      return reply.status(201).send(exportObject(row, url));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/audit_logs/exports/:id',
    { schema: { params: idParam('id') } },
    async (request) => {
      const [row] = await ctx.db.query<ExportRow>('SELECT * FROM audit_log_exports WHERE id = $1', [
        request.params.id,
      ]);
      if (!row) throw notFound(`Audit log export not found: '${request.params.id}'.`);
      const url =
        row.state === 'ready'
          ? signedExportUrl(ctx.config.publicUrl, await hashKey(), row.id)
          : undefined;
      return exportObject(row, url);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/organizations/:id/audit_logs_retention',
    { schema: { params: idParam('id') } },
    async (request) => {
      await findOrganization(ctx.db, request.params.id);
      return { retention_period_in_days: await retentionDays(ctx.db, request.params.id) };
    },
  );

  app.put<{ Params: { id: string }; Body: { retention_period: string } }>(
    '/organizations/:id/audit_logs_retention',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: 'object',
          required: ['retention_period'],
          additionalProperties: false,
          properties: {
            retention_period: { type: 'string', enum: Object.keys(retentionPeriods) },
          },
        },
      },
    },
    async (request) => {
      await findOrganization(ctx.db, request.params.id);
      const days = retentionPeriods[request.body.retention_period] ?? 365;
      await ctx.db.query(
        `INSERT INTO audit_log_retention (organization_id, retention_period_in_days) VALUES ($1, $2)
         ON CONFLICT (organization_id) DO UPDATE SET retention_period_in_days = EXCLUDED.retention_period_in_days`,
        [request.params.id, days],
      );
      return { retention_period_in_days: days };
    },
  );
}
