// Benchmark: the widgets members list with search over an organization of 10,000 members at 20
// concurrent clients. Runs on embedded PGlite, and also on PostgreSQL when BENCH_DATABASE_URL
// is set. Prints p50/p95/p99 latency and requests per second per database.
//
//   npx tsx tests/bench/members-list.ts
//   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=10 npx tsx tests/bench/members-list.ts
//
// Targets (issue 3): p95 under 50 ms on PGlite and under 20 ms on PostgreSQL on a 2-core machine.
// The server runs in a child process, as it would on its own machine, so the load generator does
// not share its event loop.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { accessTokenIssuer, signAccessToken } from '../../server/identity/keys';
import { newSecret } from '../../server/ids';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);

const firstNames = [
  'Maria',
  'James',
  'Priya',
  'Mohammed',
  'Sofia',
  'Jonas',
  'Amara',
  'Kenji',
  'Lucia',
  'Noah',
  'Olivia',
  'Mateo',
  'Hannah',
  'Arjun',
  'Elena',
  'Tomas',
  'Grace',
  'Fatima',
  'Liam',
  'Mei',
  'Diego',
  'Aisha',
  'Viktor',
  'Isabella',
  'Ravi',
  'Emma',
  'Samuel',
  'Chloe',
  'Oluwaseun',
  'Jun',
  'Anna',
  'Marco',
  'Sara',
  'Ivan',
  'Leila',
  'Pedro',
  'Yuki',
  'Nora',
  'Omar',
  'Zoe',
];
const lastNames = [
  'Garcia',
  'Smith',
  'Raman',
  'Khan',
  'Lindqvist',
  'Becker',
  'Okafor',
  'Watanabe',
  'Fernandez',
  'Williams',
  'Brown',
  'Rossi',
  'Schmidt',
  'Mehta',
  'Popescu',
  'Silva',
  'Kim',
  'Zahra',
  'OConnor',
  'Chen',
  'Herrera',
  'Bello',
  'Novak',
  'Costa',
  'Iyer',
  'Dubois',
  'Mensah',
  'Martin',
  'Adeyemi',
  'Tanaka',
  'Nowak',
  'Ricci',
  'Larsen',
  'Petrov',
  'Haddad',
  'Santos',
  'Sato',
  'Berg',
  'Farouk',
  'Moreau',
];
// What people type: short prefixes of names and addresses, some with no match.
const searches = [
  'ma',
  'mar',
  'maria',
  'smi',
  'smith',
  'j',
  'jo',
  'priya r',
  'kim',
  'chen',
  'user12',
  'user9',
  'bench.example',
  'ok',
  'zz',
  'ele',
  'san',
  'noah w',
  'grace',
  'x',
];

