// Benchmark in Chromium: time from navigation to the first users row painted, for a plain
// partner page (served from another origin) with <users-management>, beside a floor page with no
// framework that fetches the same members with the same token and writes rows with plain DOM.
// Median and p90 of cold loads (new browser context, cache off), unthrottled, with the CPU
// throttled 4x, and with 50 ms added to every request's round trip; the requests the widget page makes; JS heap after 200 mount/unmount cycles.
// Prints one `BENCH_ROW {json}` line per measure for scripts/bench.mjs.
//
//   npx tsx tests/bench/first-row.ts      (needs dist/widgets: npm run build:widgets)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { startServerProcess } from '../../scripts/test-server.mjs';
import { signIn } from '../server/sign-in';
import type { TestServer } from '../server/test-server';

const loads = Number(process.env.BENCH_LOADS ?? 10);
const cycles = Number(process.env.BENCH_CYCLES ?? 200);

// Marks the first frame painted after a member row (one with an e-mail address) exists, in the
// page or in the widget's shadow root. The same probe runs on both pages.
const probe = `<script>
  (function poll() {
    var host = document.querySelector('users-management');
    var root = host ? host.shadowRoot : document;
    var rows = root ? root.querySelectorAll('tbody tr') : [];
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].textContent.indexOf('@') >= 0) {
        requestAnimationFrame(function () { window.__firstRow = performance.now(); });
        return;
      }
    }
    requestAnimationFrame(poll);
  })();
</script>`;

function widgetPage(api: URL, token: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>${probe}
<script type="module" src="${api.origin}/widgets/widgets.js"></script></head>
<body><main><h1>Team</h1>
<users-management api-hostname="${api.hostname}" api-port="${api.port}" api-https="false"></users-management>
</main>
<script type="module">
  await customElements.whenDefined('users-management');
  document.querySelector('users-management').authToken = ${JSON.stringify(token)};
</script></body></html>`;
}

function floorPage(api: URL, token: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor page</title>${probe}</head>
<body><main><h1>Team</h1><table><thead><tr><th>User</th><th>Role</th><th>Status</th></tr></thead><tbody></tbody></table></main>
<script type="module">
  const response = await fetch(${JSON.stringify(`${api.origin}/_widgets/UserManagement/members?limit=10`)}, {
    cache: 'no-store',
    headers: {
      authorization: ${JSON.stringify(`Bearer ${token}`)},
      'workos-widgets-version': '1',
      'workos-widgets-type': 'user-management',
      'content-type': 'application/json',
    },
  });
  const { data } = await response.json();
  const body = document.querySelector('tbody');
  for (const member of data) {
    const row = document.createElement('tr');
    for (const text of [
      [member.firstName, member.lastName].filter(Boolean).join(' ') + ' ' + member.email,
      member.roles.map((role) => role.name).join(', '),
      member.status,
    ]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.append(cell);
    }
    body.append(row);
  }
</script></body></html>`;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

interface LoadResult {
  firstRow: number;
  requests: { method: string; url: string; authorized: boolean; beforeFirstRow: boolean }[];
}

/** A load's conditions: CPU slowdown factor and the round trip added to every request. */
interface Conditions {
  cpu: number;
  latencyMs: number;
  label: string;
}

const conditions: Conditions[] = [
  { cpu: 1, latencyMs: 0, label: '' },
  { cpu: 4, latencyMs: 0, label: ', CPU 4x slower' },
  // A partner's visitors are not on localhost: every sequential fetch costs a round trip.
  { cpu: 1, latencyMs: 50, label: ', 50 ms round trip per request' },
];

async function coldLoad(browser: Browser, url: string, when: Conditions): Promise<LoadResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (when.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: when.cpu });
    if (when.latencyMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: when.latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const requests: LoadResult['requests'] = [];
    let painted = false;
    // CDP sees what page.on('request') does not: CORS preflights, with their own type.
    cdp.on('Network.requestWillBeSent', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      requests.push({
        method: event.type === 'Preflight' ? 'OPTIONS' : event.request.method,
        url: event.request.url,
        authorized: Boolean(headers['authorization']),
        beforeFirstRow: !painted,
      });
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as { __firstRow?: number }).__firstRow, null, {
      timeout: 60_000,
    });
    painted = true;
    const firstRow = await page.evaluate(() => (window as { __firstRow?: number }).__firstRow!);
    await page.waitForLoadState('networkidle');
    return { firstRow, requests };
  } finally {
    await context.close();
  }
}

