// The delivery log for the environment's operator (an extension of the provider's API, in the
// README): an endpoint's deliveries, one delivery with its attempts (status, error, the first
// 2 kB of the receiver's answer), and a resend (a new delivery of the same signed-anew body).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { WEBHOOK_TRIES } from '../events/webhook-target';
import { markDeliveryQueued } from '../events/delivery-wake';
import { notFound } from '../http/errors';
import { newId } from '../ids';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { idParam } from './schemas';

interface DeliveryRow {
  id: string;
  target_id: string;
  event_id: string | null;
  event: string | null;
  state: string;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  resent_from: string | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface AttemptRow {
  attempt: number;
  started_at: Date;
  finished_at: Date | null;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function deliveryObject(row: DeliveryRow) {
  return {
    object: 'webhook_delivery' as const,
    id: row.id,
    webhook_endpoint_id: row.target_id,
    event_id: row.event_id,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    next_attempt_at: row.state === 'pending' ? iso(row.next_attempt_at) : null,
    last_error: row.last_error,
    resent_from: row.resent_from,
    delivered_at: iso(row.delivered_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function attemptObject(row: AttemptRow) {
  return {
    object: 'webhook_delivery_attempt' as const,
    attempt: row.attempt,
    // An attempt never finished: its process stopped mid-send, and the delivery was retried.
    outcome: !row.finished_at
      ? 'unfinished'
      : row.status_code !== null && row.status_code >= 200 && row.status_code < 300
        ? 'delivered'
        : 'failed',
    status_code: row.status_code,
    error: row.error,
    response_body: row.response_body,
    duration_ms: row.duration_ms,
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

const columns = `id, target_id, event_id, event, state, attempts, max_attempts, next_attempt_at, last_error,
  resent_from, delivered_at, created_at, updated_at`;

export async function webhookDeliveryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const find = async (id: string) => {
    const [row] = await db.query<DeliveryRow>(
      `SELECT ${columns} FROM deliveries WHERE id = $1 AND target_kind = 'webhook'`,
      [id],
    );
    if (!row) throw notFound(`Webhook delivery not found: '${id}'.`);
    return row;
  };

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/webhook_endpoints/:id/deliveries',
    {
      schema: {
        params: idParam('id'),
        querystring: { type: 'object', properties: listQueryProperties },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const [endpoint] = await db.query('SELECT id FROM webhook_endpoints WHERE id = $1', [
        request.params.id,
      ]);
      if (!endpoint) throw notFound(`Webhook endpoint not found: '${request.params.id}'.`);
      return listPage(
        db,
        {
          sql: `SELECT ${columns} FROM deliveries WHERE target_kind = 'webhook' AND target_id = $1`,
          params: [request.params.id],
          idColumn: 'id',
        },
        list,
        deliveryObject,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/webhook_deliveries/:id',
    { schema: { params: idParam('id') } },
    async (request) => {
      const row = await find(request.params.id);
      const attempts = await db.query<AttemptRow>(
        'SELECT * FROM delivery_attempts WHERE delivery_id = $1 ORDER BY attempt',
        [row.id],
      );
      return { ...deliveryObject(row), attempt_log: attempts.map(attemptObject) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/webhook_deliveries/:id/resend',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const row = await find(request.params.id);
      const id = newId('delivery');
      await db.query(
        `INSERT INTO deliveries (id, target_kind, target_id, event_id, event, body, max_attempts, resent_from)
         SELECT $1, target_kind, target_id, event_id, event, body, $3, id FROM deliveries WHERE id = $2`,
        [id, row.id, WEBHOOK_TRIES],
      );
      markDeliveryQueued();
      return reply.status(201).send(deliveryObject(await find(id)));
    },
  );
}
