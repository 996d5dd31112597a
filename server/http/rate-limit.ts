// Requests per minute, per management API secret key or SCIM bearer token, counted in the
// database so several processes share the limit. Over the limit the caller gets 429 with
// Retry-After (the SDK, or the identity provider, waits that long).
import type { Queryable } from '../db/database';
import { RateLimitedError } from './management-errors';

// Counting every request with its own UPSERT made all of a key's concurrent requests queue on
// one row lock, each behind the previous one's commit (a WAL flush): a burst of 32 calls waited
// up to seconds (issue #36). Each process now adds its requests to the shared row in batches
// (at most every FLUSH_MS or FLUSH_EVERY requests), and counts one by one, exactly, only once a
// key nears its limit, where every request must see the others' counts.
const FLUSH_MS = 250;
const FLUSH_EVERY = 50;

interface KeyWindow {
  table: RateWindows;
  keyValue: string;
  minute: number;
  /** The shared count as of the last flush (every process's requests). */
  shared: number;
  /** This process's requests not yet added to the shared row. */
  pending: number;
  lastFlush: number;
  flushing: Promise<void> | null;
  timer?: NodeJS.Timeout | undefined;
  retryAfter: number;
}

/** A table of per-minute counts: its name and its key column (constants, never input). */
export interface RateWindows {
  table: string;
  key: string;
}

export const managementWindows: RateWindows = { table: 'management_rate_windows', key: 'key_hash' };
export const scimWindows: RateWindows = { table: 'scim_rate_windows', key: 'token_id' };

const windows = new WeakMap<Queryable, Map<string, KeyWindow>>();

async function flush(
  db: Queryable,
  { table, key }: RateWindows,
  keyValue: string,
  window: KeyWindow,
): Promise<void> {
  const delta = window.pending;
  window.pending = 0;
  window.lastFlush = Date.now();
  try {
    const [row] = await db.query<{ requests: number; retry_after: number }>(
      `INSERT INTO ${table} (${key}, window_start, requests)
       VALUES ($1, date_trunc('minute', now()), $2)
       ON CONFLICT (${key}, window_start) DO UPDATE SET requests = ${table}.requests + $2
       RETURNING requests, ceil(extract(epoch FROM (window_start + interval '1 minute' - now())))::integer AS retry_after`,
      [keyValue, delta],
    );
    if (row) {
      window.shared = Number(row.requests);
      window.retryAfter = Math.max(1, Number(row.retry_after));
    }
  } catch (error) {
    window.pending += delta;
    throw error;
  }
}

/** Serializes a key's flushes: a flush in flight is awaited before the next starts. */
function flushQueued(
  db: Queryable,
  table: RateWindows,
  keyValue: string,
  window: KeyWindow,
): Promise<void> {
  const previous = window.flushing ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => flush(db, table, keyValue, window));
  // The caller sees the failure through `next`; this tracking copy must not reject unhandled.
  window.flushing = next
    .catch(() => undefined)
    .finally(() => {
      if (window.flushing === tracked) window.flushing = null;
    });
  const tracked = window.flushing;
  return next;
}

/**
 * Counts one request of `keyValue` in `table`; when it is past `limitPerMinute`, answers the
 * seconds until the window ends (the request is refused), otherwise undefined.
 */
export async function countRequest(
  db: Queryable,
  table: RateWindows,
  keyValue: string,
  limitPerMinute: number,
): Promise<{ retryAfter: number } | undefined> {
  let byKey = windows.get(db);
  if (!byKey) windows.set(db, (byKey = new Map()));
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  const mapKey = `${table.table} ${keyValue}`;
  let window = byKey.get(mapKey);
  if (!window || window.minute !== minute) {
    window = {
      table,
      keyValue,
      minute,
      shared: 0,
      pending: 0,
      lastFlush: 0,
      flushing: null,
      retryAfter: 60,
    };
    byKey.set(mapKey, window);
    for (const [key, other] of byKey) if (other.minute !== minute) byKey.delete(key);
  }
  window.pending += 1;
  if (window.shared + window.pending >= limitPerMinute - FLUSH_EVERY) {
    // Near the limit: the shared count decides, request by request.
    await flushQueued(db, table, keyValue, window);
  } else if (!window.flushing) {
    const counted = window;
    const later = () =>
      void flushQueued(db, table, keyValue, counted).catch((error: Error) =>
        console.error('Rate-limit count not stored:', error.message),
      );
    if (window.pending >= FLUSH_EVERY || now - window.lastFlush >= FLUSH_MS) later();
    else if (!window.timer) {
      // The last requests of a burst reach the shared row shortly after it.
      window.timer = setTimeout(() => {
        counted.timer = undefined;
        if (counted.pending > 0) later();
      }, FLUSH_MS);
      window.timer.unref();
    }
  }
  if (window.shared + window.pending > limitPerMinute)
    return { retryAfter: Math.max(1, window.retryAfter) };
  return undefined;
}

/**
 * Adds every count this process holds for `db` but has not yet stored (a burst's last requests
 * wait up to FLUSH_MS): on close, so they are not lost nor written after the database closed.
 */
export async function flushRateWindows(db: Queryable): Promise<void> {
  const byKey = windows.get(db);
  if (!byKey) return;
  await Promise.all(
    [...byKey.values()].map(async (window) => {
      clearTimeout(window.timer);
      window.timer = undefined;
      if (window.pending > 0) await flushQueued(db, window.table, window.keyValue, window);
      else await window.flushing;
    }),
  );
}

export async function countManagementRequest(
  db: Queryable,
  keyHash: string,
  limitPerMinute: number,
): Promise<void> {
  const over = await countRequest(db, managementWindows, keyHash, limitPerMinute);
  if (over) throw new RateLimitedError(over.retryAfter);
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
