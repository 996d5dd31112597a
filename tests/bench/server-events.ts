// Benchmark: events and webhooks (issue #34). First the event log alone: 10 concurrent writers
// appending one event per transaction, beside the same transactions inserting one plain row. Then
// the server in a child process with one webhook
// endpoint subscribed to user and membership events; this process is the load generator (10
// clients through the management API, each looping create user → add to the organization →
// change the role → delete the user: 5 events per 4 writes) and the webhook receiver. Prints
// events written per second (each write appends its events in its own transaction) and the
// delivery latency from the event's transaction to the receiver (median, p99), and checks that
// every event arrived. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   npx tsx tests/bench/server-events.ts
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { appendEvent } from '../../server/events/event-log';
import { newSecret } from '../../server/ids';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 10;
const SECRET = `sk_bench_${'e'.repeat(32)}`;
const subscribed = [
  'user.created',
  'user.deleted',
  'organization_membership.created',
  'organization_membership.updated',
  'organization_membership.deleted',
];

/** Child process: the server on the given database, printing where it is. */
async function serve(databaseUrl: string | undefined): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    API_SECRET_KEY: SECRET,
    MANAGEMENT_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const { app } = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [start] = await db.query<{ seq: string }>(
    'SELECT coalesce(max(seq), 0) AS seq FROM events',
  );
  process.stdout.write(`${JSON.stringify({ url: address })}\n`);
  process.stdin.resume();
  process.stdin.on('end', async () => {
    if (db.kind === 'postgres') {
      // What the run wrote (its users were deleted by the run itself).
      await db.query(
        "DELETE FROM deliveries WHERE target_id IN (SELECT id FROM webhook_endpoints WHERE endpoint_url LIKE 'http://127.0.0.1:%/bench-events')",
      );
      await db.query(
        "DELETE FROM webhook_endpoints WHERE endpoint_url LIKE 'http://127.0.0.1:%/bench-events'",
      );
      await db.query("DELETE FROM organizations WHERE name LIKE 'Bench events %'");
      await db.query('DELETE FROM events WHERE seq > $1', [start!.seq]);
    }
    await app.close();
    await db.close();
    process.exit(0);
  });
}

