// Work that must happen once however many server processes start at the same time (migrations,
// seeds, key rotation, sweeps, delivery rounds): a PostgreSQL advisory lock named by a string.
// The lock is held by one pooled connection for the length of `work` and released with it, also
// when the process dies (the connection closes). PGlite serves one process, so there a lock is
// a queue in memory.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from './database';

/** Whether a query handle is a whole database (that can hold a lock), not a transaction. */
export function isDatabase(db: Queryable): db is Database {
  return 'pinned' in db && 'kind' in db;
}

/** The 64-bit lock key of a name (the first 8 bytes of its SHA-1), as text for `::bigint`. */
export function advisoryLockKey(name: string): string {
  return createHash('sha1').update(name).digest().readBigInt64BE(0).toString();
}

const queues = new WeakMap<Database, Map<string, Promise<unknown>>>();

function queued<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  let byName = queues.get(db);
  if (!byName) queues.set(db, (byName = new Map()));
  const run = (byName.get(name) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  byName.set(name, settled);
  void settled.then(() => {
    if (byName.get(name) === settled) byName.delete(name);
  });
  return run;
}

/** Runs `work` while holding the lock `name`, waiting for whoever holds it first. */
export async function withAdvisoryLock<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (db.kind === 'pglite') return queued(db, name, work);
  const key = advisoryLockKey(name);
  return db.pinned(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}

/**
 * Runs `work` only when the lock `name` is free (another process doing the same work makes this
 * call a no-op): `{ ran: false }` when it was held.
 */
export async function tryAdvisoryLock<T>(
  db: Database,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.kind === 'pglite') {
    const busy = queues.get(db)?.has(name) ?? false;
    if (busy) return { ran: false };
    return { ran: true, value: await queued(db, name, work) };
  }
  const key = advisoryLockKey(name);
  return db.pinned(async (connection) => {
    const [row] = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key],
    );
    if (!row?.locked) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  });
}
