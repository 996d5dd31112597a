// Reads the event log in its one consistent order (080_events.sql): by (txid, seq), and only
// the prefix below the oldest running transaction, so paging forward never skips nor repeats.
import type { Queryable } from '../db/database';
import type { StoredEvent } from './event-log';

export interface EventFilter {
  events?: string[];
  organizationId?: string;
  rangeStart?: Date;
  rangeEnd?: Date;
  /** An event id: list what comes after it. */
  after?: string;
  limit: number;
}

/** Raised when `after` names no event (expired or never existed). */
export class UnknownCursorError extends Error {
  override name = 'UnknownCursorError';
}

export async function queryEvents(db: Queryable, filter: EventFilter): Promise<StoredEvent[]> {
  const where = ['e.txid < pg_snapshot_xmin(pg_current_snapshot())'];
  const params: unknown[] = [];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.after) {
    const [cursor] = await db.query<{ txid: string; seq: string }>(
      'SELECT txid::text AS txid, seq::text AS seq FROM events WHERE id = $1',
      [filter.after],
    );
    if (!cursor) throw new UnknownCursorError(filter.after);
    params.push(cursor.txid, cursor.seq);
    where.push(`(e.txid, e.seq) > ($${params.length - 1}::xid8, $${params.length}::bigint)`);
  }
  if (filter.events && filter.events.length > 0) add((p) => `e.event = ANY(${p})`, filter.events);
  if (filter.organizationId) add((p) => `e.organization_id = ${p}`, filter.organizationId);
  if (filter.rangeStart) add((p) => `e.created_at >= ${p}`, filter.rangeStart);
  if (filter.rangeEnd) add((p) => `e.created_at <= ${p}`, filter.rangeEnd);
  params.push(filter.limit);
  return db.query<StoredEvent>(
    `SELECT e.id, e.event, e.data, e.organization_id, e.context, e.created_at
       FROM events e WHERE ${where.join(' AND ')}
      ORDER BY e.txid, e.seq LIMIT $${params.length}`,
    params,
  );
}