/** Event-log appends per second in this process (no HTTP), beside a plain one-row transaction. */
async function measureAppends(kind: string, databaseUrl: string | undefined): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const [start] = await db.query<{ seq: string }>(
    'SELECT coalesce(max(seq), 0) AS seq FROM events',
  );
  const rate = async (write: (index: number) => Promise<unknown>, ms = seconds * 1000) => {
    let count = 0;
    const until = performance.now() + ms;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) await write(count++);
      }),
    );
    return count / ((performance.now() - started) / 1000);
  };
  const data = { object: 'user', id: 'user_bench', email: 'bench@events.test' };
  const table = 'bench_event_rows';
  await db.query(`CREATE TABLE IF NOT EXISTS ${table} (id text, data jsonb)`);
  const insertPlain = (index: number) =>
    db.transaction((tx) =>
      tx.query(`INSERT INTO ${table} (id, data) VALUES ($1, $2)`, [
        `row_${index}`,
        JSON.stringify({ ...data, index }),
      ]),
    );
  const append = (index: number) =>
    db.transaction((tx) => appendEvent(tx, { event: 'user.updated', data: { ...data, index } }));
  // A warm-up of each first (the first queries of a fresh database are slower).
  await rate(insertPlain, 500);
  await rate(append, 500);
  // The baseline before and after, averaged, so drift in the machine's load weighs on both.
  const plainBefore = await rate(insertPlain);
  const appended = await rate(append);
  const plain = (plainBefore + (await rate(insertPlain))) / 2;
  await db.query('DELETE FROM events WHERE seq > $1', [start!.seq]);
  await db.query(`DROP TABLE ${table}`);
  await db.close();
  const row = {
    group: `Events and webhooks, ${kind}, ${concurrency} clients`,
    measure: 'Event-log appends, one event per transaction (in process, no HTTP)',
    ours: `${appended.toFixed(0)} events/s`,
    baseline: `${plain.toFixed(0)} transactions/s inserting one plain row`,
    ratio: appended / plain,
    ratioLabel: 'appends / plain inserts',
  };
  console.log(`BENCH_ROW ${JSON.stringify(row)}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function run(kind: string, databaseUrl: string | undefined): Promise<boolean> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--serve'],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { url: string });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code}`)));
  });

  // The receiver: the first arrival of each event id, and its latency from the event's
  // created_at (the start of the transaction that wrote it, a moment before its commit).
  const latencies = new Map<string, number>();
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = performance.timeOrigin + performance.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        created_at: string;
      };
      if (!latencies.has(event.id)) latencies.set(event.id, arrived - Date.parse(event.created_at));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bench-events`;

  const writeTimes: number[] = [];
  const call = async (method: string, path: string, body?: unknown) => {
    const begin = performance.now();
    const response = await fetch(new URL(path, url), {
      method,
      headers: {
        authorization: `Bearer ${SECRET}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    writeTimes.push(performance.now() - begin);
    return text ? (JSON.parse(text) as { id: string }) : { id: '' };
  };
  await call('POST', '/webhook_endpoints', { endpoint_url: receiverUrl, events: subscribed });
  const runId = newSecret(6)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .toLowerCase();
  const organization = await call('POST', '/organizations', { name: `Bench events ${runId}` });

  let written = 0;
  let writes = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let loop = 0; performance.now() < until; loop += 1) {
        try {
          const user = await call('POST', '/user_management/users', {
            email: `bench-${runId}-${client}-${loop}@events.test`,
          });
          written += 1;
          const membership = await call('POST', '/user_management/organization_memberships', {
            user_id: user.id,
            organization_id: organization.id,
            role_slug: 'member',
          });
          written += 1;
          await call('PUT', `/user_management/organization_memberships/${membership.id}`, {
            role_slug: 'admin',
          });
          written += 1;
          await call('DELETE', `/user_management/users/${user.id}`);
          written += 2;
          writes += 4;
        } catch (error) {
          errors += 1;
          console.error((error as Error).message);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // Every event must arrive (the engine polls each second outside test mode).
  const deadline = performance.now() + 60_000;
  while (latencies.size < written && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const missing = written - latencies.size;

  receiver.close();
  child.stdin.end();
  await new Promise((resolve) => child.once('exit', resolve));

  const sorted = [...latencies.values()].sort((a, b) => a - b);
  const requests = writeTimes.sort((a, b) => a - b);
  const group = `Events and webhooks, ${kind}, ${concurrency} clients`;
  const rows = [
    {
      measure: 'Events written (management API mix, each in its change’s transaction)',
      ours: `${(written / elapsed).toFixed(0)} events/s (${(writes / elapsed).toFixed(0)} writes/s)`,
      baseline: '—',
      ratioLabel: '—',
    },
    {
      measure: 'Webhook delivery latency, event’s transaction → local receiver',
      ours: `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
      baseline: `the writes' own answers: p50 ${percentile(requests, 50).toFixed(0)} ms, p99 ${percentile(requests, 99).toFixed(0)} ms`,
      ratio: percentile(sorted, 50) / percentile(requests, 50),
      ratioLabel: `median delivery / median write; ${latencies.size} of ${written} events delivered`,
    },
  ];
  for (const row of rows) console.log(`BENCH_ROW ${JSON.stringify({ group, ...row })}`);
  return errors > 0 || missing > 0;
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || undefined);
} else {
  await measureAppends('PGlite', undefined);
  let failed = await run('PGlite', undefined);
  if (process.env.BENCH_DATABASE_URL) {
    await measureAppends('PostgreSQL', process.env.BENCH_DATABASE_URL);
    failed = (await run('PostgreSQL', process.env.BENCH_DATABASE_URL)) || failed;
  } else console.log('BENCH_NOTE PostgreSQL not measured: set BENCH_DATABASE_URL');
  process.exitCode = failed ? 1 : 0;
}
