// The event log (issue #34): one append-only table that GET /events, webhooks and audit-log
// streams read. appendEvent is called inside the transaction of the change it describes, so the
// event commits or rolls back with it (server/db/migrations/080_events.sql explains the order).
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import { queueWebhookDeliveries } from './webhook-target';

export interface EventInput {
  /** The SDK's event name, e.g. `organization_membership.created`. */
  event: string;
  /** The API object in the SDK's snake_case shape. */
  data: Record<string, unknown>;
  /** The organization the event belongs to; null for user-level events. */
  organizationId?: string | null;
  /** Extra context the SDK passes through (e.g. the acting user or client). */
  context?: Record<string, unknown>;
}

export interface StoredEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
  organization_id: string | null;
  context: Record<string, unknown>;
  created_at: Date | string;
}

/** Appends one event in `tx` (the transaction of the change it describes). */
export async function appendEvent(tx: Queryable, input: EventInput): Promise<{ id: string }> {
  const [appended] = await appendEvents(tx, [input]);
  return appended!;
}

/**
 * Appends several events in `tx` with one multi-row insert (and one for their webhook
 * deliveries), in the order given: their `seq` follows the list, as if appended one by one.
 * A group push of thousands of members writes its events this way.
 */
export async function appendEvents(
  tx: Queryable,
  inputs: readonly EventInput[],
): Promise<{ id: string }[]> {
  if (inputs.length === 0) return [];
  const ids = inputs.map(() => newId('event'));
  // unnest … WITH ORDINALITY ORDER BY keeps the list's order for the identity column (`seq`).
  const rows = await tx.query<StoredEvent>(
    `INSERT INTO events (id, event, data, organization_id, context)
     SELECT id, event, data::jsonb, organization_id, context::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
            WITH ORDINALITY AS input (id, event, data, organization_id, context, position)
      ORDER BY position
     RETURNING id, event, data, organization_id, context, created_at`,
    [
      ids,
      inputs.map((input) => input.event),
      inputs.map((input) => JSON.stringify(input.data)),
      inputs.map((input) => input.organizationId ?? null),
      inputs.map((input) => JSON.stringify(input.context ?? {})),
    ],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // The webhook body is the event as the Events API shows it, as compact JSON (the SDK's
  // constructEvent checks the signature over these exact bytes).
  await queueWebhookDeliveries(
    tx,
    ids.map((id, index) => ({
      id,
      event: inputs[index]!.event,
      body: JSON.stringify(eventObject(byId.get(id)!)),
    })),
  );
  return ids.map((id) => ({ id }));
}

/** The event as the SDK reads it (Events API and webhook body). */
export function eventObject(row: StoredEvent) {
  return {
    object: 'event' as const,
    id: row.id,
    event: row.event,
    data: row.data,
    created_at: new Date(row.created_at).toISOString(),
    ...(row.context && Object.keys(row.context).length > 0 ? { context: row.context } : {}),
  };
}
