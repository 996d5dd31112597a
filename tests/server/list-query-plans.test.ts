// Query plans of the list routes at 100,000 members (issue #36): every statement a list route
// sends, captured while the route answers, is EXPLAINed (ANALYZE) on PostgreSQL and must use
// indexes: no Seq Scan over memberships, users, member_search_terms or directory_users (the
// members' directory: 70,000 of them), and no more rows read than a bounded walk. A plan that starts reading the whole organization fails here, not only in
// `npm run bench`. Needs TEST_DATABASE_URL (set by .ci/run); skipped with the reason otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable, QueryOptions } from '../../server/db/database';
import { seedDirectory, seedMembers } from '../bench/seed-members';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall } from './widgets-fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'list-query-plans: skipped, no TEST_DATABASE_URL (plans at 100,000 rows are checked on PostgreSQL; .ci/run sets it up)',
  );
}

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;
const MEMBERS = 100_000;
const BIG_TABLES = [
  'memberships',
  'users',
  'member_search_terms',
  'member_roles',
  'directory_users',
];
// A page of 10 may read more rows than it returns (a filter walked in page order, or a rare
// filter's matches sorted), but never a sizeable share of the organization.
const MAX_ROWS_READ = 5_000;

interface Captured {
  sql: string;
  params: unknown[];
  /** Planned for its values on each call; otherwise prepared once and run on its cached plan. */
  planEachCall: boolean;
  /** Always run on its generic plan. */
  genericPlan: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const scans = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Bitmap Index Scan',
]);

/** Rows the scans of the big tables touched (returned and filtered out), over all loops. */
function rowsRead(nodes: PlanNode[]): number {
  return nodes
    .filter((node) => scans.has(node['Node Type']) && node['Node Type'] !== 'Bitmap Index Scan')
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );
}

