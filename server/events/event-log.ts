// The event log (issue #34): one append-only table that GET /events, webhooks and audit-log
// streams read. appendEvent is called inside the transaction of the change it describes, so the
// event commits or rolls back with it (server/db/migrations/080_events.sql explains the order).
import type { Queryable } from '../db/database';
import { newId } from '../ids';

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
  const id = newId('event');
  await tx.query(
    `INSERT INTO events (id, event, data, organization_id, context) VALUES ($1, $2, $3, $4, $5)`,
    [
      id,
      input.event,
      JSON.stringify(input.data),
      input.organizationId ?? null,
      JSON.stringify(input.context ?? {}),
    ],
  );
  return { id };
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
