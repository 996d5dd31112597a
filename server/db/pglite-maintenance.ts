// What PostgreSQL's background processes do, for PGlite, which has none (issue #36). PGlite runs
// PostgreSQL as one single-user backend: no checkpointer, so its write-ahead log is never
// removed (in memory for `memory://` databases, 750 MB after seeding 100,000 members; on disk in
// DATA_DIR otherwise), and no autovacuum, so tables are never vacuumed nor their statistics
// refreshed after bulk changes. This job checkpoints once enough WAL was written, so the old
// segments are deleted, and vacuums or analyzes the tables autovacuum would have, by its default
// thresholds. Each statement queues behind the requests like any other (PGlite runs one at a
// time), so a request waits at most for one statement; the runs say how long each took.
// Never started on PostgreSQL, which has its own background processes.
import type { Database } from './database';

export interface MaintenanceStep {
  statement: string;
  milliseconds: number;
}

export interface MaintenanceRun {
  /** WAL written since the last checkpoint's redo point when the run began, in bytes. */
  walBytes: number;
  steps: MaintenanceStep[];
}

export interface PgliteMaintenance {
  /**
   * Checks now: the WAL written since the last checkpoint, and (every `tablesEvery` checks, or
   * when asked) the tables' changes since their last vacuum and analyze.
   */
  runOnce(options?: { tables?: boolean }): Promise<MaintenanceRun>;
  /** The last runs that did something (at most 20), oldest first. */
  readonly runs: readonly MaintenanceRun[];
  stop(): Promise<void>;
}

export interface MaintenanceOptions {
  /** How often the WAL is checked, in ms; 0 starts no timer (tests call runOnce). */
  checkMs: number;
  /** The tables are looked at every this many checks. Default 30. */
  tablesEvery?: number;
  /** A checkpoint follows once this much WAL was written since the last. Default 16 MiB. */
  walBytes?: number;
}

// autovacuum's defaults: a table is vacuumed once 50 + 20% of its rows are dead or 1,000 + 20%
// were inserted since its last vacuum (which also marks pages all-visible for index-only
// scans), and analyzed once 50 + 10% were changed since its last analyze.
const VACUUM_DEAD = (rows: number) => 50 + 0.2 * rows;
const VACUUM_INSERTED = (rows: number) => 1000 + 0.2 * rows;
const ANALYZE_CHANGED = (rows: number) => 50 + 0.1 * rows;

interface TableChanges {
  name: string;
  rows: number;
  dead: number;
  inserted: number;
  changed: number;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The vacuum or analyze a table's changes call for, or nothing. */
export function tableStatement(table: TableChanges): string | undefined {
  const rows = Math.max(table.rows, 0);
  const vacuum = table.dead > VACUUM_DEAD(rows) || table.inserted > VACUUM_INSERTED(rows);
  const analyze = table.changed > ANALYZE_CHANGED(rows);
  if (vacuum) return `VACUUM (ANALYZE) ${quoteIdentifier(table.name)}`;
  if (analyze) return `ANALYZE ${quoteIdentifier(table.name)}`;
  return undefined;
}

const jobs = new WeakMap<Database, PgliteMaintenance>();

/** The maintenance started for this database, if any (tests and the bench run it on demand). */
export const pgliteMaintenance = (db: Database): PgliteMaintenance | undefined => jobs.get(db);

export function startPgliteMaintenance(
  db: Database,
  options: MaintenanceOptions,
): PgliteMaintenance | undefined {
  if (db.kind !== 'pglite') return undefined;
  const tablesEvery = options.tablesEvery ?? 30;
  const walLimit = options.walBytes ?? 16 * 2 ** 20;
  const runs: MaintenanceRun[] = [];
  let checks = 0;
  let running: Promise<MaintenanceRun> | undefined;
  let stopped = false;

  const walSinceCheckpoint = async () => {
    const [row] = await db.query<{ bytes: number }>(
      'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()',
    );
    return Number(row?.bytes ?? 0);
  };

  const timed = async (statement: string): Promise<MaintenanceStep> => {
    const started = performance.now();
    await db.query(statement);
    return { statement, milliseconds: performance.now() - started };
  };

  async function check(tables: boolean): Promise<MaintenanceRun> {
    const run: MaintenanceRun = { walBytes: await walSinceCheckpoint(), steps: [] };
    if (tables) {
      const changes = await db.query<TableChanges>(
        `SELECT s.relname AS name, c.reltuples::float8 AS rows, s.n_dead_tup::float8 AS dead,
                s.n_ins_since_vacuum::float8 AS inserted, s.n_mod_since_analyze::float8 AS changed
           FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
          WHERE s.schemaname = current_schema()
          ORDER BY s.relname`,
      );
      for (const table of changes) {
        const statement = tableStatement(table);
        if (statement && !stopped) run.steps.push(await timed(statement));
      }
    }
    // A vacuum writes WAL of its own; the checkpoint after it lets it go too.
    if (!stopped && (run.walBytes >= walLimit || run.steps.length > 0))
      run.steps.push(await timed('CHECKPOINT'));
    if (run.steps.length > 0) {
      runs.push(run);
      if (runs.length > 20) runs.shift();
    }
    return run;
  }

  function runOnce(request: { tables?: boolean } = {}): Promise<MaintenanceRun> {
    const previous = running ?? Promise.resolve(undefined);
    const next = previous
      .catch(() => undefined)
      .then(() => {
        checks += 1;
        return check(request.tables ?? checks % tablesEvery === 0);
      });
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  const timer =
    options.checkMs > 0
      ? setInterval(() => {
          // A check still running (a long vacuum) is not queued behind again.
          if (running || stopped) return;
          runOnce().catch((error: unknown) => {
            if (!stopped) console.error('PGlite maintenance:', (error as Error).message);
          });
        }, options.checkMs)
      : undefined;
  timer?.unref();

  const job: PgliteMaintenance = {
    runOnce,
    runs,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
  jobs.set(db, job);
  return job;
}
