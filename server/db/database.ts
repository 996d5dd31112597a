// One small interface over the embedded PGlite database and a real PostgreSQL server, so the
// same SQL runs on both. Queries use $1-style parameters.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAdvisoryLock } from './advisory-lock';
import { pgliteStatements } from './pglite-statements';
import { statementName } from './statement-name';

export interface QueryOptions {
  /**
   * Plan the statement for its parameters on every call (PostgreSQL): for statements whose best
   * plan depends on the values (a rare or a common role, a fragment matching few or many rows),
   * where a plan cached for other values could read the whole organization.
   */
  planEachCall?: boolean;
  /**
   * Always run on the statement's generic plan (PostgreSQL), never planned for its values: for
   * statements written so that one plan suits every value, whose values would still make
   * PostgreSQL's own choice re-plan them on each call (a custom plan estimated cheaper than the
   * generic one is made again every time). They run on connections of their own with
   * plan_cache_mode = force_generic_plan; every other statement keeps PostgreSQL's choice.
   */
  genericPlan?: boolean;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; it is rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection held for its whole length, outside any transaction (session
   * state such as an advisory lock lives on it). PGlite has one session: `work` gets it.
   */
  pinned<T>(work: (connection: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite: the data directory as an uncompressed tarball, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite: start from this dumped data directory (`dumpDataDir`) instead of an empty one, which
   * skips initdb and the migrations it already holds (the server tests' template database).
   */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
  const applied = await withAdvisoryLock(database, 'migrations', () => migrate(database));
  // PGlite: the migrations' WAL goes now rather than at the first maintenance check.
  if (database.kind === 'pglite' && applied.length > 0) await database.query('CHECKPOINT');
  return database;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm, btree_gin },
    // PostgreSQL's 128 MB of shared buffers is a whole-server default; one embedded process
    // with one session reads its pages through the WASM heap's file system anyway, so 16 MB
    // keeps ~95 MB less resident at start (measured 730 -> 637 MB) at no measured list cost.
    // PGlite has no checkpointer: pglite-maintenance.ts checkpoints. Old WAL segments are then
    // deleted, not kept for reuse (recycled ones stay resident: up to min_wal_size, 80 MB).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'shared_buffers=16MB',
      '-c',
      'wal_recycle=off',
    ],
    // A new data directory gets 1 MB WAL segments instead of 16: what a checkpoint cannot delete
    // is the segment being written, so ~1 MB is held instead of up to 32 (initdb's choice, kept
    // by the directory; an existing one keeps its 16 MB).
    initDbStartParams: ['--wal-segsize=1'],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  // Parameterised statements run prepared (pglite-statements.ts), as on PostgreSQL. (The data
  // directory is on the node file system or in memory, whose sync to the file system does
  // nothing: none is needed after them, unlike PGlite's own query.)
  const statements = await pgliteStatements(client);
  const viaPglite = (run: Queryable['query']) =>
    (async (sql, params = [], options) =>
      params.length === 0
        ? run(sql, params)
        : statements.run(
            sql,
            params,
            options?.planEachCall ? 'custom' : options?.genericPlan ? 'generic' : 'auto',
          )) as Queryable['query'];
  const query = viaPglite(async (sql, params) => (await client.query(sql, params)).rows as never);
  return {
    kind: 'pglite',
    query: (sql, params, options) => exclusive(() => query(sql, params, options)),
    transaction: (work) =>
      exclusive(() =>
        client.transaction(async (tx) =>
          work({
            query: viaPglite(async (sql, params) => (await tx.query(sql, params)).rows as never),
          }),
        ),
      ),
    pinned: (work) =>
      work({ query: (sql, params, options) => exclusive(() => query(sql, params, options)) }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pg = await import('pg');
  // As many connections as a busy process has requests in flight (the benchmark's 20 clients),
  // so requests do not queue for a connection while PostgreSQL has cores idle.
  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 20 });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // The connections of `genericPlan` statements, opened when the first one runs.
  let genericPool: InstanceType<typeof pg.default.Pool> | undefined;
  const generic = () => {
    if (!genericPool) {
      genericPool = new pg.default.Pool({
        connectionString: databaseUrl,
        max: 8,
        options: '-c plan_cache_mode=force_generic_plan',
      });
      genericPool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    }
    return genericPool;
  };
  return {
    kind: 'postgres',
    query: async (sql, params = [], options) =>
      (await (options?.genericPlan ? generic() : pool).query(prepared(sql, params, options))).rows,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params = [], options) =>
            (await client.query(prepared(sql, params, options))).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    pinned: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async (sql, params = [], options) =>
            (await client.query(prepared(sql, params, options))).rows,
        });
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
  };
}

/**
 * A parameterised statement as a named prepared statement: each connection parses it once and
 * PostgreSQL keeps its plan, instead of parsing and planning the text on every request. The name
 * is a digest of the text, so one name always means one text on every connection. Statements
 * without parameters (migrations, BEGIN) and those planned on each call go unnamed.
 */
function prepared(text: string, values: unknown[], options?: QueryOptions) {
  if (values.length === 0 || options?.planEachCall) return { text, values };
  return { name: statementName(text), text, values };
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the numbered SQL migrations that have not run yet, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await database.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
      (row) => row.name,
    ),
  );
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    await database.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}

/** Splits a migration on semicolons at line ends; migrations keep to one statement per `;\n`. */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
