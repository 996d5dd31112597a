// Starts the real server on a random port with a fresh database, for the server contract
// tests. Every test file gets its own server. The database is an in-memory PGlite (a copy of
// the layer's migrated template, pglite-template.ts), or, when TEST_DATABASE_URL is set, a
// fresh schema of that PostgreSQL database (dropped on close), so files and repeated runs
// sharing one PostgreSQL database never see each other's rows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { seed } from '../../server/seed/seed';

export interface TestServer extends BuiltApp {
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Load the demo data (team conventions) before the first request. Default false. */
  seed?: boolean;
  /** The kit folder served under /widgets/. Default dist/widgets (when built). */
  widgetsDir?: string;
}

/**
 * Whether this layer's databases are PGlite (TEST_DATABASE_URL unset). A file whose work does not
 * depend on the database kind runs only then: the PostgreSQL layer would merely repeat it.
 */
export const onPglite = !process.env.TEST_DATABASE_URL;

/** A fresh database as startTestServer opens it (in-memory PGlite, or a dropped-on-close schema). */
export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // The migrated template dumped once for the whole layer (pglite-template.ts).
    const template = inject('pgliteTemplate');
    const db = await openDatabase({
      dataDir: 'memory://',
      ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    });
    return { db, drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: scoped.toString() });
  return {
    db,
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { db, drop } = await openTestDatabase();
  // The port is only known after listen; publicUrl and origins are fixed up right after.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0' }, overrides);
  const built = await buildApp(config, {
    db,
    ...(options.widgetsDir ? { widgetsDir: options.widgetsDir } : {}),
  });
  if (options.seed) await seed(built.ctx);
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = address;
  Object.assign(config, {
    publicUrl: overrides.publicUrl ?? url,
    redirectUris: overrides.redirectUris ?? [`${url}/`, `${url}/callback`],
    allowedOrigins: overrides.allowedOrigins ?? [url],
  });
  return {
    ...built,
    url,
    config,
    close: async () => {
      await built.app.close();
      await db.close();
      await drop();
    },
  };
}
