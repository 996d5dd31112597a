// Webhook endpoints (`workos.webhooks.*`, dsync-audit-events.md §C.3): list, create (the secret
// in that answer only), PATCH (URL, events, enabled/disabled) and delete.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { refusedUrl } from '../events/outgoing-url';
import { notFound } from '../http/errors';
import { newId, newSecret } from '../ids';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { idParam } from './schemas';

interface EndpointRow {
  id: string;
  endpoint_url: string;
  secret: string;
  status: string;
  events: string[];
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date) => new Date(value).toISOString();

/** The endpoint as the SDK reads it; the secret only in the answer that created it. */
export function webhookEndpointObject(row: EndpointRow, showSecret = false) {
  return {
    object: 'webhook_endpoint' as const,
    id: row.id,
    endpoint_url: row.endpoint_url,
    secret: showSecret ? row.secret : `…${row.secret.slice(-4)}`,
    status: row.status,
    events: row.events,
    // An extension: why the server disabled it (after days of failed deliveries).
    disabled_reason: row.disabled_reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const eventsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    type: 'string',
    minLength: 3,
    maxLength: 100,
    pattern: '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$',
  },
} as const;
const urlSchema = { type: 'string', minLength: 8, maxLength: 2048 } as const;

export async function webhookEndpointRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const production = ctx.config.mode === 'production';
  const checkUrl = (url: string) => {
    const reason = refusedUrl(url, production);
    if (reason) throw unprocessable(`endpoint_url ${reason}`, 'endpoint_url');
  };
  const find = async (id: string) => {
    const [row] = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = $1', [
      id,
    ]);
    if (!row) throw notFound(`Webhook endpoint not found: '${id}'.`);
    return row;
  };

  app.get<{ Querystring: ListQuery }>(
    '/webhook_endpoints',
    { schema: { querystring: { type: 'object', properties: listQueryProperties } } },
    async (request) =>
      listPage(
        db,
        { sql: 'SELECT * FROM webhook_endpoints WHERE true', params: [], idColumn: 'id' },
        parseListQuery(request.query),
        (row: EndpointRow) => webhookEndpointObject(row),
      ),
  );

  app.post<{ Body: { endpoint_url: string; events: string[] } }>(
    '/webhook_endpoints',
    {
      schema: {
        body: {
          type: 'object',
          required: ['endpoint_url', 'events'],
          additionalProperties: false,
          properties: { endpoint_url: urlSchema, events: eventsSchema },
        },
      },
    },
    async (request, reply) => {
      checkUrl(request.body.endpoint_url);
      const id = newId('we');
      const [row] = await db.query<EndpointRow>(
        `INSERT INTO webhook_endpoints (id, endpoint_url, secret, events) VALUES ($1, $2, $3, $4) RETURNING *`,
        [id, request.body.endpoint_url, newSecret(32), [...new Set(request.body.events)]],
      );
      return reply.status(201).send(webhookEndpointObject(row!, true));
    },
  );

  app.patch<{
    Params: { id: string };
    Body: { endpoint_url?: string; events?: string[]; status?: 'enabled' | 'disabled' };
  }>(
    '/webhook_endpoints/:id',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            endpoint_url: urlSchema,
            events: eventsSchema,
            status: { type: 'string', enum: ['enabled', 'disabled'] },
          },
        },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      await find(request.params.id);
      if (body.endpoint_url !== undefined) checkUrl(body.endpoint_url);
      const [row] = await db.query<EndpointRow>(
        `UPDATE webhook_endpoints SET endpoint_url = coalesce($2, endpoint_url),
                events = coalesce($3, events), status = coalesce($4, status),
                disabled_reason = CASE WHEN $4 IS NULL THEN disabled_reason END,
                failing_since = CASE WHEN $4 = 'enabled' THEN NULL ELSE failing_since END,
                updated_at = now()
          WHERE id = $1 RETURNING *`,
        [
          request.params.id,
          body.endpoint_url ?? null,
          body.events ? [...new Set(body.events)] : null,
          body.status ?? null,
        ],
      );
      return webhookEndpointObject(row!);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/webhook_endpoints/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [deleted] = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [
        request.params.id,
      ]);
      if (!deleted) throw notFound(`Webhook endpoint not found: '${request.params.id}'.`);
      return reply.status(202).send({});
    },
  );
}
