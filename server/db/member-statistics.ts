// Fresh statistics after an organization grows in a burst (PostgreSQL). Autovacuum analyzes a
// table once 10% of it changed; a directory's push adds an organization's people one request at
// a time, and until the next analyze the statistics say the organization is as small as it was.
// The members page was then planned as a read of every member through the trigram index and a
// sort (measured right after a push of 3,001 members: 2.1 ms for a page of 10, reading all 3,001)
// instead of the walk of its 11 newest; after ANALYZE, 1.0 ms (issue #33's bench). Each process
// counts the members it adds and, every `every` of them, analyzes the member tables, one process
// at a time (a process finding another one analyzing skips). PGlite has its own maintenance
// (pglite-maintenance.ts).
import { tryAdvisoryLock } from './advisory-lock';
import type { Database } from './database';

const added = new WeakMap<Database, number>();

/** Notes one member added; every `every` of them, the member tables are analyzed. */
export function noteMembersAdded(db: Database, every: number): void {
  if (db.kind !== 'postgres') return;
  const total = (added.get(db) ?? 0) + 1;
  if (total < every) {
    added.set(db, total);
    return;
  }
  added.set(db, 0);
  void tryAdvisoryLock(db, 'analyze-members', () =>
    db.query('ANALYZE memberships, member_roles, member_search_terms, users, directory_users'),
  ).catch((error: Error) => console.error('Member statistics not refreshed:', error.message));
}
