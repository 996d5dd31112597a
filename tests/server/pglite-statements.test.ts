// PGlite runs parameterised statements prepared under a name (server/db/pglite-statements.ts,
// issue #36), so PostgreSQL's plan cache works there as on a server connection instead of every
// call being parsed and planned again. Checked through the server's own database: the same rows
// and errors as PGlite's unnamed statements, plans reused, statements planned per call left
// unnamed, a failed statement leaving the session (and a transaction's rollback) intact, the
// number kept prepared bounded, and a statement whose table changed prepared again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { startTestServer, type TestServer } from './test-server';

const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)('PGlite prepared statements', () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.ctx.db;
    await db.query(
      `CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL, at timestamptz,
         tags text[], extra jsonb, flag boolean)`,
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  const preparedNamed = async (fragment: string) =>
    db.query<{ generic_plans: number; custom_plans: number }>(
      `SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements
        WHERE NOT from_sql AND statement LIKE '%' || $1 || '%' AND statement NOT LIKE '%pg_prepared_statements%'`,
      [fragment],
      { planEachCall: true },
    );

  it('given rows of several types, should read back what PGlite itself reads, on one prepared statement whose plan is reused', async () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    for (let id = 1; id <= 12; id++) {
      await db.query(
        'INSERT INTO prepared_probe (id, label, at, tags, extra, flag) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, `row ${id}`, id % 3 ? at : null, ['a', `t${id}`], { id, nested: [id] }, id % 2 === 0],
      );
    }
    const select = 'SELECT * FROM prepared_probe WHERE id <= $1 AND label LIKE $2 ORDER BY id';
    const prepared = await db.query(select, [5, 'row%']);
    // Without parameters the text goes through PGlite's own query.
    const pglite = await db.query(select.replace('$1', '5').replace('$2', "'row%'"));
    expect(prepared).toEqual(pglite);
    expect(prepared).toHaveLength(5);
    expect(prepared[0]).toEqual({
      id: 1,
      label: 'row 1',
      at,
      tags: ['a', 't1'],
      extra: { id: 1, nested: [1] },
      flag: false,
    });
    expect(prepared[2]!.at).toBeNull();
    for (let call = 0; call < 10; call++) await db.query(select, [call, 'row%']);
    const [statement, ...others] = await preparedNamed('label LIKE $2 ORDER BY id');
    expect(others).toHaveLength(0);
    // PostgreSQL plans the first five calls for their values, then settles on the generic plan.
    expect(statement!.generic_plans + statement!.custom_plans).toBe(11);
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it('given a reply larger than one chunk from the backend, with multi-byte text, should read every row as PGlite does', async () => {
    // ~40,000 rows of ~60 bytes: the reply comes in several chunks, and is read whole.
    const select = `SELECT g AS n, 'Zoë Ångström ' || g || ' ' || repeat('é', 20) AS label
                      FROM generate_series(1, $1::int) AS g`;
    const prepared = await db.query<{ n: number; label: string }>(select, [40_000]);
    const pglite = await db.query(select.replace('$1', '40000'));
    expect(prepared).toHaveLength(40_000);
    expect(prepared[39_999]).toEqual({ n: 40_000, label: `Zoë Ångström 40000 ${'é'.repeat(20)}` });
    expect(prepared).toEqual(pglite);
  });

  const planCacheMode = async () =>
    (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode'))[0]!.plan_cache_mode;

  it('given statements planned on each call or always generic, should plan them so, and leave the setting as it was', async () => {
    const custom = 'SELECT count(*)::int AS n FROM prepared_probe WHERE id > $1';
    const generic = 'SELECT count(*)::int AS n FROM prepared_probe WHERE id < $1';
    for (let call = 0; call < 7; call++) {
      expect(await db.query(custom, [6], { planEachCall: true })).toEqual([{ n: 6 }]);
      expect(await db.query(generic, [3], { genericPlan: true })).toEqual([{ n: 2 }]);
    }
    // Planned per call: unnamed, nothing kept prepared.
    expect(await preparedNamed('FROM prepared_probe WHERE id > $1')).toEqual([]);
    expect(await preparedNamed('FROM prepared_probe WHERE id < $1')).toEqual([
      { generic_plans: 7, custom_plans: 0 },
    ]);
    expect(await planCacheMode()).toBe('auto');
    await expect(
      db.query('SELECT 1 / $1::int AS n', [0], { planEachCall: true }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await planCacheMode()).toBe('auto');
  });

  it('given a failing statement, should throw PostgreSQL error and leave the session, and a transaction rolled back, intact', async () => {
    const insert = 'INSERT INTO prepared_probe (id, label) VALUES ($1, $2)';
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT label FROM prepared_probe WHERE id = $1', [1])).toEqual([
      { label: 'row 1' },
    ]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [100, 'inside']);
        await tx.query(insert, [2, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [102, 'inside']);
        await tx.query('SELECT 1 / $1::int AS n', [0], { genericPlan: true });
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await planCacheMode()).toBe('auto');
    expect(
      await db.query('SELECT id FROM prepared_probe WHERE id IN ($1, $2)', [100, 102]),
    ).toEqual([]);
    await db.transaction((tx) => tx.query(insert, [101, 'committed']));
    expect(await db.query('SELECT label FROM prepared_probe WHERE id = $1', [101])).toEqual([
      { label: 'committed' },
    ]);
  });

  it('given more distinct texts than are kept, should close the least recently used', async () => {
    for (let index = 0; index < 600; index++)
      await db.query(`SELECT $1::int + ${index} AS n`, [index]);
    const [{ kept }] = (await db.query<{ kept: number }>(
      'SELECT count(*)::int AS kept FROM pg_prepared_statements WHERE NOT from_sql',
    )) as [{ kept: number }];
    expect(kept).toBeLessThanOrEqual(512);
    expect(kept).toBeGreaterThan(400);
    expect(await db.query('SELECT $1::int + 0 AS n', [7])).toEqual([{ n: 7 }]);
  });

  it('given the table changed under a prepared statement, should prepare it again', async () => {
    const select = 'SELECT * FROM prepared_probe WHERE id = $1';
    expect(Object.keys((await db.query(select, [3]))[0]!)).not.toContain('added');
    await db.query("ALTER TABLE prepared_probe ADD COLUMN added text NOT NULL DEFAULT 'yes'");
    expect((await db.query(select, [3]))[0]).toMatchObject({ id: 3, added: 'yes' });
  });
});
