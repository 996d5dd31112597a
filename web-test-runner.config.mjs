// Element tests: real Chromium (Debian's, never a downloaded one) against the built kit in
// dist/widgets and the test harness in dist/harness. The API server is started by
// scripts/test.mjs (or by hand) and its URL reaches the tests as window.__TEST_API__.
import fs from 'node:fs';
import path from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

const apiUrl = process.env.TEST_SERVER_URL ?? 'http://127.0.0.1:4100';

/** Where countsReporter writes: one file per share of the tests (WTR_REPORT). */
const reportFile = process.env.WTR_REPORT ?? 'test-results/elements.json';

/**
 * The test files, or with WTR_SHARD=k/n the k-th of n shares (npm test runs the shares side by
 * side, each with its own browser and server, so no file sees another's faults or data). Shares
 * are balanced by each file's test time in tests/elements/durations.json (seconds; a file not in
 * it counts 2 s), the longest first to the lightest share so far. `WTR_DURATIONS=<file>` makes a
 * run write its files' times there, to refresh it.
 */
function testFiles() {
  const all = fs
    .readdirSync('tests/elements')
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/elements/${name}`)
    .sort();
  const match = /^(\d+)\/(\d+)$/.exec(process.env.WTR_SHARD ?? '');
  if (!match) return all;
  const [share, shares] = [Number(match[1]), Number(match[2])];
  const durations = JSON.parse(fs.readFileSync('tests/elements/durations.json', 'utf8'));
  const time = (file) => durations[file] ?? 2;
  const buckets = Array.from({ length: shares }, () => ({ files: [], time: 0 }));
  for (const file of [...all].sort((a, b) => time(b) - time(a) || a.localeCompare(b))) {
    const lightest = buckets.reduce((best, bucket) => (bucket.time < best.time ? bucket : best));
    lightest.files.push(file);
    lightest.time += time(file);
  }
  return buckets[share - 1]?.files ?? [];
}

/** Writes pass/fail counts (reportFile) for the closing summary of npm test. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      // Counts the suite's results and returns its test time (ms).
      const walk = (suite) => {
        let time = 0;
        for (const test of suite.tests ?? []) {
          if (test.skipped) continue;
          if (test.passed) passed += 1;
          else failed += 1;
          time += test.duration ?? 0;
        }
        for (const child of suite.suites ?? []) time += walk(child);
        return time;
      };
      const durations = {};
      for (const session of sessions) {
        if (session.testResults) {
          const time = walk(session.testResults);
          durations[path.relative(process.cwd(), session.testFile)] = Math.round(time / 100) / 10;
        }
        // A file that failed to load counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) failed += 1;
      }
      fs.mkdirSync('test-results', { recursive: true });
      fs.writeFileSync(reportFile, JSON.stringify({ passed, failed }));
      if (process.env.WTR_DURATIONS)
        fs.writeFileSync(process.env.WTR_DURATIONS, `${JSON.stringify(durations, null, 2)}\n`);
    },
  };
}

/**
 * `executeServerCommand('webauthn', { userVerified? })` from a test page: gives the page a CDP
 * virtual authenticator (internal, resident keys, user verification) on first use, then sets
 * whether it verifies the user, so element tests run real passkey ceremonies.
 */
function virtualAuthenticatorPlugin() {
  const authenticators = new Map();
  return {
    name: 'webauthn-virtual-authenticator',
    async executeCommand({ command, payload, session }) {
      if (command !== 'webauthn') return undefined;
      let entry = authenticators.get(session.id);
      if (!entry) {
        const page = session.browser.getPage(session.id);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('WebAuthn.enable', { enableUI: false });
        const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
            automaticPresenceSimulation: true,
          },
        });
        entry = { cdp, authenticatorId };
        authenticators.set(session.id, entry);
      }
      if (typeof payload?.userVerified === 'boolean') {
        await entry.cdp.send('WebAuthn.setUserVerified', {
          authenticatorId: entry.authenticatorId,
          isUserVerified: payload.userVerified,
        });
      }
      return { authenticatorId: entry.authenticatorId };
    },
  };
}

/**
 * `executeServerCommand('collect-garbage')` from a test page: a full garbage collection of the
 * page's heap through CDP, so a test can check with WeakRefs that what it removed is released.
 */
function collectGarbagePlugin() {
  return {
    name: 'collect-garbage',
    async executeCommand({ command, session }) {
      if (command !== 'collect-garbage') return undefined;
      const page = session.browser.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
      } finally {
        await cdp.detach();
      }
      return true;
    },
  };
}

/**
 * `executeServerCommand('hold-chunk', { name })` from a test page: the page's requests for files
 * whose name starts with `name` wait until `executeServerCommand('release-chunk', { name })`, so
 * a test can act before a lazy chunk (the floating layer) arrives and then let it in.
 */
function holdChunkPlugin() {
  const held = new Map();
  return {
    name: 'hold-chunk',
    async executeCommand({ command, payload, session }) {
      if (command !== 'hold-chunk' && command !== 'release-chunk') return undefined;
      const key = `${session.id} ${payload.name}`;
      if (command === 'release-chunk') {
        held.get(key)?.();
        held.delete(key);
        return true;
      }
      let release;
      const released = new Promise((resolve) => (release = resolve));
      held.set(key, release);
      const page = session.browser.getPage(session.id);
      await page.route(
        (url) => (url.pathname.split('/').pop() ?? '').startsWith(payload.name),
        async (route) => {
          await released;
          await route.fallback();
        },
      );
      return true;
    },
  };
}

export default {
  files: testFiles(),
  port: Number(process.env.WTR_PORT ?? 8765),
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 240000,
  reporters: [defaultReporter(), summaryReporter(), countsReporter()],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    virtualAuthenticatorPlugin(),
    collectGarbagePlugin(),
    holdChunkPlugin(),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"></head><body>
<script>window.__TEST_API__ = ${JSON.stringify(apiUrl)};</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
};
