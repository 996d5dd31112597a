// Benchmark: the server at enterprise size (issue #36). For each database (PGlite; PostgreSQL
// when BENCH_DATABASE_URL is set) and each organization size (BENCH_SIZES, default 100, 10,000,
// 100,000 members): every list route of tests/bench/list-routes.ts as a cost ratio to the
// cheapest authenticated route, measured in alternating windows with it (BENCH_ROUNDS, default
// 3; target ≤ 2); then the load mix at 32 clients (members pages, invitations, revocations, role
// changes, bad input) with the members page's p50/p99 (target p99 ≤ 5× p50); the server's
// resident memory after start and after the load; on PostgreSQL the load mix's throughput with
// 1, 2 and 3 server processes behind a round-robin, with errors and a check that every answered
// invitation is stored. The servers run in child processes; this process generates the load.
// Prints `BENCH_ROW {json}` lines for scripts/bench.mjs. PGlite's server keeps its data in a
// temporary directory, as in DATA_DIR (BENCH_PGLITE_MEMORY=1: in memory, as the tests).
//
//   npx tsx tests/bench/server-scale.ts
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { pgliteMaintenance } from '../../server/db/pglite-maintenance';
import { newSecret } from '../../server/ids';
import {
  cheapestRoute,
  eachSearchRoute,
  listRoutes,
  widgetHeaders,
  type BenchTarget,
  type ListRoute,
} from './list-routes';
import {
  seedMembers,
  seedAdminOrganization,
  seededExternalId,
  seededMemberEmail,
} from './seed-members';
import { sendWith } from './http-send';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Alternating windows a list route and its baseline are measured in (measureAgainst).
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const loadClients = 32;
const sizes = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
// BENCH_ROUTES=search,cursor measures only the list routes whose names contain one of the words
// (case-insensitive); BENCH_LOAD=0 skips the load mix and the processes (looking into one route).
const routeWords = (process.env.BENCH_ROUTES ?? '').toLowerCase().split(',').filter(Boolean);
// BENCH_SEARCH_EACH=1 also measures each search of the search route alone.
const measuredRoutes = [
  ...listRoutes,
  ...(process.env.BENCH_SEARCH_EACH === '1' ? eachSearchRoute : []),
].filter(
  (route) =>
    !routeWords.length || routeWords.some((word) => route.name.toLowerCase().includes(word)),
);
const withLoad = process.env.BENCH_LOAD !== '0';
const publicUrl = 'http://bench.invalid';
const secretKey = `sk_bench_${'x'.repeat(40)}`;

// ── Server side (child process) ──────────────────────────────────────────────────────────────

/** A server child's death says why (the load side only sees its sockets close). */
function reportDeath(): void {
  const why = (reason: string, error?: unknown) => {
    const rss = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error ?? '');
    process.stderr.write(
      `bench server (pid ${process.pid}, ${rss} MB resident): ${reason} ${detail}\n`,
    );
  };
  process.on('uncaughtException', (error) => {
    why('uncaught exception:', error);
    process.exit(70);
  });
  process.on('unhandledRejection', (error) => {
    why('unhandled rejection:', error);
    process.exit(70);
  });
  process.on('exit', (code) => {
    if (code !== 0) why(`exiting with code ${code}`);
  });
}

/**
 * On PostgreSQL on this machine, run as root (the bench is run with `nice -n -15`), the backends
 * serving the bench's database get the bench's own priority, checked every second as the pools
 * open connections: otherwise on a busy shared machine the servers wait on backends that get
 * a fraction of the CPU the bench was given, and the figures measure the neighbours.
 */
function keepBackendsAtOurPriority(db: Database): void {
  if (db.kind !== 'postgres' || process.getuid?.() !== 0) return;
  const ours = os.getPriority();
  const timer = setInterval(async () => {
    try {
      const rows = await db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
      );
      for (const { pid } of rows) if (os.getPriority(pid) > ours) os.setPriority(pid, ours);
    } catch {
      // A backend gone meanwhile, or PostgreSQL on another machine: nothing to do.
    }
  }, 1000);
  timer.unref();
}