async function heapAfterCycles(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => (window as { __firstRow?: number }).__firstRow);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const samples: [number, number][] = [];
  // A string, not a function: the TypeScript loader would add helpers the page does not have.
  const cycle = (count: number) =>
    page.evaluate(`(async () => {
      const template = document.querySelector('users-management');
      for (let index = 0; index < ${count}; index += 1) {
        const element = document.createElement('users-management');
        for (const name of ['api-hostname', 'api-port', 'api-https'])
          element.setAttribute(name, template.getAttribute(name));
        element.authToken = template.authToken;
        document.body.append(element);
        await new Promise((resolve) => {
          (function check() {
            if (element.getAttribute('data-state') === 'ready') resolve();
            else requestAnimationFrame(check);
          })();
        });
        element.remove();
      }
    })()`);
  await cycle(1);
  samples.push([1, await heap()]);
  for (let done = 1; done < cycles;) {
    const step = Math.min(25, cycles - done);
    await cycle(step);
    done += step;
    samples.push([done, await heap()]);
  }
  await context.close();
  // Least-squares slope over the samples after the first (bytes per cycle).
  const tail = samples.slice(1);
  const meanX = tail.reduce((sum, [x]) => sum + x, 0) / tail.length;
  const meanY = tail.reduce((sum, [, y]) => sum + y, 0) / tail.length;
  const slope =
    tail.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) /
    tail.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return { first: samples[0]![1], last: samples.at(-1)![1], slope };
}

function row(line: Record<string, unknown>) {
  console.log(`BENCH_ROW ${JSON.stringify(line)}`);
}

// The partner page's own origin, known before the server starts so its CORS allows it.
let pages = { widget: '', floor: '' };
const partner = http.createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(request.url?.startsWith('/floor') ? pages.floor : pages.widget);
});
await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
// Development mode: the production request path (no test-mode fault hook on every request).
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
  pages = { widget: widgetPage(api, accessToken), floor: floorPage(api, accessToken) };

  let requestsRow: LoadResult | undefined;
  let floorRequests: LoadResult | undefined;
  for (const when of conditions) {
    const ours: number[] = [];
    const floor: number[] = [];
    for (let load = 0; load < loads; load += 1) {
      const widget = await coldLoad(browser, `${origin}/widget`, when);
      ours.push(widget.firstRow);
      requestsRow ??= widget;
      const plain = await coldLoad(browser, `${origin}/floor`, when);
      floorRequests ??= plain;
      floor.push(plain.firstRow);
    }
    for (const [name, q] of [
      ['median', 0.5],
      ['p90', 0.9],
    ] as const) {
      row({
        group: `First users row painted, ${loads} cold loads${when.label}`,
        measure: `${name}`,
        ours: `${quantile(ours, q).toFixed(0)} ms`,
        baseline: `${quantile(floor, q).toFixed(0)} ms`,
        ratio: quantile(ours, q) / quantile(floor, q),
        ratioLabel: 'ours / floor page',
      });
    }
  }

  // The browser's own favicon request is no one's doing.
  const ownRequests = (load: LoadResult) =>
    load.requests.filter((request) => !request.url.endsWith('/favicon.ico'));
  const count = (load: LoadResult) => {
    const all = ownRequests(load);
    const actual = all.filter((request) => request.method !== 'OPTIONS');
    return `${actual.filter((request) => request.beforeFirstRow).length} / ${actual.length} (+ ${all.length - actual.length} preflights)`;
  };
  const requests = ownRequests(requestsRow!);
  const actual = requests.filter((request) => request.method !== 'OPTIONS');
  const keys = actual.map((request) => `${request.method} ${request.url}`);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  const unauthorized = actual.filter(
    (request) => request.url.includes('/_widgets/') && !request.authorized,
  );
  const apiCalls = actual.filter((request) => request.url.includes('/_widgets/'));
  row({
    group: 'Requests of the widget page (one cold load)',
    measure: 'until the first row / on load',
    ours: `${count(requestsRow!)}; ${apiCalls.length} API calls`,
    baseline: count(floorRequests!),
    ratio: null,
    ratioLabel: `repeated ${repeated.length}, API calls without token ${unauthorized.length}`,
  });
  if (repeated.length > 0 || unauthorized.length > 0) failed = true;
  console.log(
    `BENCH_NOTE widget page requests: ${keys.map((key) => key.replace(api.origin, '')).join(', ')}`,
  );

  const memory = await heapAfterCycles(browser, `${origin}/widget`);
  const growth = memory.last - memory.first;
  row({
    group: `Memory, ${cycles} mount/unmount cycles of \`<users-management>\`, forced GC`,
    measure: 'JS heap growth after the first cycle',
    ours: `${(growth / 1024).toFixed(0)} kB (${(memory.first / 1048576).toFixed(1)} → ${(memory.last / 1048576).toFixed(1)} MB)`,
    baseline: 'budget 1024 kB',
    ratio: growth / (1024 * 1024),
    ratioLabel: `growth / 1 MB; slope ${(memory.slope / 1024).toFixed(2)} kB per cycle`,
  });
  if (growth >= 1024 * 1024) failed = true;
} finally {
  await browser.close();
  partner.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
