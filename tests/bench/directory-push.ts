// Benchmark: a directory's initial push (issue #33). For each database (PGlite; PostgreSQL when
// BENCH_DATABASE_URL is set) an organization with a verified domain gets an Okta directory, and
// this process, as Okta does, sends one request per user (DIRECTORY_PUSH_USERS, default 10,000,
// POST /Users) and then one per group (DIRECTORY_PUSH_GROUPS, default 200, POST /Groups with its
// members), DIRECTORY_PUSH_CLIENTS (default 4) at a time. Prints users and groups per second, any
// error (the bench fails on one), and the members page (first page, and a search) before and
// after the push. The server runs in this process; absolute figures depend on the machine.
// Prints `BENCH_ROW {json}` lines for scripts/bench.mjs.
//
//   npx tsx tests/bench/directory-push.ts
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database, type Queryable } from '../../server/db/database';
import { createDirectory, issueDirectoryToken } from '../../server/directory-sync/directory-store';
import { newId, newSecret } from '../../server/ids';
import { seedAdminOrganization } from './seed-members';
import { sendWith } from './http-send';

const userCount = Number(process.env.DIRECTORY_PUSH_USERS ?? 10_000);
const groupCount = Number(process.env.DIRECTORY_PUSH_GROUPS ?? 200);
const clients = Number(process.env.DIRECTORY_PUSH_CLIENTS ?? 4);
const pageSamples = 20;
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

const send = (url: string, method: string, headers: Record<string, string>, body?: unknown) =>
  sendWith(agent, url, method, headers, body, 'application/scim+json');

function row(group: string, measure: string, ours: string, baseline = '') {
  console.log(`BENCH_ROW ${JSON.stringify({ group, measure, ours, baseline, ratioLabel: '' })}`);
}

/** `count` jobs run by `clients` loops; returns the seconds taken and the failures. */
async function pool(count: number, job: (index: number) => Promise<boolean>) {
  let next = 0;
  const failures: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const index = next++;
        if (!(await job(index))) failures.push(index);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failures };
}

/** Median time of the members page's first page and of a search, `pageSamples` calls each. */
async function membersPage(url: string, token: string) {
  const headers = {
    authorization: `Bearer ${token}`,
    'workos-widgets-version': '1',
    'workos-widgets-type': 'user-management',
  };
  const median = async (path: string) => {
    const times: number[] = [];
    // The first calls warm the route up (compiled code, plans); they are not counted.
    for (let call = -5; call < pageSamples; call += 1) {
      const begin = performance.now();
      const { status } = await send(`${url}${path}`, 'GET', headers);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      if (call >= 0) times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  return {
    first: await median('/_widgets/UserManagement/members?limit=10'),
    search: await median('/_widgets/UserManagement/members?limit=10&search=garcia'),
  };
}

/** The database with its statements counted (those in transactions too). */
function counted(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const count = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      statements += 1;
      return target.query(sql, params, options);
    },
  });
  const wrapped: Database = {
    ...db,
    query: count(db).query,
    // BEGIN and COMMIT are two more round trips.
    transaction: (work) => db.transaction((tx) => ((statements += 2), work(count(tx)))),
    pinned: (work) => db.pinned((connection) => work(count(connection))),
    close: () => db.close(),
    kind: db.kind,
  };
  return { db: wrapped, statements: () => statements };
}

