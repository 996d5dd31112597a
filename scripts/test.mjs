// `npm test`: every layer in order (lint, typecheck, unit, server, element, end-to-end, interop), going
// on after a failure so one run reports everything, then each layer's time, the total and one
// closing line `N passed, N failed`. The end-to-end layer runs two Playwright workers, each with
// its own server (playwright.config.ts, tests/e2e/fixtures.ts).
import { spawnSync } from 'node:child_process';
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

/** A test layer whose counts come from the runner's JSON report. */
function layer(name, command, args, reportFile, readCounts, env) {
  console.log(`\n━━ ${name} ━━`);
  fs.rmSync(reportFile, { force: true });
  const { ok, seconds } = run(command, args, env);
  let counts = { passed: 0, failed: 0 };
  try {
    counts = readCounts(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch {
    // No report: the runner itself failed.
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ layer: name, ...counts, seconds });
}

const vitestCounts = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests });
const playwrightCounts = (report) => ({
  passed: report.stats.expected + (report.stats.flaky ?? 0),
  failed: report.stats.unexpected,
});
const elementCounts = (report) => ({ passed: report.passed, failed: report.failed });

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
layer(
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

if (process.env.TEST_DATABASE_URL) {
  // The same contract tests against a real PostgreSQL server (set up by .ci/run).
  layer(
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
  );
}

const built =
  check('build widgets', bin('vite'), ['build', '--mode', 'widgets', '--logLevel', 'warn']) &
  check('build harness', bin('vite'), ['build', '--mode', 'harness', '--logLevel', 'warn']) &
  check('build dashboard', bin('vite'), ['build', '--mode', 'app', '--logLevel', 'warn']);

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
  const wtrPort = await freePort();
  const server = await startServerProcess({
    allowedOrigins: [`http://localhost:${wtrPort}`, `http://127.0.0.1:${wtrPort}`],
  });
  try {
    layer('elements', bin('wtr'), [], 'test-results/elements.json', elementCounts, {
      TEST_SERVER_URL: server.url,
      WTR_PORT: String(wtrPort),
    });
  } finally {
    await server.stop();
  }
  // Each worker starts its own server on free ports (tests/e2e/fixtures.ts).
  layer('e2e', bin('playwright'), ['test'], 'test-results/e2e.json', playwrightCounts, {
    E2E_PORT: '',
  });
  // The packed kit in each framework's host app (installs the hosts' packages once per lockfile).
  layer(
    'interop',
    process.execPath,
    ['scripts/interop.mjs'],
    'test-results/interop.json',
    elementCounts,
  );
} else {
  results.push({ layer: 'elements + e2e (not run)', passed: 0, failed: 1, seconds: 0 });
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
