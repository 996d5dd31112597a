// PGlite's maintenance (issue #36): PGlite has no checkpointer and no autovacuum, so the server
// checkpoints and vacuums it itself (server/db/pglite-maintenance.ts). After a bulk load the
// loaded tables are vacuumed and analyzed, and the WAL shrinks back to about one segment instead
// of holding everything written since the database started. On PostgreSQL the job never starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteMaintenance, tableStatements } from '../../server/db/pglite-maintenance';
import { seedMembers } from '../bench/seed-members';
import { onPglite, startTestServer, type TestServer } from './test-server';
import { createOrganization } from './widgets-fixtures';

const MB = 2 ** 20;

describe('PGlite maintenance', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  const walOnDisk = async () => {
    const [row] = await server.ctx.db.query<{ bytes: number }>(
      'SELECT coalesce(sum(size), 0)::float8 AS bytes FROM pg_ls_waldir()',
    );
    return Number(row!.bytes);
  };

  const memberCounters = async () => {
    const [row] = await server.ctx.db.query<{ changed: number; inserted: number }>(
      `SELECT n_mod_since_analyze::int AS changed, n_ins_since_vacuum::int AS inserted
         FROM pg_stat_user_tables WHERE relname = 'memberships'`,
    );
    return row!;
  };

  /**
   * PostgreSQL publishes a backend's table counters at most once a second: a check run at once
   * after a fast load would read the counters from before it. Waits until they show `least`.
   */
  const countersShow = async (counter: 'changed' | 'inserted', least: number) => {
    await server.ctx.db.query('SELECT pg_stat_force_next_flush()');
    for (let tries = 0; tries < 100 && (await memberCounters())[counter] < least; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it.runIf(onPglite)(
    'given 4,000 members loaded, then all changed, should vacuum and analyze those tables and checkpoint the WAL away',
    async () => {
      const db = server.ctx.db;
      const maintenance = pgliteMaintenance(db);
      expect(maintenance, 'the server started PGlite maintenance').toBeDefined();
      const organizationId = await createOrganization(server, 'Bulk');
      // Settle what opening the database left, so the load below is what the run finds.
      await maintenance!.runOnce({ tables: true });
      await seedMembers(db, { organizationId, run: 'maint', count: 4_000, analyzeOnly: true });
      await countersShow('inserted', 4_000);
      const walBefore = await walOnDisk();
      expect(walBefore, 'the load wrote more WAL than one checkpoint threshold').toBeGreaterThan(
        16 * MB,
      );

      const run = await maintenance!.runOnce({ tables: true });

      const statements = run.steps.map((step) => step.statement);
      // The seed analyzed what it loaded; the vacuum is still due (inserted rows).
      for (const table of ['memberships', 'member_search_terms', 'member_roles', 'users'])
        expect(statements).toContain(`VACUUM "${table}"`);
      expect(statements.at(-1)).toBe('CHECKPOINT');
      const stats = await db.query<{ relname: string; vacuumed: boolean; changed: number }>(
        `SELECT relname, last_vacuum IS NOT NULL AS vacuumed, n_mod_since_analyze::int AS changed
           FROM pg_stat_user_tables WHERE relname IN ('memberships', 'member_search_terms')
          ORDER BY relname`,
      );
      expect(stats).toEqual([
        { relname: 'member_search_terms', vacuumed: true, changed: 0 },
        { relname: 'memberships', vacuumed: true, changed: 0 },
      ]);
      // Only the segment being written (1 MB each in a new data directory) and the next remain.
      expect(await walOnDisk()).toBeLessThanOrEqual(2 * MB);

      // Every member changed: analyzed (no one else would) and vacuumed (4,000 dead rows).
      await db.query('UPDATE memberships SET last_activity_at = now() WHERE organization_id = $1', [
        organizationId,
      ]);
      await countersShow('changed', 4_000);
      const changed = await maintenance!.runOnce({ tables: true });
      expect(changed.steps.map((step) => step.statement)).toEqual(
        expect.arrayContaining(['VACUUM "memberships"', 'ANALYZE "memberships"']),
      );
      const [memberships] = await db.query<{ changed: number; dead: number }>(
        `SELECT n_mod_since_analyze::int AS changed, n_dead_tup::int AS dead
           FROM pg_stat_user_tables WHERE relname = 'memberships'`,
      );
      expect(memberships).toEqual({ changed: 0, dead: 0 });

      // A second load: the WAL grows again and goes again at the next check.
      await seedMembers(db, { organizationId, run: 'maint2', count: 4_000, analyzeOnly: true });
      expect(await walOnDisk()).toBeGreaterThan(16 * MB);
      const second = await maintenance!.runOnce();
      expect(second.steps.map((step) => step.statement)).toEqual(['CHECKPOINT']);
      expect(await walOnDisk()).toBeLessThanOrEqual(2 * MB);
      // Once its tables are done, a check finds nothing to do.
      await maintenance!.runOnce({ tables: true });
      expect((await maintenance!.runOnce({ tables: true })).steps).toEqual([]);
    },
    120_000,
  );

  it.runIf(!onPglite)('given PostgreSQL, should not start PGlite maintenance', () => {
    expect(server.ctx.db.kind).toBe('postgres');
    expect(pgliteMaintenance(server.ctx.db)).toBeUndefined();
  });

  it('given tables changed by autovacuum thresholds, should vacuum, analyze, both or neither', () => {
    const table = { name: 'memberships', rows: 100_000, dead: 0, inserted: 0, changed: 0 };
    expect(tableStatements(table)).toEqual([]);
    expect(tableStatements({ ...table, changed: 10_051 })).toEqual(['ANALYZE "memberships"']);
    expect(tableStatements({ ...table, changed: 10_000 })).toEqual([]);
    expect(tableStatements({ ...table, dead: 20_051 })).toEqual(['VACUUM "memberships"']);
    expect(tableStatements({ ...table, inserted: 21_001, changed: 20_000 })).toEqual([
      'VACUUM "memberships"',
      'ANALYZE "memberships"',
    ]);
    // A table never analyzed counts -1 rows: any 1,000 inserted rows call for a vacuum.
    expect(tableStatements({ ...table, rows: -1, inserted: 1_001 })).toEqual([
      'VACUUM "memberships"',
    ]);
    expect(tableStatements({ ...table, name: 'a"b', changed: 1e6 })).toEqual(['ANALYZE "a""b"']);
  });
});