/** The process's resident memory, sampled every 250 ms while `work` runs; returns its peak. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 250);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

const lastNames = ['Garcia', 'Smith', 'Okafor', 'Lindqvist', 'Watanabe', 'Khan', 'Becker'];

async function run(kind: string, databaseUrl: string | undefined): Promise<boolean> {
  const opened = counted(await openDatabase({ databaseUrl, dataDir: 'memory://' }));
  const db = opened.db;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    PUBLIC_URL: 'http://bench.invalid',
    API_SECRET_KEY: `sk_bench_${'x'.repeat(40)}`,
    SCIM_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const { app } = await buildApp(config, { db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const run = newSecret(6).replace(/[^A-Za-z0-9]/g, 'x');
  const domain = `dsync-${run}.bench.example`.toLowerCase();
  const group = `Directory push, ${kind}, ${clients} clients`;
  let failed = false;
  try {
    const { token, ...seeded } = await seedAdminOrganization(db, config, run, 0);
    await db.query(
      `INSERT INTO domains (id, organization_id, domain, state) VALUES ($1, $2, $3, 'Verified')`,
      [newId('org_domain'), seeded.org, domain],
    );
    const directory = await createDirectory(db, {
      organizationId: seeded.org,
      type: 'okta scim v2.0',
      name: 'Bench Okta',
    });
    const scimToken = (await issueDirectoryToken(db, directory.id)).token;
    const base = `${url}/scim/v2.0/${directory.external_key}`;
    const scimHeaders = { authorization: `Bearer ${scimToken}` };

    const before = await membersPage(url, token);

    const ids: string[] = new Array(userCount);
    const rssBefore = process.memoryUsage.rss() / 2 ** 20;
    const statementsBefore = opened.statements();
    const { result: users, peakMb } = await peakMemory(() =>
      pool(userCount, async (index) => {
        const email = `person${index}@${domain}`;
        const { status, text } = await send(`${base}/Users`, 'POST', scimHeaders, {
          schemas: [USER_SCHEMA],
          userName: email,
          name: { givenName: `Person${index}`, familyName: lastNames[index % lastNames.length] },
          emails: [{ primary: true, value: email, type: 'work' }],
          externalId: `00u${index}`,
          active: true,
        });
        if (status !== 201) return false;
        ids[index] = (JSON.parse(text) as { id: string }).id;
        return true;
      }),
    );
    const statementsPerUser = (opened.statements() - statementsBefore) / userCount;
    const perGroup = Math.ceil(userCount / groupCount);
    const groups = await pool(groupCount, async (index) => {
      const members = ids
        .slice(index * perGroup, (index + 1) * perGroup)
        .filter(Boolean)
        .map((value) => ({ value }));
      const { status } = await send(`${base}/Groups`, 'POST', scimHeaders, {
        schemas: [GROUP_SCHEMA],
        displayName: `Team ${index}`,
        externalId: `00g${index}`,
        members,
      });
      return status === 201;
    });

    const after = await membersPage(url, token);
    const [stored] = await db.query<{ members: number; links: number }>(
      `SELECT (SELECT count(*)::integer FROM memberships
                WHERE organization_id = $1 AND directory_managed AND status = 'Active') AS members,
              (SELECT count(*)::integer FROM directory_group_members gm
                 JOIN directory_groups g ON g.id = gm.group_id WHERE g.directory_id = $2) AS links`,
      [seeded.org, directory.id],
    );
    const errors = users.failures.length + groups.failures.length;
    const complete = stored?.members === userCount && stored?.links === userCount;
    if (errors > 0 || !complete) failed = true;
    row(
      group,
      `${userCount.toLocaleString('en')} users, one POST /Users each`,
      `${(userCount / users.seconds).toFixed(0)} users/s (${users.seconds.toFixed(1)} s)`,
      `${users.failures.length} errors`,
    );
    row(
      group,
      'Statements per POST /Users (mean, BEGIN/COMMIT counted)',
      statementsPerUser.toFixed(1),
    );
    row(
      group,
      'Server process memory during the user push (RSS)',
      `${peakMb.toFixed(0)} MB peak`,
      `${rssBefore.toFixed(0)} MB before`,
    );
    row(
      group,
      `${groupCount} groups of ${perGroup}, one POST /Groups each`,
      `${(groupCount / groups.seconds).toFixed(1)} groups/s (${groups.seconds.toFixed(1)} s)`,
      `${groups.failures.length} errors`,
    );
    row(
      group,
      'Stored after the push',
      `${stored?.members ?? 0} active directory-managed members, ${stored?.links ?? 0} group memberships`,
      complete ? 'complete' : `expected ${userCount} of each`,
    );
    row(
      group,
      'Members page, first 10 (median)',
      `${after.first.toFixed(1)} ms after (${(userCount + 1).toLocaleString('en')} members)`,
      `${before.first.toFixed(1)} ms before (1 member)`,
    );
    row(
      group,
      'Members page, search "garcia" (median)',
      `${after.search.toFixed(1)} ms after`,
      `${before.search.toFixed(1)} ms before`,
    );
  } finally {
    if (db.kind === 'postgres') {
      await db.query('DELETE FROM organizations WHERE id = $1', [`org_bench_${run}`]);
      await db.query('DELETE FROM users WHERE id LIKE $1 OR email LIKE $2', [
        `user\\_bench\\_${run}%`,
        `%@${domain}`,
      ]);
    }
    await app.close();
    await db.close();
  }
  return failed;
}

let failed = process.env.BENCH_ONLY === 'postgres' ? false : await run('PGlite', undefined);
if (process.env.BENCH_DATABASE_URL)
  failed = (await run('PostgreSQL', process.env.BENCH_DATABASE_URL)) || failed;
else console.log('BENCH_NOTE PostgreSQL not measured: set BENCH_DATABASE_URL');
agent.destroy();
process.exitCode = failed ? 1 : 0;
