// Events are kept 90 days (the provider's promise); finished deliveries as long. Once per
// cluster however many processes run: the sweep takes a PostgreSQL advisory lock for its
// transaction and a process that does not get it skips the round.
import type { Database } from '../db/database';

export const RETENTION_DAYS = 90;
/** An arbitrary constant naming this sweep's advisory lock. */
export const SWEEP_LOCK = 7_734_034;

/** Deletes what is past retention; returns the events deleted, or null when another process holds the sweep. */
export async function sweepEvents(db: Database, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SWEEP_LOCK],
    );
    if (!lock?.locked) return null;
    const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
    const deleted = await tx.query('DELETE FROM events WHERE created_at < $1 RETURNING seq', [
      cutoff,
    ]);
    await tx.query("DELETE FROM deliveries WHERE state <> 'pending' AND created_at < $1", [cutoff]);
    return deleted.length;
  });
}
