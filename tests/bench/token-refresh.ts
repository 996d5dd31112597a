// Benchmark: refresh-token grants per second at 20 concurrent clients. Each client holds its
// own session and refreshes in a loop with the rotated token it got back, as a real client
// does. Runs on embedded PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   npx tsx tests/bench/token-refresh.ts
//   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=10 npx tsx tests/bench/token-refresh.ts
import { performance } from 'node:perf_hooks';
import { createSession } from '../../server/identity/sessions';
import { issueTokens } from '../../server/identity/issue-tokens';
import { startTestServer } from '../server/test-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function run(kind: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  // Development mode: the production request path, without the test-mode fault hook.
  const server = await startTestServer({ mode: 'development' }, { seed: true });
  try {
    const authenticate = `${server.url}/user_management/authenticate`;
    const users = await server.ctx.db.query<{ id: string; organization_id: string }>(
      `SELECT user_id AS id, organization_id FROM memberships WHERE status = 'Active' AND user_id IS NOT NULL LIMIT 4`,
    );
    const tokens: string[] = [];
    for (let client = 0; client < concurrency; client += 1) {
      const user = users[client % users.length];
      if (!user) throw new Error('The seed has no members');
      const sessionId = await createSession(server.ctx.db, {
        userId: user.id,
        organizationId: user.organization_id,
        clientId: server.config.clientId,
        userAgent: 'bench',
        ipAddress: '127.0.0.1',
        location: { cityName: null, countryIsoCode: null },
      });
      tokens.push((await issueTokens(server.ctx, sessionId)).refreshToken);
    }
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (initial) => {
        let token = initial;
        while (performance.now() < deadline) {
          const before = performance.now();
          const response = await fetch(authenticate, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              grant_type: 'refresh_token',
              client_id: server.config.clientId,
              refresh_token: token,
            }),
          });
          const body = (await response.json()) as { refresh_token?: string };
          latencies.push(performance.now() - before);
          if (response.status !== 200 || !body.refresh_token) {
            errors += 1;
            break; // A failed refresh ends this client's session.
          }
          token = body.refresh_token;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      kind,
      requests: latencies.length,
      errors,
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
    };
  } finally {
    await server.close();
  }
}

const results = [await run('PGlite', undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await run('PostgreSQL', process.env.BENCH_DATABASE_URL));

console.log(`| Database | Clients | Requests | Errors | Requests/s | p50 ms | p95 ms |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const result of results) {
  console.log(
    `| ${result.kind} | ${concurrency} | ${result.requests} | ${result.errors} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
  );
}
process.exit(results.some((result) => result.errors > 0) ? 1 : 0);