async function serve(primary: boolean): Promise<void> {
  reportDeath();
  const databaseUrl = process.env.BENCH_SERVE_DATABASE_URL || undefined;
  // PGlite opens a migrated database the parent prepared, as a server restarting on its data
  // directory does: a brand-new one runs initdb first, in a second WASM instance whose memory
  // stays resident until V8 collects it (~300 MB more "after start", however long that takes).
  // Its files are in a directory, as the server's in DATA_DIR, so the memory figures are a
  // server's. BENCH_PGLITE_MEMORY=1 keeps them in the process's memory instead, as the tests do
  // (the parent's dump, loaded): then the whole database is JavaScript ArrayBuffers, regrown by
  // copying as its files grow, and the process keeps the peak of that churn resident.
  const directory = process.env.BENCH_PGLITE_DIR;
  const template = process.env.BENCH_PGLITE_TEMPLATE;
  const db = await openDatabase({
    databaseUrl,
    dataDir: directory || 'memory://',
    ...(!databaseUrl && !directory && template
      ? { loadDataDir: new Blob([fs.readFileSync(template)]) }
      : {}),
  });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    PUBLIC_URL: publicUrl,
    API_SECRET_KEY: secretKey,
    MANAGEMENT_RATE_LIMIT_PER_MINUTE: '100000000',
    SCIM_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const { app } = await buildApp(config, { db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  if (primary) keepBackendsAtOurPriority(db);
  const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
  if (!primary) {
    say({ url });
    process.stdin.resume();
    process.stdin.on('end', async () => {
      await app.close();
      await db.close();
      process.exit(0);
    });
    return;
  }
  const run = newSecret(6).replace(/[^A-Za-z0-9]/g, 'x');
  const { token, ...seeded } = await seedAdminOrganization(db, config, run, 0);
  say({ url, token, organizationId: seeded.org, directory: seeded.directory });
  let members = 0;
  let step = 0;
  let buffer = '';
  process.stdin.on('data', async (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const [command, argument = ''] = line.split(' ');
      if (command === 'grow') {
        const wanted = Number(argument);
        const started = performance.now();
        step += 1;
        const grownRun = `${run}s${step}`;
        await seedMembers(db, {
          organizationId: seeded.org,
          run: grownRun,
          count: wanted - members,
          directoryId: seeded.directory.id,
        });
        say({
          grown: wanted,
          run: grownRun,
          added: wanted - members,
          seconds: (performance.now() - started) / 1000,
        });
        members = wanted;
      } else if (command === 'backends') {
        // PostgreSQL's processes serving this database (the bench's servers): their CPU is read
        // from /proc by the load side (same machine).
        const rows =
          db.kind === 'postgres'
            ? await db.query<{ pid: number }>(
                'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
              )
            : [];
        say({ pids: rows.map((row) => row.pid) });
      } else if (command === 'memory') {
        say(await memoryReport(db));
      } else if (command === 'count') {
        const [row] = await db.query<{ n: string }>(
          'SELECT count(*) AS n FROM memberships WHERE organization_id = $1 AND email LIKE $2',
          [seeded.org, `${argument}%`],
        );
        say({ count: Number(row?.n ?? 0) });
      }
    }
  });
  process.stdin.on('end', async () => {
    if (db.kind === 'postgres') {
      await db.query('DELETE FROM organizations WHERE id = $1', [seeded.org]);
      await db.query('DELETE FROM users WHERE id LIKE $1', [`user\\_bench\\_${run}%`]);
    }
    await app.close();
    await db.close();
    process.exit(0);
  });
}

/**
 * Where the server's memory is (PGlite): the process's resident and peak resident memory, the
 * JavaScript ArrayBuffers (mostly the in-memory data directory's files), the database's and the
 * WAL's size in it, and what the maintenance did (server/db/pglite-maintenance.ts).
 */
async function memoryReport(db: Database): Promise<Record<string, unknown>> {
  const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const report: Record<string, unknown> = {
    rss: Math.round(kilobytes('VmRSS') / 1024),
    peak: Math.round(kilobytes('VmHWM') / 1024),
    arrayBuffers: megabytes(process.memoryUsage().arrayBuffers),
  };
  if (db.kind !== 'pglite') return report;
  const [sizes] = await db.query<{ database: number; wal: number }>(
    `SELECT pg_database_size(current_database())::float8 AS database,
            (SELECT coalesce(sum(size), 0) FROM pg_ls_waldir())::float8 AS wal`,
  );
  const totals = pgliteMaintenance(db)?.totals;
  return {
    ...report,
    database: megabytes(sizes!.database),
    wal: megabytes(sizes!.wal),
    maintenance: totals
      ? `${totals.checkpoints} checkpoints, ${totals.statements} statements, longest ${totals.longest?.statement ?? '-'} ${(totals.longest?.milliseconds ?? 0).toFixed(0)} ms`
      : 'not running',
  };
}

// ── Load side (this process) ─────────────────────────────────────────────────────────────────

interface Child {
  process: ChildProcess;
  url: string;
  lines: AsyncGenerator<Record<string, unknown>>;
}

async function* jsonLines(child: ChildProcess): AsyncGenerator<Record<string, unknown>> {
  let buffer = '';
  for await (const chunk of child.stdout!) {
    buffer += (chunk as Buffer).toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) yield JSON.parse(line);
  }
}

