// Benchmark in Chromium: a partner's Vite + React 19 app (tests/bench/react-host) with
// <users-management>, built twice in this run: with the kit's shared-React entry in its bundle
// (the kit's chunks import the app's React), and with nothing of the kit in its bundle and the
// standalone widgets.js as a script tag (the kit brings its own React). Prints, side by side:
// what the shared-React entry adds to the app's own download before the first row (gzip;
// budget 45 kB), the first row of each (cold loads, alternating; the shared-React one may not
// come later), and how many React renderers each page runs. `BENCH_ROW {json}` lines for
// scripts/bench.mjs.
//
//   npx tsx tests/bench/react-host.ts      (needs dist/widgets: npm run build:widgets)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startServerProcess } from '../../scripts/test-server.mjs';
import { signIn } from '../server/sign-in';
import type { TestServer } from '../server/test-server';

const loads = Number(process.env.BENCH_LOADS ?? 10);
const ADDED_BUDGET = 45 * 1024;
const variants = ['shared', 'standalone'] as const;
type Variant = (typeof variants)[number];
const sharedEntry = path.resolve('dist/widgets/shared-react/widgets.js');
if (!fs.existsSync(sharedEntry)) {
  console.error(`${sharedEntry} does not exist: run \`npx vite build --mode widgets\` first.`);
  process.exit(1);
}

/** `import 'kit-entry'` in the app: the shared-React entry, or nothing (standalone script tag). */
function kitEntry(variant: Variant): Plugin {
  return {
    name: 'bench-kit-entry',
    resolveId: (id) => (id === 'kit-entry' ? '\0kit-entry' : undefined),
    load: (id) =>
      id === '\0kit-entry'
        ? variant === 'shared'
          ? `import ${JSON.stringify(sharedEntry)};`
          : ''
        : undefined,
  };
}

const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-react-host-'));
for (const variant of variants) {
  await build({
    root: path.resolve('tests/bench/react-host'),
    base: `/${variant}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), kitEntry(variant)],
    build: { outDir: path.join(outRoot, variant), emptyOutDir: true },
  });
}

// Counts the React renderers that register with the page (each react-dom copy does, also in
// production), and marks the first frame painted after a member row exists.
const probe = `<script>
  window.__renderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject(renderer) { window.__renderers.push(renderer.version); return window.__renderers.length; },
    onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, checkDCE() {},
  };
  (function poll() {
    var host = document.querySelector('users-management');
    var rows = host && host.shadowRoot ? host.shadowRoot.querySelectorAll('tbody tr') : [];
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].textContent.indexOf('@') >= 0) {
        requestAnimationFrame(function () { window.__firstRow = performance.now(); });
        return;
      }
    }
    requestAnimationFrame(poll);
  })();
