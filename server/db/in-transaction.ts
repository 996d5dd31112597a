import type { Database, Queryable } from './database';

/**
 * Runs `work` in a transaction: a new one when given the database, the caller's own when given a
 * transaction already (so a helper can be called from either and its writes stay atomic).
 */
export function inTransaction<T>(
  db: Queryable | Database,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return 'transaction' in db ? db.transaction(work) : work(db);
}