interface Result {
  kind: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  seedSeconds: number;
  /** Server CPU time per request: the capacity measure that does not depend on other load. */
  serverCpuMsPerRequest: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function seedOrganization(db: Database, run: string) {
  const org = `org_bench_${run}`;
  const admin = `user_bench_${run}_admin`;
  const session = `session_bench_${run}`;
  await db.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [org, `Bench ${run}`]);
  await db.query(
    `INSERT INTO roles (organization_id, slug, name, is_default, permissions, position) VALUES
       ($1, 'admin', 'Admin', false, ARRAY['widgets:users-table:manage'], 0), ($1, 'member', 'Member', true, '{}', 1)`,
    [org],
  );
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Bench', 'Admin')`,
    [admin, `admin-${run}@bench.example`],
  );
  await db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs) VALUES ($1, $2, $3, $4, 'Active', ARRAY['admin'])`,
    [`om_bench_${run}_admin`, org, admin, `admin-${run}@bench.example`],
  );
  await db.query(
    `INSERT INTO sessions (id, user_id, organization_id, client_id) VALUES ($1, $2, $3, 'bench')`,
    [session, admin, org],
  );
  const started = performance.now();
  await db.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, created_at)
     SELECT 'user_bench_' || $1 || '_' || g, 'user' || g || '-' || $1 || '@bench.example', true,
            ($2::text[])[1 + g % array_length($2::text[], 1)],
            ($3::text[])[1 + (g / array_length($2::text[], 1)) % array_length($3::text[], 1)],
            now() - g * interval '1 minute'
       FROM generate_series(1, $4::int) AS g`,
    [run, firstNames, lastNames, memberCount],
  );
  await db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_expires_at, last_activity_at, created_at)
     SELECT 'om_bench_' || $1 || '_' || g, $2, CASE WHEN g % 10 < 8 THEN 'user_bench_' || $1 || '_' || g END,
            'user' || g || '-' || $1 || '@bench.example',
            CASE WHEN g % 10 < 8 THEN 'Active' WHEN g % 10 = 8 THEN 'Invited' ELSE 'InviteRevoked' END,
            CASE WHEN g % 25 = 0 THEN ARRAY['admin'] ELSE ARRAY['member'] END,
            CASE WHEN g % 10 = 8 THEN now() + (g % 14 - 7) * interval '1 day' END,
            CASE WHEN g % 10 < 8 THEN now() - (g % 500) * interval '1 hour' END,
            now() - g * interval '1 minute'
       FROM generate_series(1, $3::int) AS g`,
    [run, org, memberCount],
  );
  if (db.kind === 'postgres')
    await db.query('ANALYZE memberships; ANALYZE member_search_terms; ANALYZE users');
  else await db.query('ANALYZE');
  return { org, admin, session, seedSeconds: (performance.now() - started) / 1000 };
}

function get(agent: http.Agent, url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'workos-widgets-version': '1',
          'workos-widgets-type': 'user-management',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

interface Served {
  url: string;
  token: string;
  seedSeconds: number;
}

/** Child process: builds the server on the given database, seeds, prints where it is, waits. */
async function serve(databaseUrl: string | undefined): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
  });
  const { app } = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  config.publicUrl = address;
  const runId = newSecret(6).replace(/[^A-Za-z0-9]/g, 'x');
  const seeded = await seedOrganization(db, runId);
  const token = await signAccessToken(
    db,
    {
      sub: seeded.admin,
      sid: seeded.session,
      org_id: seeded.org,
      role: 'admin',
      roles: ['admin'],
      permissions: ['widgets:users-table:manage'],
    },
    { issuer: accessTokenIssuer(config), ttlSeconds: 3600 },
  );
  const served: Served = { url: address, token, seedSeconds: seeded.seedSeconds };
  process.stdout.write(`${JSON.stringify(served)}\n`);
  // The parent marks the start of the measured window and asks for the CPU time spent since.
  let baseline = process.cpuUsage();
  process.stdin.on('data', (chunk: Buffer) => {
    for (const command of chunk.toString('utf8').split('\n')) {
      if (command === 'mark') baseline = process.cpuUsage();
      if (command === 'report') {
        const used = process.cpuUsage(baseline);
        process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
      }
    }
  });
  process.stdin.on('end', async () => {
    if (db.kind === 'postgres') {
      await db.query('DELETE FROM organizations WHERE id = $1', [seeded.org]);
      await db.query('DELETE FROM users WHERE id LIKE $1', [`user_bench_${runId}%`]);
    }
    await app.close();
    await db.close();
    process.exit(0);
  });
}

async function run(kind: string, databaseUrl: string | undefined): Promise<Result> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts.filter((candidate) => candidate.startsWith('{'))) {
      const waiter = waiters.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const ready = lines.shift();
      if (ready) return resolve(ready);
      waiters.push(resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
    });
  const served = JSON.parse(await nextLine()) as Served;
  const { url: address, token } = served;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let counter = 0;
  const nextUrl = () => {
    const search = searches[counter++ % searches.length] ?? 'ma';
    return new URL(
      `${address}/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(search)}`,
    );
  };

  // Warm-up: JIT, plan caches, connection pool.
  const warmUntil = performance.now() + 1500;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmUntil) await get(agent, nextUrl(), token);
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  child.stdin.write('mark\n');
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const status = await get(agent, nextUrl(), token);
        latencies.push(performance.now() - begin);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  child.stdin.write('report\n');
  const { cpuMs } = JSON.parse(await nextLine()) as { cpuMs: number };
  agent.destroy();
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.stdin.end();
  });
  latencies.sort((a, b) => a - b);
  return {
    kind,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    seedSeconds: served.seedSeconds,
    serverCpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
  };
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || undefined);
} else {
  await main();
}

async function main(): Promise<void> {
  const results: Result[] = [await run('PGlite', undefined)];
  if (process.env.BENCH_DATABASE_URL)
    results.push(await run('PostgreSQL', process.env.BENCH_DATABASE_URL));

  console.log(
    `\nMembers list with search: ${memberCount} members, ${concurrency} concurrent clients, ${seconds} s\n`,
  );
  for (const result of results) {
    const target = result.kind === 'PGlite' ? 50 : 20;
    console.log(
      `  ${result.kind.padEnd(11)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
        `${result.rps.toFixed(0)} req/s  ${result.requests} requests  ${result.errors} errors  ` +
        `server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/request  ` +
        `(seeded in ${result.seedSeconds.toFixed(1)} s; target p95 < ${target} ms: ${result.p95 < target ? 'met' : 'MISSED'})`,
    );
  }
  console.log('');
  process.exitCode = results.some((result) => result.errors > 0) ? 1 : 0;
}
