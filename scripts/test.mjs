// `npm test`: every layer (lint, format, unit, builds, typecheck, element, interop, end-to-end, and
// the server layer on PGlite and, with TEST_DATABASE_URL set, on PostgreSQL alongside them), going
// on after a failure so one run reports everything, then each layer's time, the total and one
// closing line `N passed, N failed`. The server layers run alongside the layers before the
// end-to-end one, which comes last with both cores: two Playwright workers, each with its own
// server (playwright.config.ts, tests/e2e/fixtures.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort, startServerProcess } from './test-server.mjs';

const results = [];
const suiteStarted = Date.now();
fs.mkdirSync('test-results', { recursive: true });

function run(command, args, env = {}) {
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: outcome.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const bin = (name) => `node_modules/.bin/${name}`;

/** A check that counts as one test: passes when the command exits 0. */
function check(layer, command, args, env) {
  console.log(`\n━━ ${layer} ━━`);
  const { ok, seconds } = run(command, args, env);
  results.push({ layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** The counts of a layer's JSON report (a failed run without failed tests counts as one). */
function reportCounts(ok, reportFile, readCounts) {
  let counts = { passed: 0, failed: 0 };
  try {
    counts = readCounts(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch {
    // No report: the runner itself failed.
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** A test layer whose counts come from the runner's JSON report. */
function layer(name, command, args, reportFile, readCounts, env) {
  console.log(`\n━━ ${name} ━━`);
  fs.rmSync(reportFile, { force: true });
  const { ok, seconds } = run(command, args, env);
  results.push({ layer: name, ...reportCounts(ok, reportFile, readCounts), seconds });
}

/** Whether a spawned child ran and exited with 0. */
function exitedOk(child) {
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * A layer run alongside the ones that follow it (which block this process: its output goes to a
 * file, not a pipe), printed when `done` is awaited. Its summary row keeps its place; its time
 * runs to its last output.
 */
function backgroundLayer(name, command, args, reportFile, readCounts, env) {
  console.log(`\n━━ ${name}: running alongside the next layers, its output follows them ━━`);
  fs.rmSync(reportFile, { force: true });
  const row = { layer: name, passed: 0, failed: 0, seconds: 0 };
  results.push(row);
  const logFile = `${reportFile}.log`;
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
  });
  fs.closeSync(log);
  const ended = exitedOk(child);
  return {
    done: async () => {
      const ok = await ended;
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(fs.readFileSync(logFile));
      const lastOutput = Math.max(
        ...[logFile, reportFile].map((file) =>
          fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
        ),
      );
      Object.assign(row, reportCounts(ok, reportFile, readCounts), {
        seconds: Math.round((lastOutput - started) / 1000),
      });
    },
  };
}

/**
 * The element tests in `shares` shares run side by side (web-test-runner.config.mjs, WTR_SHARD),
 * each with its own runner, browser and API server: a file mostly waits (on timers, the network,
 * the page), one runner alone kept about a third of the two cores busy.
 */
async function elementsLayer(shares) {
  console.log('\n━━ elements ━━');
  const started = Date.now();
  const runs = Array.from({ length: shares }, async (_, index) => {
    const wtrPort = await freePort();
    const server = await startServerProcess({
      allowedOrigins: [`http://localhost:${wtrPort}`, `http://127.0.0.1:${wtrPort}`],
    });
    const reportFile = `test-results/elements-${index + 1}.json`;
    fs.rmSync(reportFile, { force: true });
    try {
      const child = spawn(bin('wtr'), [], {
        stdio: 'inherit',
        env: {
          ...process.env,
          TEST_SERVER_URL: server.url,
          WTR_PORT: String(wtrPort),
          WTR_SHARD: `${index + 1}/${shares}`,
          WTR_REPORT: reportFile,
        },
      });
      return reportCounts(await exitedOk(child), reportFile, elementCounts);
    } finally {
      await server.stop();
    }
  });
  const counts = await Promise.all(runs);
  results.push({
    layer: 'elements',
    passed: counts.reduce((sum, count) => sum + count.passed, 0),
    failed: counts.reduce((sum, count) => sum + count.failed, 0),
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

const vitestCounts = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests });
const playwrightCounts = (report) => ({
  passed: report.stats.expected + (report.stats.flaky ?? 0),
  failed: report.stats.unexpected,
});
const elementCounts = (report) => ({ passed: report.passed, failed: report.failed });

// The same contract tests against a real PostgreSQL server (set up by .ci/run), alongside the
// layers before the end-to-end one: it and the PGlite server layer each keep about one core busy
// (one test file at a time), the other layers before e2e mostly less, so on two cores they overlap.
const postgresLayer = process.env.TEST_DATABASE_URL
  ? backgroundLayer(
      'server (PostgreSQL)',
      bin('vitest'),
      [
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        '--outputFile=test-results/server-pg.json',
      ],
      'test-results/server-pg.json',
      vitestCounts,
    )
  : undefined;

check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
layer(
  'unit',
  bin('vitest'),
  [
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/unit.json',
  ],
  'test-results/unit.json',
  vitestCounts,
);

const built =
  check('build widgets', bin('vite'), ['build', '--mode', 'widgets', '--logLevel', 'warn']) &
  check('build harness', bin('vite'), ['build', '--mode', 'harness', '--logLevel', 'warn']) &
  check('build dashboard', bin('vite'), ['build', '--mode', 'app', '--logLevel', 'warn']);

// The contract tests on PGlite, alongside the type check, the element tests and the interop
// suite: those mostly wait on a browser, the network or a build, so on two cores the server layer
// (about one core) fills the other; both server layers end before the end-to-end layer, which
// needs both cores. Started after the builds, as some server tests serve dist/widgets.
const pgliteLayer = backgroundLayer(
  'server (PGlite)',
  bin('vitest'),
  [
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/server.json',
  ],
  'test-results/server.json',
  vitestCounts,
  { TEST_DATABASE_URL: '' },
);

// After the builds: the element tests import the built bundles.
check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);

let browserReady = false;
try {
  ensureChromium();
  browserReady = true;
} catch (error) {
  console.error(error.message);
  results.push({ layer: 'chromium', passed: 0, failed: 1, seconds: 0 });
}

if (built && browserReady) {
  await elementsLayer(2);
  // The packed kit in each framework's host app (installs the hosts' packages once per lockfile).
  layer(
    'interop',
    process.execPath,
    ['scripts/interop.mjs'],
    'test-results/interop.json',
    elementCounts,
  );
  await postgresLayer?.done();
  await pgliteLayer.done();
  // Each worker starts its own server on free ports (tests/e2e/fixtures.ts).
  layer('e2e', bin('playwright'), ['test'], 'test-results/e2e.json', playwrightCounts, {
    E2E_PORT: '',
  });
} else {
  results.push({ layer: 'elements + e2e (not run)', passed: 0, failed: 1, seconds: 0 });
  await postgresLayer?.done();
  await pgliteLayer.done();
}

console.log("\n━━ summary: each layer's counts and time ━━");
for (const result of results) {
  console.log(
    `${result.layer.padEnd(26)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(4)} failed  ${result.seconds}s`,
  );
}
console.log(`${'total'.padEnd(26)} ${Math.round((Date.now() - suiteStarted) / 1000)}s`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
