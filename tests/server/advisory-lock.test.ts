// Work that must happen once, on one PostgreSQL with several processes starting at once: three
// servers' databases opened on one fresh schema at the same moment apply each migration once
// (without the advisory lock, the second one's CREATE TABLE fails), and two holders of one lock
// never overlap. Needs TEST_DATABASE_URL (set by .ci/run); skipped with the reason otherwise.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryAdvisoryLock, withAdvisoryLock } from '../../server/db/advisory-lock';
import { openDatabase, type Database } from '../../server/db/database';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'advisory-lock: skipped, no TEST_DATABASE_URL (several processes need one PostgreSQL server; .ci/run sets it up)',
  );
}

describe.skipIf(!databaseUrl)('advisory locks on PostgreSQL', () => {
  const schema = `lock_${randomBytes(5).toString('hex')}`;
  let scoped: string;
  let databases: Database[] = [];

  beforeAll(async () => {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    scoped = url.toString();
  });

  afterAll(async () => {
    await Promise.all(databases.map((db) => db.close()));
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('given three processes starting at once on a fresh database, should migrate once', async () => {
    databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scoped })));
    const applied = await databases[0]!.query<{ name: string; times: string }>(
      'SELECT name, count(*) AS times FROM schema_migrations GROUP BY name',
    );
    const files = fs
      .readdirSync('server/db/migrations')
      .filter((name) => /^\d+_.+\.sql$/.test(name));
    expect(applied.map((row) => row.name).sort()).toEqual(files.sort());
    expect(applied.every((row) => Number(row.times) === 1)).toBe(true);
  }, 120_000);

  it('given two connections pools holding one lock name, should never overlap; try skips while held', async () => {
    const [one, two] = databases as [Database, Database];
    const events: string[] = [];
    let release = () => {};
    const first = withAdvisoryLock(one, 'bench-sweep', async () => {
      events.push('one start');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('one end');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tryAdvisoryLock(two, 'bench-sweep', async () => 'ran')).toEqual({ ran: false });
    const second = withAdvisoryLock(two, 'bench-sweep', async () => {
      events.push('two start');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['one start', 'one end', 'two start']);
    expect(await tryAdvisoryLock(two, 'bench-sweep', async () => 'ran')).toEqual({
      ran: true,
      value: 'ran',
    });
  });
});
