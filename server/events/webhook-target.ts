// Webhook endpoints as a delivery target: each event an enabled endpoint subscribes to becomes a
// delivery in the transaction that appends the event; each attempt is signed afresh (the SDK
// checks the timestamp's age); an endpoint that has failed every delivery for days is disabled
// with the reason, and what it still had queued fails with it.
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import type { DeliveryTarget } from './delivery-engine';
import { markDeliveryQueued } from './delivery-wake';
import { webhookSignature } from './webhook-signature';

export const WEBHOOK_TRIES = 6;
/** An endpoint failing every delivery for this long is disabled. */
export const DISABLE_AFTER_DAYS = 5;

/**
 * Queues each event's `body` (its exact JSON) for every enabled endpoint subscribed to its
 * name, in one insert however many events there are.
 */
export async function queueWebhookDeliveries(
  tx: Queryable,
  events: readonly { id: string; event: string; body: string }[],
): Promise<void> {
  if (events.length === 0) return;
  const [queued] = await tx.query<{ n: number }>(
    `WITH queued AS (
       INSERT INTO deliveries (id, target_kind, target_id, event_id, event, body, max_attempts)
       SELECT e.delivery_id || '_' || substr(md5(w.id), 1, 8), 'webhook', w.id, e.event_id, e.event, e.body, $5
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
              WITH ORDINALITY AS e (delivery_id, event_id, event, body, position)
         JOIN webhook_endpoints w ON w.status = 'enabled' AND e.event = ANY(w.events)
        ORDER BY e.position, w.id
       RETURNING 1)
     SELECT count(*)::int AS n FROM queued`,
    [
      events.map(() => newId('delivery')),
      events.map((event) => event.id),
      events.map((event) => event.event),
      events.map((event) => event.body),
      WEBHOOK_TRIES,
    ],
  );
  if (Number(queued?.n ?? 0) > 0) markDeliveryQueued();
}

export const webhookTarget: DeliveryTarget = {
  async prepare(db, delivery) {
    const [endpoint] = await db.query<{ endpoint_url: string; secret: string; status: string }>(
      'SELECT endpoint_url, secret, status FROM webhook_endpoints WHERE id = $1',
      [delivery.target_id],
    );
    if (!endpoint) return { cancel: 'The webhook endpoint was deleted' };
    if (endpoint.status !== 'enabled') return { cancel: 'The webhook endpoint is disabled' };
    return {
      url: endpoint.endpoint_url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'loyalty-webhooks/1',
        'workos-signature': webhookSignature(endpoint.secret, delivery.body),
      },
    };
  },
  async succeeded(db, id) {
    await db.query(
      'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL',
      [id],
    );
  },
  async failed(db, id, reason) {
    const [disabled] = await db.query<{ id: string }>(
      `UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, now()),
              status = CASE WHEN failing_since < now() - make_interval(days => $2) THEN 'disabled' ELSE status END,
              disabled_reason = CASE WHEN failing_since < now() - make_interval(days => $2)
                THEN 'Every delivery failed since ' || to_char(failing_since AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC; last: ' || left($3, 300)
                ELSE disabled_reason END,
              updated_at = now()
        WHERE id = $1 RETURNING id, status`,
      [id, DISABLE_AFTER_DAYS, reason],
    );
    if (disabled && (disabled as { status?: string }).status === 'disabled')
      await db.query(
        `UPDATE deliveries SET state = 'failed', last_error = 'The webhook endpoint was disabled', updated_at = now()
          WHERE target_kind = 'webhook' AND target_id = $1 AND state = 'pending'`,
        [id],
      );
  },
};