describe.skipIf(!databaseUrl)('list query plans at 100,000 members (PostgreSQL)', () => {
  let server: TestServer;
  let token: string;
  let organizationId: string;
  let small: string;
  let directory: { id: string; key: string; token: string };
  let original: Queryable['query'];
  let captured: Captured[] = [];

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    organizationId = await createOrganization(server, 'Enterprise');
    const other = await createOrganization(server, 'Neighbour');
    token = (await createActor(server, organizationId, { email: 'owner@enterprise.test' })).token;
    small = await createOrganization(server, 'Small');
    // Seeded user ids sort by run: the neighbour's after the enterprise's, the small one's
    // before both, so a walk of all users in id order meets other organizations' users first.
    await seedMembers(server.ctx.db, { organizationId: small, run: 'aa', count: 100 });
    const neighbours = await seedDirectory(server.ctx.db, other);
    directory = await seedDirectory(server.ctx.db, organizationId);
    await seedMembers(server.ctx.db, {
      organizationId: other,
      run: 'nb',
      count: 2_000,
      directoryId: neighbours.id,
    });
    await seedMembers(server.ctx.db, {
      organizationId,
      run: 'ent',
      count: MEMBERS,
      directoryId: directory.id,
    });
    original = server.ctx.db.query.bind(server.ctx.db);
    server.ctx.db.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
      if (/\bFROM (memberships|users|member_roles|directory_users)\b/.test(sql))
        captured.push({
          sql,
          params: params ?? [],
          planEachCall: options?.planEachCall === true,
          genericPlan: options?.genericPlan === true,
        });
      return original(sql, params, options);
    }) as Queryable['query'];
    // Seeding 100,000 members takes ~15 s on an idle 2-core machine; a busy one is far slower.
  }, 240_000);

  afterAll(async () => {
    if (original) server.ctx.db.query = original;
    await server?.close();
  });

  type PlanRow = { 'QUERY PLAN': [{ Plan: PlanNode }] };

  /** The plan PostgreSQL makes for these values (what an unnamed statement runs). */
  async function explain(sql: string, params: unknown[]): Promise<PlanNode> {
    const [row] = await original<PlanRow>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params, {
      planEachCall: true,
    });
    return row!['QUERY PLAN'][0].Plan;
  }

  /** A parameter's value as SQL text: a number as is, an array as ARRAY[…], else a string. */
  const literal = (value: unknown): string =>
    typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(', ')}]`
        : `'${String(value).replaceAll("'", "''")}'`;

  let probes = 0;
  /**
   * The plan a prepared statement settles on: PostgreSQL plans it for the values of its first
   * five runs, then keeps one generic plan (no values known) unless that looks costlier. With
   * `settles`, it must settle on it for these values (else every run is planned again: not so
   * for some values, e.g. a role nobody has, whose own plan costs less). The generic one, run
   * with these values, must read as little as theirs.
   */
  async function explainGeneric(sql: string, params: unknown[], label: string, settles: boolean) {
    // A name of its own: a failed probe leaves its statement on the pooled connection.
    const name = `list_plan_probe_${(probes += 1)}`;
    return server.ctx.db.transaction(async (tx) => {
      await tx.query(`PREPARE ${name} AS ${sql}`);
      // EXECUTE's arguments are literals (a utility statement takes no bound parameters).
      const values = params.map(literal).join(', ');
      if (settles) {
        for (let run = 0; run < 6; run += 1) await tx.query(`EXECUTE ${name}(${values})`);
        const [settled] = await tx.query<{ generic_plans: string }>(
          'SELECT generic_plans FROM pg_prepared_statements WHERE name = $1',
          [name],
        );
        expect(Number(settled?.generic_plans), `${label}: kept planning per run`).toBeGreaterThan(
          0,
        );
      }
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const [row] = await tx.query<PlanRow>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${values})`,
      );
      await tx.query(`DEALLOCATE ${name}`);
      const plan = row!['QUERY PLAN'][0].Plan;
      // A generic plan keeps the parameters in its conditions (a custom one has the values).
      expect(JSON.stringify(plan), label).toMatch(/\$1\b/);
      return plan;
    });
  }

  /** Calls a route, then EXPLAINs each list statement it sent and checks the plans. */
  async function expectIndexedPlans<R extends { status: number }>(
    label: string,
    call: () => Promise<R>,
    expected: {
      /** The page's rows (limit + 1): the users joined to the page, not to every match. */
      pageRows?: number;
      /**
       * Every list statement runs on a cached plan: prepared, not planned per call, and
       * PostgreSQL settles on its generic plan for these values.
       */
      cachedPlan?: boolean;
      /** At most this many rows read by each statement. */
      maxRows?: number;
    } = {},
  ): Promise<R> {
    const { pageRows, cachedPlan, maxRows = MAX_ROWS_READ } = expected;
    captured = [];
    const response = await call();
    expect(response.status, label).toBe(200);
    // Pages, and every statement over directory users (SCIM's totalResults counts them).
    // Not the search's per-process sample of the organization (member-search-sample.ts): once
    // per 5 minutes it counts up to COUNT_CAP members and finds the FAR_SPAN-th, cached, not a
    // page's work.
    const statements = captured.filter(
      ({ sql }) =>
        (/\bLIMIT\b/.test(sql) || /\bFROM directory_users\b/.test(sql)) &&
        !/\) (capped|far)\b/.test(sql),
    );
    expect(statements.length, `${label}: list statements captured`).toBeGreaterThan(0);
    for (const { sql, params, planEachCall } of statements) {
      if (cachedPlan !== undefined)
        expect(planEachCall, `${label}: planned per call\n${sql}`).toBe(!cachedPlan);
      const plan = planEachCall
        ? await explain(sql, params)
        : await explainGeneric(
            sql,
            params,
            `${label}: generic plan of\n${sql}`,
            cachedPlan === true,
          );
      const nodes = nodesOf(plan);
      const seqScans = nodes
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name'] ?? '');
      expect(
        seqScans.filter((relation) => BIG_TABLES.includes(relation)),
        `${label}: Seq Scan in\n${sql}`,
      ).toEqual([]);
      expect(
        nodes.some((node) => node['Index Name']),
        `${label}: no index used in\n${sql}`,
      ).toBe(true);
      expect(rowsRead(nodes), `${label}: rows read by\n${sql}`).toBeLessThanOrEqual(maxRows);
      if (pageRows !== undefined)
        expect(
          rowsRead(nodes.filter((node) => node['Relation Name'] === 'users')),
          `${label}: users read by\n${sql}`,
        ).toBeLessThanOrEqual(pageRows);
    }
    return response;
  }

  const members = (query: string) => () =>
    widgetCall(server, `/_widgets/UserManagement/members?${query}`, { token });
  // A page of 10 reads one more row to know whether another page follows.
  const PAGE_ROWS = 11;
  const page = { pageRows: PAGE_ROWS };

  const management = (path: string) => async () => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('given 100,000 members, should page the members list on indexes: first, later, role, search', async () => {
    const first = await expectIndexedPlans('members first page', members('limit=10'), page);
    const cursor = (first.body as { list_metadata: { before: string } }).list_metadata.before;
    expect(cursor).toBeTruthy();
    await expectIndexedPlans('members later page', members(`limit=10&before=${cursor}`), page);
    await expectIndexedPlans('members previous page', members(`limit=10&after=${cursor}`), page);
    // A role's page runs on its generic plan, always (PostgreSQL's own choice re-planned it).
    for (const [label, role] of [
      ['members common role', 'member'],
      ['members rare role', 'admin'],
      ['members unknown role', 'nobody'],
    ] as const) {
      await expectIndexedPlans(label, members(`limit=10&role=${role}`), page);
      const pages = captured.filter(({ sql }) => /\bFROM member_roles mr\b/.test(sql));
      expect(
        pages.map(({ genericPlan }) => genericPlan),
        label,
      ).toEqual([true]);
    }
    for (const search of ['garcia', 'maria s', 'user4242', 'bench.example', 'qqqzzz', 'ma', 'zz'])
      await expectIndexedPlans(
        `members search ${search}`,
        members(`limit=10&search=${encodeURIComponent(search)}`),
        page,
      );
  }, 120_000);

  it('given 100,000 users with sessions and API keys, should find the rows deleting one user or organization touches through indexes', async () => {
    const db = server.ctx.db;
    // Most sessions ended (the old index covered open ones only); keys created by members.
    await db.query(
      `INSERT INTO sessions (id, user_id, organization_id, client_id, ended_at)
       SELECT 'session_plans_' || u.id, u.id, $1, 'plans', CASE WHEN random() < 0.9 THEN now() END
         FROM users u WHERE u.id LIKE 'user\\_bench\\_ent\\_%'`,
      [organizationId],
    );
    await db.query(
      `INSERT INTO api_keys (id, organization_id, name, value_hash, last_four, created_by, owner_user_id)
       SELECT 'key_plans_' || g, $1, 'Key ' || g, 'hash_plans_' || g, '0000',
              'user_bench_ent_' || g, CASE WHEN g % 2 = 0 THEN 'user_bench_ent_' || g END
         FROM generate_series(1, 20000) AS g WHERE g % 10 < 8`,
      [organizationId],
    );
    await db.query(
      `INSERT INTO webauthn_challenges (id, purpose, challenge, user_id, expires_at)
       SELECT 'challenge_plans_' || g, 'authentication', 'c' || g, 'user_bench_ent_' || g, now()
         FROM generate_series(1, 20000) AS g WHERE g % 10 < 8`,
    );
    for (const table of ['sessions', 'api_keys', 'webauthn_challenges'])
      await db.query(`ANALYZE ${table}`);
    // The statements PostgreSQL's foreign-key actions run per deleted row, planned as their
    // saved plans are (generic: the value is a parameter).
    const actions = [
      ['sessions', 'DELETE FROM ONLY sessions WHERE $1 = user_id'],
      ['sessions', 'UPDATE ONLY sessions SET organization_id = NULL WHERE $1 = organization_id'],
      ['api_keys', 'UPDATE ONLY api_keys SET created_by = NULL WHERE $1 = created_by'],
      ['api_keys', 'DELETE FROM ONLY api_keys WHERE $1 = owner_user_id'],
      ['webauthn_challenges', 'DELETE FROM ONLY webauthn_challenges WHERE $1 = user_id'],
    ] as const;
    for (const [table, sql] of actions) {
      const plan = await db.transaction(async (tx) => {
        await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
        const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          ['user_bench_ent_42'],
          { planEachCall: true },
        );
        return row!['QUERY PLAN'][0].Plan;
      });
      const nodes = nodesOf(plan);
      expect(
        nodes
          .filter((node) => node['Node Type'] === 'Seq Scan')
          .map((node) => node['Relation Name']),
        sql,
      ).not.toContain(table);
      expect(
        nodes.some((node) => node['Index Name']),
        `no index used in ${sql}`,
      ).toBe(true);
    }
  }, 120_000);

  it('given 100,000 members, should page listUsers and listOrganizationMemberships on indexes, on cached plans', async () => {
    // listUsers by organization reads only the page's users (limit + 1), for a big organization
    // and for a small one in a big database, on the plan PostgreSQL caches for any organization.
    const cached = { cachedPlan: true, pageRows: PAGE_ROWS };
    const listUsers = (org: string, query = '') =>
      management(`/user_management/users?organization_id=${org}&limit=10${query}`);
    const users = await expectIndexedPlans(
      'listUsers by organization',
      listUsers(organizationId),
      cached,
    );
    const after = (users.body as { list_metadata: { after: string } }).list_metadata.after;
    expect(after).toBeTruthy();
    await expectIndexedPlans(
      'listUsers later page',
      listUsers(organizationId, `&after=${after}`),
      cached,
    );
    await expectIndexedPlans(
      'listUsers earlier page',
      listUsers(organizationId, `&before=${after}`),
      cached,
    );
    await expectIndexedPlans(
      'listUsers ascending',
      listUsers(organizationId, '&order=asc'),
      cached,
    );
    await expectIndexedPlans('listUsers small organization', listUsers(small), cached);
    await expectIndexedPlans(
      'listUsers by organization and e-mail',
      listUsers(organizationId, '&email=USER77-ent%40bench.example'),
      cached,
    );
    await expectIndexedPlans(
      'listUsers by e-mail',
      management(`/user_management/users?email=USER77-ent%40bench.example`),
      cached,
    );
    const listMemberships = (org: string, query = '') =>
      management(
        `/user_management/organization_memberships?organization_id=${org}&limit=10${query}`,
      );
    const memberships = await expectIndexedPlans(
      'listOrganizationMemberships',
      listMemberships(organizationId),
      cached,
    );
    const next = (memberships.body as { list_metadata: { after: string } }).list_metadata.after;
    await expectIndexedPlans(
      'listOrganizationMemberships later page',
      listMemberships(organizationId, `&after=${next}`),
      cached,
    );
    await expectIndexedPlans(
      'listOrganizationMemberships small organization',
      listMemberships(small),
      cached,
    );
    await expectIndexedPlans(
      'listOrganizationMemberships of a user',
      management(`/user_management/organization_memberships?user_id=user_bench_ent_42`),
      { cachedPlan: true },
    );
    // Several statuses, rare ones too: one walk per status, merged (no walk of the whole
    // organization filtered by status).
    for (const statuses of ['active', 'inactive', 'pending', 'active,pending', 'pending,inactive'])
      for (const order of ['asc', 'desc'])
        await expectIndexedPlans(
          `listOrganizationMemberships ${statuses} ${order}`,
          listMemberships(organizationId, `&statuses=${statuses}&order=${order}`),
          { cachedPlan: true },
        );
  }, 120_000);

  it('given a directory of 70,000 users, should answer the SCIM Users filters an identity provider sends on indexes', async () => {
    const scimUsers =
      (filter: string, query = '') =>
      async () => {
        const response = await fetch(
          `${server.url}/scim/v2.0/${directory.key}/Users?filter=${encodeURIComponent(filter)}${query}`,
          { headers: { authorization: `Bearer ${directory.token}` } },
        );
        return {
          status: response.status,
          body: (await response.json()) as { totalResults: number; Resources: unknown[] },
        };
      };
    // One user or none: each statement reads a few index entries, not the directory.
    const FEW_ROWS = 5;
    for (const [filter, total] of [
      ['userName eq "user4242-ent@bench.example"', 1],
      ['userName eq "USER71-ENT@bench.example"', 1],
      ['userName eq "user4248-ent@bench.example"', 0], // an invited member: no directory user
      ['userName eq "user42-nb@bench.example"', 0], // the neighbour's directory
      ['externalId eq "00uentx4242"', 1],
      ['externalId eq "00unbx42"', 0],
    ] as const) {
      const { body } = await expectIndexedPlans(`SCIM ${filter}`, scimUsers(filter), {
        maxRows: FEW_ROWS,
      });
      // A lookup answers from its page alone: the page tells the total (nothing counted apart).
      const reads = captured.filter(({ sql }) => /\bFROM directory_users\b/.test(sql)).length;
      expect({ filter, total: body.totalResults, rows: body.Resources.length, reads }).toEqual({
        filter,
        total,
        rows: total,
        reads: 1,
      });
    }
    // A page past a lookup's match does count it, on the same index.
    for (const filter of [
      'userName eq "user4242-ent@bench.example"',
      'externalId eq "00uentx4242"',
    ]) {
      const { body } = await expectIndexedPlans(
        `SCIM ${filter}, startIndex=2`,
        scimUsers(filter, '&startIndex=2'),
        { maxRows: FEW_ROWS },
      );
      const counts = captured.filter(({ sql }) => /^SELECT count\(\*\)/.test(sql)).length;
      expect({ filter, total: body.totalResults, rows: body.Resources.length, counts }).toEqual({
        filter,
        total: 1,
        rows: 0,
        counts: 1,
      });
    }
  }, 120_000);
});