async function startServer(databaseUrl: string | undefined, primary: boolean) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), primary ? '--serve' : '--serve-more'],
    {
      env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.once('exit', (code, signal) => {
    if (code !== 0)
      console.error(
        `BENCH_NOTE server child ${child.pid} died: ${signal ? `signal ${signal}` : `exit code ${code}`}`,
      );
  });
  const lines = jsonLines(child);
  const first = (await lines.next()).value as Record<string, unknown>;
  return { child: { process: child, url: String(first.url), lines } as Child, first };
}

async function ask(child: Child, command: string): Promise<Record<string, unknown>> {
  child.process.stdin!.write(`${command}\n`);
  return (await child.lines.next()).value as Record<string, unknown>;
}

/** CPU time (user + system, seconds) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU time so far (seconds over all cores). */
function machineSeconds(): { busy: number; total: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = ticks.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/**
 * Where the CPU went while `work` ran: this load generator, each server process, the PostgreSQL
 * backends of the bench's database (asked of the primary), and the whole machine, each as a
 * share of one core; beside the load average. On a machine shared with other work, the machine
 * line says how much was left for the bench.
 */
async function cpuDuring<T>(
  servers: Child[],
  primary: Child,
  work: () => Promise<T>,
): Promise<{ result: T; summary: string }> {
  const backends = async () => ((await ask(primary, 'backends')).pids as number[]) ?? [];
  const before = new Map<number, number>();
  for (const pid of await backends()) before.set(pid, cpuSeconds(pid));
  const serversBefore = servers.map((child) => cpuSeconds(child.process.pid));
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineSeconds();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const machine = machineSeconds();
  const serverShares = servers.map(
    (child, index) => (cpuSeconds(child.process.pid) - serversBefore[index]!) / wall,
  );
  let postgres = 0;
  for (const pid of await backends()) postgres += cpuSeconds(pid) - (before.get(pid) ?? 0);
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  const cores = (machine.total - machineBefore.total) / wall;
  const summary = [
    `load generator ${percent((generator.user + generator.system) / 1e6 / wall)}`,
    `server${servers.length > 1 ? 's' : ''} ${serverShares.map(percent).join(' + ')}`,
    ...(postgres > 0 ? [`PostgreSQL backends ${percent(postgres / wall)}`] : []),
    `machine busy ${percent((machine.busy - machineBefore.busy) / wall)} of ${percent(cores)}`,
    `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  ].join(', ');
  return { result, summary };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Closes the pool's idle keep-alive sockets. Called after a pause in the load (a seed): a socket
 * the server closes for idleness (Fastify's 72 s keep-alive) just as a request goes out on it is
 * answered "socket hang up", which once looked like the server's death after a slow seed.
 */
function dropIdleSockets(): void {
  for (const sockets of Object.values(agent.freeSockets))
    for (const socket of sockets ?? []) socket.destroy();
}

const send = (url: string, method: string, headers: Record<string, string>, body?: unknown) =>
  sendWith(agent, url, method, headers, body);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `clients` loops calling `call(n)` for `duration` seconds after a warm-up of `warmMs`. */
async function measure(
  clients: number,
  call: (n: number) => Promise<boolean>,
  latencies: number[] = [],
  { duration = seconds, warmMs = 500 }: { duration?: number; warmMs?: number } = {},
): Promise<Measured> {
  let counter = 0;
  let reported = false;
  // A failed request counts as an error (and says why, once) instead of ending the benchmark.
  const attempt = (n: number) =>
    call(n).catch((error: Error) => {
      if (!reported) console.log(`BENCH_NOTE request failed: ${error.message}`);
      reported = true;
      return false;
    });
  const warmUntil = performance.now() + warmMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < warmUntil) await attempt(counter++);
    }),
  );
  latencies.length = 0;
  let errors = 0;
  let calls = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const ok = await attempt(counter++);
        latencies.push(performance.now() - begin);
        calls += 1;
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: calls / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/**
 * A route's cost against its baseline's, measured in `rounds` alternating windows (baseline,
 * route, baseline, …, baseline) of `seconds` / `rounds` each: a drift of the machine's speed
 * over the measurement (other work, frequency, the database's own maintenance) then weighs on
 * both alike. The ratio is the baseline's mean rate over the route's; each round's ratio (the
 * route's window against the baseline windows around it) gives the spread within the run.
 */
async function measureAgainst(
  call: (n: number) => Promise<boolean>,
  baseline: (n: number) => Promise<boolean>,
): Promise<{ ours: Measured; baselineRps: number; roundRatios: number[] }> {
  const duration = seconds / rounds;
  // The first window warms the route up as a lone measure does; the others only briefly.
  const windows = (index: number) => ({ duration, warmMs: index === 0 ? 500 : 100 });
  const baselines: Measured[] = [];
  const routes: Measured[] = [];
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    baselines.push(await measure(concurrency, baseline, [], windows(round)));
    const roundLatencies: number[] = [];
    routes.push(await measure(concurrency, call, roundLatencies, windows(round)));
    latencies.push(...roundLatencies);
  }
  baselines.push(await measure(concurrency, baseline, [], windows(rounds)));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const baselineRps = mean(baselines.map((m) => m.rps));
  const rps = mean(routes.map((m) => m.rps));
  latencies.sort((a, b) => a - b);
  return {
    ours: {
      rps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: routes.reduce((sum, m) => sum + m.errors, 0),
    },
    baselineRps,
    roundRatios: routes.map((m, i) => (baselines[i]!.rps + baselines[i + 1]!.rps) / 2 / m.rps),
  };
}

function row(
  group: string,
  measure: string,
  ours: string,
  baseline: string,
  ratio?: number,
  label = '',
) {
  console.log(
    `BENCH_ROW ${JSON.stringify({ group, measure, ours, baseline, ratio, ratioLabel: label })}`,
  );
}

const fmt = (m: Measured) =>
  `${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms${m.errors ? `, ${m.errors} errors` : ''}`;

/**
 * The load mix on `urls` (round-robin per call): 70% members pages (first, search, cursor), 10%
 * invitations, 5% revocations of those, 10% role changes, 5% bad input. Returns the members
 * pages' latencies, the throughput of all calls and the invitations answered 200.
 */
async function loadMix(
  urls: string[],
  target: BenchTarget,
  tag: string,
  memberIds: string[],
  durationSeconds = Math.max(seconds, 3),
) {
  const headers = widgetHeaders(target);
  const invited: string[] = [];
  const pending: string[] = [];
  const readLatencies: number[] = [];
  let unexpected = 0;
  let calls = 0;
  let errors = 0;
  let counter = 0;
  const pick = () => urls[counter % urls.length]!;
  const one = async (): Promise<void> => {
    const n = counter++;
    const base = pick();
    const kind = n % 20;
    const begin = performance.now();
    if (kind < 14) {
      const route = listRoutes[n % 4]!;
      const { status } = await send(`${base}${route.path(target, n)}`, 'GET', headers);
      readLatencies.push(performance.now() - begin);
      if (status !== 200) errors += 1;
    } else if (kind < 16) {
      const email = `load-${tag}-${n}@bench.example`.toLowerCase();
      const { status } = await send(
        `${base}/_widgets/UserManagement/invite-user`,
        'POST',
        headers,
        { email, roles: ['member'] },
      );
      if (status === 200) invited.push(email);
      else errors += 1;
    } else if (kind === 16) {
      const found = await send(
        `${base}/_widgets/UserManagement/members?limit=1&search=${encodeURIComponent(`load-${tag}-`)}`,
        'GET',
        headers,
      );
      const id = (JSON.parse(found.text) as { data: { id: string; status: string }[] }).data.find(
        (member) => member.status === 'Invited' && !pending.includes(member.id),
      )?.id;
      if (id) {
        pending.push(id);
        const { status } = await send(
          `${base}/_widgets/UserManagement/invites/${id}`,
          'DELETE',
          headers,
        );
        if (status !== 200) errors += 1;
      }
    } else if (kind < 19) {
      const id = memberIds[n % memberIds.length]!;
      const { status } = await send(
        `${base}/_widgets/UserManagement/members/${id}`,
        'POST',
        headers,
        {
          roles: [n % 2 ? 'admin' : 'member'],
        },
      );
      if (status !== 200) errors += 1;
    } else {
      const { status } = await send(
        `${base}/_widgets/UserManagement/members?limit=abc`,
        'GET',
        headers,
      );
      if (status !== 400) unexpected += 1;
    }
    calls += 1;
  };
  const started = performance.now();
  const until = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: loadClients }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  readLatencies.sort((a, b) => a - b);
  return {
    throughput: calls / elapsed,
    p50: percentile(readLatencies, 50),
    p99: percentile(readLatencies, 99),
    errors: errors + unexpected,
    invited,
  };
}

function scimTarget(directory: { key: string; token: string }): BenchTarget['scim'] {
  return {
    base: `/scim/v2.0/${directory.key}`,
    token: directory.token,
    userNames: [],
    externalIds: [],
  };
}

/**
 * What the SCIM filters look up, from the first seed (`count` members of run `run`), so present
 * at every size: six directory users spread over it, in turn with addresses and ids of none (an
 * invited member's address, unknown ones) and one address in capitals (userName compares
 * case-insensitively).
 */
function scimSamples(scim: BenchTarget['scim'], run: string, count: number): void {
  // Directory users (g % 10 = 1..6), spread over the seed.
  const users = Array.from(
    { length: 6 },
    (_, i) => 10 * Math.floor(((count / 10) * i) / 6) + 1 + i,
  ).filter((g) => g <= count);
  const userNames: string[] = [];
  const externalIds: string[] = [];
  users.forEach((g, i) => {
    const address = seededMemberEmail(run, g);
    userNames.push(i === 2 ? address.toUpperCase() : address);
    // In turn an invited member's address (g % 10 = 8: no directory user) and an unknown one.
    userNames.push(i % 2 ? `nobody${i}-${run}@bench.example` : seededMemberEmail(run, 8 + 10 * i));
    externalIds.push(seededExternalId(run, g), `00u${run}nobody${i}`);
  });
  Object.assign(scim, { userNames, externalIds });
}

/** Whether the SCIM filters find a user for each sample of one and none for the others. */
async function scimSamplesFound(target: BenchTarget): Promise<boolean> {
  const routes = listRoutes.filter((route) => route.name.startsWith('SCIM Users filter'));
  let found = 0;
  let calls = 0;
  for (const route of routes)
    for (let call = 0; call < target.scim.userNames.length; call += 1, calls += 1) {
      const { text } = await send(
        `${target.url}${route.path(target, call)}`,
        'GET',
        route.headers(target),
      );
      found += (JSON.parse(text) as { totalResults: number }).totalResults;
    }
  // The samples alternate: a directory user, then an address or id of none.
  if (found === calls / 2) return true;
  console.log(
    `BENCH_NOTE SCIM samples: ${found} of ${calls} lookups found a user, expected ${calls / 2}`,
  );
  return false;
}

async function run(kind: string, databaseUrl: string | undefined): Promise<boolean> {
  let failed = false;
  const { child: primary, first } = await startServer(databaseUrl, true);
  const atStart = await ask(primary, 'memory');
  const target: BenchTarget = {
    url: primary.url,
    token: String(first.token),
    secretKey,
    organizationId: String(first.organizationId),
    membersCursor: '',
    scim: scimTarget(first.directory as { key: string; token: string }),
  };
  const group = `Server at scale, ${kind}`;
  const call = (route: (typeof listRoutes)[number]) => async (n: number) =>
    (await send(`${target.url}${route.path(target, n)}`, 'GET', route.headers(target))).status ===
    200;
  const firstCosts = new Map<string, { rps: number; authRps: number; size: number }>();
  let afterSeed: Record<string, unknown> = {};
  for (const size of sizes) {
    const grown = await ask(primary, `grow ${size}`);
    if (!target.scim.userNames.length) {
      scimSamples(target.scim, String(grown.run), Number(grown.added));
      if (!(await scimSamplesFound(target))) failed = true;
    }
    afterSeed = await ask(primary, 'memory');
    dropIdleSockets();
    console.log(
      `BENCH_NOTE ${kind}: ${size.toLocaleString('en')} members seeded in ${Number(grown.seconds).toFixed(1)} s`,
    );
    let before = '';
    for (let page = 0; page < 3; page += 1) {
      const { text } = await send(
        `${target.url}/_widgets/UserManagement/members?limit=10${before ? `&before=${encodeURIComponent(before)}` : ''}`,
        'GET',
        widgetHeaders(target),
      );
      before = (JSON.parse(text) as { list_metadata: { before: string } }).list_metadata.before;
    }
    target.membersCursor = before;
    const subgroup = `${group}, ${size.toLocaleString('en')} members, ${concurrency} clients`;
    const tokenBefore = await measure(concurrency, call(cheapestRoute));
    const measured: ({ route: ListRoute } & Awaited<ReturnType<typeof measureAgainst>>)[] = [];
    for (const route of measuredRoutes) {
      const result = await measureAgainst(call(route), call(route.authenticated ?? cheapestRoute));
      if (result.ours.errors > 0) failed = true;
      measured.push({ route, ...result });
    }
    const tokenRps = (tokenBefore.rps + (await measure(concurrency, call(cheapestRoute))).rps) / 2;
    for (const { route, ours, baselineRps: authRps, roundRatios } of measured) {
      const authenticated = route.authenticated ?? cheapestRoute;
      const ratio = authRps / ours.rps;
      const spread = `rounds ${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`;
      row(
        subgroup,
        route.name,
        fmt(ours),
        `${authenticated.name} ${authRps.toFixed(0)} req/s; ${cheapestRoute.name} ${tokenRps.toFixed(0)} req/s, ${(tokenRps / ours.rps).toFixed(1)}× it (reads nothing)`,
        ratio,
        `cost / ${authenticated.name} (${spread})${ratio <= 2 ? '' : ' (over 2)'}`,
      );
      // Growth: the same route's cost per request (capacity it takes) at this size over the first.
      const first = firstCosts.get(route.name);
      if (!first) {
        firstCosts.set(route.name, { rps: ours.rps, authRps, size });
        continue;
      }
      const growth = first.rps / ours.rps;
      const from = first.size.toLocaleString('en');
      row(
        subgroup,
        `${route.name}: growth`,
        `${(1000 / ours.rps).toFixed(2)} ms of capacity per request`,
        `${(1000 / first.rps).toFixed(2)} ms at ${from} members; ${authenticated.name} ×${(first.authRps / authRps).toFixed(2)} over the same span`,
        growth,
        `cost at ${size.toLocaleString('en')} / cost at ${from}${growth <= 2 ? '' : ' (over 2)'}`,
      );
    }
  }
  if (!withLoad) {
    primary.process.stdin!.end();
    await new Promise((resolve) => primary.process.once('exit', resolve));
    return failed;
  }
  // Members whose roles the load mix changes (not the admin behind the token): ~32 Active ones
  // not managed by the directory (the widget changes no role of those: the directory's groups do).
  const memberIds: string[] = [];
  let cursor = '';
  for (let pages = 0; pages < 8 && memberIds.length < 32; pages += 1) {
    const page = await send(
      `${target.url}/_widgets/UserManagement/members?limit=100&role=member${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      'GET',
      widgetHeaders(target),
    );
    const { data, list_metadata } = JSON.parse(page.text) as {
      data: { id: string; status: string; directoryManaged?: true }[];
      list_metadata: { before: string | null };
    };
    for (const member of data)
      if (member.status === 'Active' && !member.directoryManaged && memberIds.length < 32)
        memberIds.push(member.id);
    if (!list_metadata.before) break;
    cursor = list_metadata.before;
  }
  const largest = sizes[sizes.length - 1]!.toLocaleString('en');
  // A short untimed round first: the writes' code paths and statements are new to the server
  // (JIT, prepared statements on each connection), which is no steady-state latency.
  await loadMix([target.url], target, 'mixw', memberIds, 1);
  const { result: load, summary: loadCpu } = await cpuDuring([primary], primary, () =>
    loadMix([target.url], target, 'mix', memberIds),
  );
  const afterLoad = await ask(primary, 'memory');
  if (load.errors > 0) failed = true;
  row(
    `${group}, load mix, ${loadClients} clients, ${largest} members`,
    'Members page under the mix (p99 / p50)',
    `p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.throughput.toFixed(0)} req/s${load.errors ? `, ${load.errors} errors` : ''}`,
    '',
    load.p99 / load.p50,
    `p99 / p50${load.p99 / load.p50 <= 5 ? '' : ' (over 5)'}`,
  );
  row(
    `${group}, load mix, ${loadClients} clients, ${largest} members`,
    'CPU during the mix (share of one core)',
    loadCpu,
    '',
    undefined,
    '',
  );
  const inMemory = (report: Record<string, unknown>) =>
    report.database === undefined
      ? ''
      : ` (array buffers ${report.arrayBuffers} MB: database ${report.database} MB, WAL ${report.wal} MB)`;
  row(
    `${group}, load mix, ${loadClients} clients, ${largest} members`,
    'Resident memory of the server process',
    `${atStart.rss} MB after start${inMemory(atStart)}; ${afterSeed.rss} MB after the ${largest} seed${inMemory(afterSeed)}; ${afterLoad.rss} MB after load${inMemory(afterLoad)}`,
    `peak ${afterLoad.peak} MB${afterLoad.maintenance ? `; maintenance: ${afterLoad.maintenance}` : ''}`,
    undefined,
    '',
  );
  if (databaseUrl) {
    const extra: Child[] = [];
    const results: string[] = [];
    for (let processes = 1; processes <= 3; processes += 1) {
      if (processes > 1) extra.push((await startServer(databaseUrl, false)).child);
      const urls = [target.url, ...extra.map((child) => child.url)];
      const tag = `p${processes}`;
      // A process just started is warmed up first, as the primary was (see above).
      await loadMix(urls, target, `${tag}w`, memberIds, 1);
      const { result, summary } = await cpuDuring([primary, ...extra], primary, () =>
        loadMix(urls, target, tag, memberIds),
      );
      const stored = Number((await ask(primary, `count load-${tag}-`)).count);
      const lost = result.invited.length - stored;
      if (result.errors > 0 || lost !== 0) failed = true;
      results.push(`${processes}: ${result.throughput.toFixed(0)} req/s`);
      row(
        `${group}, load mix, ${loadClients} clients, processes behind a round-robin`,
        `${processes} process${processes > 1 ? 'es' : ''}`,
        `${result.throughput.toFixed(0)} req/s, members page p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        `${result.errors} errors, ${result.invited.length} invitations answered, ${lost} lost; CPU: ${summary}`,
        undefined,
        '',
      );
    }
    for (const child of extra) child.process.stdin!.end();
  }
  primary.process.stdin!.end();
  await new Promise((resolve) => primary.process.once('exit', resolve));
  return failed;
}

if (process.argv.includes('--serve')) await serve(true);
else if (process.argv.includes('--serve-more')) await serve(false);
else {
  // BENCH_ONLY=postgres skips PGlite, BENCH_ONLY=pglite PostgreSQL (looking into one alone).
  // With the kernel's autogroup scheduling on, `nice` orders processes only within their
  // session: a bench run in a shell beside other sessions gets one session's share of the CPU
  // whatever its nice value (the CPU rows show it). Run it in its own session with the group's
  // nice set (e.g. `setsid sh -c 'echo -15 > /proc/self/autogroup; exec npm run bench'`).
  if (fs.existsSync('/proc/self/autogroup'))
    console.log(
      `BENCH_NOTE scheduling: ${fs.readFileSync('/proc/self/autogroup', 'utf8').trim()} (with autogroup on, nice only orders processes within a session)`,
    );
  let failed = false;
  if (process.env.BENCH_ONLY !== 'postgres') {
    // The migrated PGlite database the servers open (see serve()): a data directory, or its dump.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    const inMemory = process.env.BENCH_PGLITE_MEMORY === '1';
    const directory = path.join(folder, 'data');
    const fresh = await openDatabase({ dataDir: inMemory ? 'memory://' : directory });
    if (inMemory) {
      const template = path.join(folder, 'db.tar');
      fs.writeFileSync(template, Buffer.from(await (await fresh.dumpDataDir!()).arrayBuffer()));
      process.env.BENCH_PGLITE_TEMPLATE = template;
    } else process.env.BENCH_PGLITE_DIR = directory;
    await fresh.close();
    failed = await run('PGlite', undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  }
  if (process.env.BENCH_DATABASE_URL && process.env.BENCH_ONLY !== 'pglite')
    failed = (await run('PostgreSQL', process.env.BENCH_DATABASE_URL)) || failed;
  else console.log('BENCH_NOTE PostgreSQL not measured: set BENCH_DATABASE_URL');
  agent.destroy();
  process.exitCode = failed ? 1 : 0;
}
