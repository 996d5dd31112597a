// Benchmark: server throughput and latency at 20 concurrent clients for the members list with
// search over 10,000 members and for token refresh, each beside the cheapest authenticated route
// (GET /api/token: signature checked, nothing read) measured in the same run, with the ratio.
// On embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set. The server runs in a
// child process; this process is the load generator. Prints one `BENCH_ROW {json}` line per
// measure for scripts/bench.mjs.
//
//   npx tsx tests/bench/server-routes.ts
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { issueTokens } from '../../server/identity/issue-tokens';
import { createSession } from '../../server/domain/sessions';
import { newSecret } from '../../server/ids';
import { sendWith } from './http-send';
import { seedAdminOrganization } from './seed-members';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const searches = ['ma', 'smi', 'jo', 'priya r', 'kim', 'user12', 'bench.example', 'zz', 'ele'];

interface Served {
  url: string;
  token: string;
  refreshTokens: string[];
  clientId: string;
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/** Child process: the server on the given database, seeded, printing where it is. */
async function serve(databaseUrl: string | undefined): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
  });
  const { app, ctx } = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  config.publicUrl = address;
  const runId = newSecret(6).replace(/[^A-Za-z0-9]/g, 'x');
  const { token, ...seeded } = await seedAdminOrganization(db, config, runId, undefined, 3600);
  const refreshTokens: string[] = [];
  for (let client = 0; client < concurrency; client += 1) {
    const sessionId = await createSession(db, {
      userId: seeded.admin,
      organizationId: seeded.org,
      clientId: config.clientId,
      userAgent: 'bench',
      ipAddress: '127.0.0.1',
      location: { cityName: null, countryIsoCode: null },
    });
    refreshTokens.push((await issueTokens(ctx, sessionId)).refreshToken);
  }
  const served: Served = { url: address, token, refreshTokens, clientId: config.clientId };
  process.stdout.write(`${JSON.stringify(served)}\n`);
  process.stdin.resume();
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `concurrency` clients calling `call(client)` in a loop: warm-up, then a measured window. */
async function measure(call: (client: number) => Promise<boolean>): Promise<Measured> {
  const warmUntil = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < warmUntil) await call(client);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < until) {
        const begin = performance.now();
        const ok = await call(client);
        latencies.push(performance.now() - begin);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

async function run(kind: string, databaseUrl: string | undefined) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const served = await new Promise<Served>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Served);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const widgetHeaders = {
    authorization: `Bearer ${served.token}`,
    'workos-widgets-version': '1',
    'workos-widgets-type': 'user-management',
  };
  let counter = 0;
  const cheapest = () =>
    measure(async () => {
      const { status } = await sendWith(agent, `${served.url}/api/token`, 'GET', {
        authorization: `Bearer ${served.token}`,
      });
      return status === 200;
    });
  const members = () =>
    measure(async () => {
      const search = searches[counter++ % searches.length] ?? 'ma';
      const url = `${served.url}/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(search)}`;
      const { status } = await sendWith(agent, url, 'GET', widgetHeaders);
      return status === 200;
    });
  const chains = [...served.refreshTokens];
  const refresh = () =>
    measure(async (client) => {
      const { status, text } = await sendWith(
        agent,
        `${served.url}/user_management/authenticate`,
        'POST',
        {},
        { grant_type: 'refresh_token', client_id: served.clientId, refresh_token: chains[client] },
      );
      if (status !== 200) return false;
      chains[client] = (JSON.parse(text) as { refresh_token: string }).refresh_token;
      return true;
    });

  // The baseline before and after each measure, averaged, so drift in the machine's load over
  // the run weighs on both sides of each ratio alike.
  const baseBefore = await cheapest();
  const listed = await members();
  const baseMiddle = await cheapest();
  const refreshed = await refresh();
  const baseAfter = await cheapest();
  agent.destroy();
  child.stdin.end();
  await new Promise((resolve) => child.once('exit', resolve));

  const average = (a: Measured, b: Measured): Measured => ({
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p95: (a.p95 + b.p95) / 2,
    errors: a.errors + b.errors,
  });
  const row = (name: string, ours: Measured, base: Measured) => {
    const line = {
      group: `Server, ${kind}, ${concurrency} clients`,
      measure: name,
      ours: `${ours.rps.toFixed(0)} req/s, p50 ${ours.p50.toFixed(1)} ms, p95 ${ours.p95.toFixed(1)} ms`,
      baseline: `${base.rps.toFixed(0)} req/s, p50 ${base.p50.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms`,
      ratio: ours.rps / base.rps,
      ratioLabel: 'throughput ours / GET /api/token',
      errors: ours.errors + base.errors,
    };
    console.log(`BENCH_ROW ${JSON.stringify(line)}`);
    return line;
  };
  row('Members list, search over 10,000 members', listed, average(baseBefore, baseMiddle));
  row('Token refresh (rotation)', refreshed, average(baseMiddle, baseAfter));
  return [listed, refreshed, baseBefore, baseMiddle, baseAfter].some((result) => result.errors > 0);
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || undefined);
} else {
  let failed = await run('PGlite', undefined);
  if (process.env.BENCH_DATABASE_URL)
    failed = (await run('PostgreSQL', process.env.BENCH_DATABASE_URL)) || failed;
  else console.log('BENCH_NOTE PostgreSQL not measured: set BENCH_DATABASE_URL');
  process.exitCode = failed ? 1 : 0;
}
