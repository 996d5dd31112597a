// Benchmark: an audit-log export of BENCH_AUDIT_EVENTS (default 1,000,000) events streams without
// holding them in memory (issue #35). The server runs in a child process on PostgreSQL when
// BENCH_DATABASE_URL is set (a fresh schema, dropped after), else on PGlite in memory (whose
// database lives in the server's own memory, so its resident size includes the data), with its
// JS heap capped (BENCH_AUDIT_HEAP_MB, default 96 MB): an export built in memory would fail. The
// events are seeded with set-based INSERTs of 100,000 rows each; the export is created and its
// signed CSV URL downloaded by this process, which counts rows and bytes as they arrive and
// samples the server's resident memory every 50 ms. Prints the time, the rate, and the server's
// memory before the download and at its peak during it, as `BENCH_ROW {json}` lines for
// scripts/bench.mjs.
//
//   npx tsx tests/bench/audit-export.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createExport, signedExportUrl } from '../../server/audit-logs/audit-log-exports';
import { serverSecret } from '../../server/audit-logs/server-secret';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { newId } from '../../server/ids';

const eventCount = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const CHUNK = 100_000;
/** The server's JS heap is capped: an export held in memory could not finish under it. */
const heapMegabytes = Number(process.env.BENCH_AUDIT_HEAP_MB ?? 96);

async function serve(): Promise<void> {
  const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
  const baseUrl = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (baseUrl) {
    const schema = `bench_audit_${Date.now()}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(baseUrl);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = scoped.toString();
    drop = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
  }
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const { app } = await buildApp(config, { db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const organizationId = newId('org');
  await db.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [organizationId, 'Bench']);
  const seeding = performance.now();
  for (let start = 0; start < eventCount; start += CHUNK) {
    await db.query(
      `INSERT INTO audit_log_events (id, organization_id, action, version, occurred_at, actor, targets, context, metadata)
       SELECT '01BENCH' || lpad(g::text, 19, '0'), $1,
              (ARRAY['member.invited','member.role_changed','api_key.created','domain.changed'])[1 + g % 4],
              1, timestamptz '2026-01-01' + g * interval '1 second',
              jsonb_build_object('id', 'user_' || (g % 500), 'type', 'user', 'name', 'User ' || (g % 500)),
              jsonb_build_array(jsonb_build_object('id', 'target_' || g, 'type', 'user')),
              jsonb_build_object('location', '203.0.113.' || (g % 250), 'user_agent', 'Mozilla/5.0 (bench)'),
              jsonb_build_object('seq', g::text)
         FROM generate_series($2::int, $3::int) g`,
      [organizationId, start + 1, Math.min(start + CHUNK, eventCount)],
    );
  }
  const seededSeconds = (performance.now() - seeding) / 1000;
  const row = await createExport(db, organizationId, {
    range_start: '2000-01-01T00:00:00.000Z',
    range_end: '2100-01-01T00:00:00.000Z',
  });
  const port = new URL(url).port;
  const exportUrl = signedExportUrl(
    `http://127.0.0.1:${port}`,
    await serverSecret(db, 'audit_log_hash'),
    row.id,
  );
  global.gc?.();
  say({ exportUrl, seededSeconds });
  process.stdin.resume();
  process.stdin.on('end', async () => {
    await app.close();
    await db.close();
    await drop();
    process.exit(0);
  });
}

const residentMegabytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function row(measure: string, ours: string, baseline = '', ratio?: number, label = '') {
  console.log(
    `BENCH_ROW ${JSON.stringify({ group: 'Audit-log export', measure, ours, baseline, ratio, ratioLabel: label })}`,
  );
}

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      `--max-old-space-size=${heapMegabytes}`,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      'serve',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<{ exportUrl: string; seededSeconds: number }>(
    (resolve, reject) => {
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const line = buffer.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    },
  );
  console.log(
    `BENCH_NOTE ${database}: ${eventCount.toLocaleString('en-US')} events seeded in ${ready.seededSeconds.toFixed(1)} s`,
  );
  const pid = child.pid!;
  const before = residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(pid));
  }, 50);
  const started = performance.now();
  const { lines, bytes, status } = await new Promise<{
    lines: number;
    bytes: number;
    status: number;
  }>((resolve, reject) => {
    http
      .get(ready.exportUrl, (response) => {
        let count = 0;
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1))
            count += 1;
        });
        response.on('end', () =>
          resolve({ lines: count, bytes: size, status: response.statusCode ?? 0 }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentMegabytes(pid));
  child.stdin!.end();
  await new Promise((resolve) => child.on('exit', resolve));

  const rows = lines - 1;
  if (status !== 200 || rows !== eventCount) {
    console.error(`Export answered ${status} with ${rows} rows; expected ${eventCount}`);
    process.exit(1);
  }
  row(
    `Export of ${eventCount.toLocaleString('en-US')} events (${database})`,
    `${seconds.toFixed(1)} s, ${(rows / seconds).toFixed(0)} rows/s, ${(bytes / 1048576).toFixed(0)} MB CSV`,
  );
  row(
    `Server resident memory during the export (${database})`,
    `${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB), JS heap capped at ${heapMegabytes} MB`,
    `CSV ${(bytes / 1048576).toFixed(0)} MB`,
    (peak - before) / (bytes / 1048576),
    'growth / CSV size',
  );
}

if (process.argv[2] === 'serve') await serve();
else await main();