</script>`;

let headScripts: Record<Variant, string> = { shared: '', standalone: '' };
const partner = http.createServer((request, response) => {
  const [, variant, rest] = /^\/(shared|standalone)\/(.*)$/.exec(request.url ?? '') ?? [];
  const file = variant && path.join(outRoot, variant, rest || 'index.html');
  if (!file || !file.startsWith(outRoot) || !fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const isPage = file.endsWith('.html');
  response.writeHead(200, {
    'content-type': isPage ? 'text/html; charset=utf-8' : 'text/javascript',
    'cache-control': 'no-store',
  });
  const body = fs.readFileSync(file, 'utf8');
  response.end(isPage ? body.replace('<head>', `<head>${headScripts[variant as Variant]}`) : body);
});
await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;

interface Load {
  firstRow: number;
  renderers: string[];
  /** Each JS file fetched, and whether its request left before the first row's frame. */
  scripts: { url: string; beforeFirstRow: boolean }[];
}

async function coldLoad(browser: Browser, variant: Variant): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sent: { wallTime: number; url: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Script')
        sent.push({ wallTime: event.wallTime * 1000, url: event.request.url });
    });
    await page.goto(`${origin}/${variant}/`);
    await page.waitForFunction(() => (window as { __firstRow?: number }).__firstRow, null, {
      timeout: 60_000,
    });
    const { firstRow, at, renderers } = await page.evaluate(() => {
      const w = window as unknown as { __firstRow: number; __renderers: string[] };
      return {
        firstRow: w.__firstRow,
        at: performance.timeOrigin + w.__firstRow,
        renderers: w.__renderers,
      };
    });
    await page.waitForLoadState('networkidle');
    return {
      firstRow,
      renderers,
      scripts: sent.map(({ wallTime, url }) => ({ url, beforeFirstRow: wallTime < at })),
    };
  } finally {
    await context.close();
  }
}

const gzipSizes = new Map<string, number>();
/** The gzip size of a fetched script: the app's files from its build, the kit's from dist/widgets. */
function gzipOf(url: string, api: URL): number {
  const { origin: from, pathname } = new URL(url);
  const file =
    from === api.origin
      ? path.join('dist/widgets', pathname.replace(/^\/widgets\//, ''))
      : path.join(outRoot, pathname);
  if (!gzipSizes.has(file))
    gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file)!;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
function row(line: Record<string, unknown>) {
  console.log(`BENCH_ROW ${JSON.stringify(line)}`);
}

const server = await startServerProcess({
  env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  allowedOrigins: [origin],
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let failed = false;
try {
  const api = new URL(server.url);
  const serverLike = { url: server.url, config: { clientId: 'client_loyalty_dashboard' } };
  const { accessToken } = await signIn(
    serverLike as unknown as TestServer,
    'admin@acme.test',
    'Demo-pass-2026',
  );
  const config = `<script>window.benchHost = ${JSON.stringify({ token: accessToken, hostname: api.hostname, port: api.port })};</script>`;
  headScripts = {
    shared: `${config}${probe}`,
    // What a page adds for the standalone kit: one script tag, fetched beside the app's bundle.
    standalone: `${config}${probe}<script type="module" src="${api.origin}/widgets/widgets.js"></script>`,
  };

  const times: Record<Variant, number[]> = { shared: [], standalone: [] };
  const first: Partial<Record<Variant, Load>> = {};
  for (let load = 0; load < loads; load += 1) {
    for (const variant of load % 2 === 0 ? variants : [...variants].reverse()) {
      const result = await coldLoad(browser, variant);
      times[variant].push(result.firstRow);
      first[variant] ??= result;
    }
  }
  const group = `React app (Vite + React 19) with \`<users-management>\`, ${loads} cold loads each`;
  const before = (load: Load, which: (url: string) => boolean) =>
    load.scripts
      .filter((script) => script.beforeFirstRow && which(script.url))
      .reduce((sum, script) => sum + gzipOf(script.url, api), 0);
  const all = () => true;
  const isKit = (url: string) => new URL(url).origin === api.origin;
  // The app's own bundle: what the standalone page fetched from the app (nothing of the kit).
  const appAlone = before(first.standalone!, (url) => !isKit(url));
  const added = before(first.shared!, all) - appAlone;
  for (const [variant, load] of Object.entries(first)) {
    for (const script of load.scripts) {
      console.log(
        `BENCH_NOTE ${variant.padEnd(10)} ${new URL(script.url).pathname.padEnd(48)} ${kb(gzipOf(script.url, api)).padStart(8)}  ${script.beforeFirstRow ? 'before the first row' : 'after the first row'}`,
      );
    }
  }
  row({
    group,
    measure: 'kit bytes added to the app before the first row (gzip)',
    ours: `${kb(added)} (shared-React entry)`,
    baseline: `budget 45 kB; standalone widgets.js: ${kb(before(first.standalone!, isKit))}`,
    ratio: added / ADDED_BUDGET,
    ratioLabel: `added / budget (the app alone: ${kb(appAlone)})`,
  });
  if (added > ADDED_BUDGET) failed = true;
  for (const [name, q] of [
    ['median', 0.5],
    ['p90', 0.9],
  ] as const) {
    const ratio = quantile(times.shared, q) / quantile(times.standalone, q);
    row({
      group,
      measure: `first row, ${name}`,
      ours: `${quantile(times.shared, q).toFixed(0)} ms (shared-React entry)`,
      baseline: `${quantile(times.standalone, q).toFixed(0)} ms (standalone widgets.js)`,
      ratio,
      ratioLabel: name === 'median' ? 'shared / standalone (budget ≤ 1.00)' : 'shared / standalone',
    });
    if (name === 'median' && ratio > 1) failed = true;
  }
  row({
    group,
    measure: 'React renderers on the page',
    ours: `${first.shared!.renderers.length} (${first.shared!.renderers.join(', ')})`,
    baseline: `${first.standalone!.renderers.length} (${first.standalone!.renderers.join(', ')})`,
    ratio: null,
    ratioLabel: 'shared-React entry / standalone',
  });
  if (first.shared!.renderers.length !== 1) failed = true;
} finally {
  await browser.close();
  partner.close();
  await server.stop();
  fs.rmSync(outRoot, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
