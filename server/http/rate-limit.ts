// Requests per secret key and minute, counted in the database so several processes share the
// limit. Over the limit the caller gets 429 with Retry-After (the SDK waits that long).
import type { Queryable } from '../db/database';
import { RateLimitedError } from './management-errors';

export async function countManagementRequest(
  db: Queryable,
  keyHash: string,
  limitPerMinute: number,
): Promise<void> {
  const [row] = await db.query<{ requests: number; retry_after: number }>(
    `INSERT INTO management_rate_windows (key_hash, window_start, requests)
     VALUES ($1, date_trunc('minute', now()), 1)
     ON CONFLICT (key_hash, window_start) DO UPDATE SET requests = management_rate_windows.requests + 1
     RETURNING requests, ceil(extract(epoch FROM (window_start + interval '1 minute' - now())))::integer AS retry_after`,
    [keyHash],
  );
  if (row && row.requests > limitPerMinute)
    throw new RateLimitedError(Math.max(1, Number(row.retry_after)));
}

/**
 * Drops rate windows older than an hour and idempotent answers older than a day. Called on about
 * one request in a hundred rather than on a timer, so any process may do it.
 */
export async function pruneManagementState(db: Queryable): Promise<void> {
  await db.query(
    "DELETE FROM management_rate_windows WHERE window_start < now() - interval '1 hour'",
  );
  await db.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'");
}
