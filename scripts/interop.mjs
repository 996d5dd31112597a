// The interop suite (a layer of `npm test`, after the widgets build): packs dist/widgets as a
// partner gets it, checks the tarball's contents, installs it into the host apps of
// tests/interop (each framework's own packages from the registry, installed once per lockfile),
// type-checks the React, Vue, Svelte and Solid hosts with the package's typings, builds every
// host with its own toolchain and runs tests/interop/interop.spec.ts against the real server.
// Writes its counts to test-results/interop.json. `node scripts/interop.mjs [host...]`.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { checkKitConsumer } from './kit-consumer-check.mjs';
import { freePort, startServerProcess } from './test-server.mjs';

const repo = process.cwd();
const workspace = path.join(repo, 'tests/interop');
const allHosts = [
  'react',
  'react-standalone',
  'react-unsupported',
  'preact',
  'svelte',
  'vue',
  'solid',
  'lit',
  'html',
  'angular',
  'provider-widgets',
];
const hosts = process.argv.length > 2 ? process.argv.slice(2) : allHosts;
const results = [];
const started = Date.now();

function run(command, args, options = {}) {
  const outcome = spawnSync(command, args, {
    cwd: workspace,
    encoding: 'utf8',
    stdio: options.capture ? 'pipe' : 'inherit',
    env: { ...process.env, ...options.env },
  });
  return { ok: outcome.status === 0, output: `${outcome.stdout ?? ''}${outcome.stderr ?? ''}` };
}

function record(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
}

// ── framework packages, installed once per lockfile ────────────────────────────────────────────
const lock = fs.readFileSync(path.join(workspace, 'package-lock.json'));
const stamp = path.join(workspace, 'node_modules/.interop-lock-hash');
const hash = crypto.createHash('sha256').update(lock).digest('hex');
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== hash) {
  const install = run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  if (!install.ok) {
    record('install the hosts’ framework packages', false);
    finish();
  }
  fs.writeFileSync(stamp, hash);
}

// ── the tarball ────────────────────────────────────────────────────────────────────────────────
const packFolder = path.join(workspace, '.pack');
fs.rmSync(packFolder, { recursive: true, force: true });
fs.mkdirSync(packFolder);
const packed = spawnSync(
  'npm',
  ['pack', path.join(repo, 'dist/widgets'), '--pack-destination', packFolder, '--json'],
  { encoding: 'utf8' },
);
let tarball;
try {
  const [info] = JSON.parse(packed.stdout);
  tarball = path.join(packFolder, info.filename);
  const files = info.files.map((file) => file.path);
  const allowed =
    /^((?:shared-react\/)?(?:widgets\.js|chunks\/(?:(?:messages|on-intent)\/)?[\w.-]+\.js)|index\.d\.ts|frameworks\/\w+\.d\.ts|custom-elements\.json|package\.json|README\.md|LICENSE)$/;
  const unexpected = files.filter((file) => !allowed.test(file));
  const required = [
    'widgets.js',
    'chunks/runtime.js',
    'chunks/messages/users-management.de.js',
    'chunks/on-intent/security-dialogs.js',
    'shared-react/widgets.js',
    'shared-react/chunks/runtime.js',
    'shared-react/chunks/users-management.js',
    'index.d.ts',
    'frameworks/react.d.ts',
    'custom-elements.json',
    'package.json',
    'README.md',
    'LICENSE',
  ];
  const missing = required.filter((file) => !files.includes(file));
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repo, 'dist/widgets/package.json'), 'utf8'),
  );
  const problems = [
    ...unexpected.map((file) => `unexpected ${file}`),
    ...missing.map((file) => `missing ${file}`),
    ...(manifest.dependencies ? ['has dependencies'] : []),
    ...(manifest.private ? ['is private'] : []),
  ];
  record(
    'npm pack gives only the kit (loader, chunks, on-intent chunks, message catalogs, the shared-React build, types, manifest, README, licence)',
    problems.length === 0,
    problems.length > 0
      ? problems.join(', ')
      : `${info.entryCount} files, ${(info.size / 1024).toFixed(0)} kB packed, ${(info.unpackedSize / 1024).toFixed(0)} kB unpacked`,
  );
} catch (error) {
  record('npm pack of dist/widgets', false, String(error));
  finish();
}
const consumer = checkKitConsumer(tarball);
record(
  'the packed types type-check in a project with skipLibCheck: false and no other package',
  consumer.ok,
  consumer.output.slice(0, 2000),
);
const install = run(
  'npm',
  ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', tarball],
  {
    capture: true,
  },
);
record(
  'the tarball installs into the hosts’ workspace',
  install.ok,
  install.ok ? '' : install.output,
);
if (!install.ok) finish();

// ── type-checks with the package's typings ─────────────────────────────────────────────────────
const bin = (name) => path.join(workspace, 'node_modules/.bin', name);
const typeChecks = {
  react: {
    check: [bin('tsc'), ['-p', 'hosts/react']],
    misspelt: [bin('tsc'), ['-p', 'hosts/react/tsconfig.misspelt.json']],
  },
  vue: {
    check: [bin('vue-tsc'), ['-p', 'hosts/vue']],
    misspelt: [bin('vue-tsc'), ['-p', 'hosts/vue/tsconfig.misspelt.json']],
  },
  svelte: {
    check: [
      bin('svelte-check'),
      ['--workspace', 'hosts/svelte', '--tsconfig', './tsconfig.json', '--fail-on-warnings'],
    ],
    misspelt: [
      bin('svelte-check'),
      ['--workspace', 'hosts/svelte', '--tsconfig', './tsconfig.misspelt.json'],
    ],
  },
  solid: {
    check: [bin('tsc'), ['-p', 'hosts/solid']],
    misspelt: [bin('tsc'), ['-p', 'hosts/solid/tsconfig.misspelt.json']],
  },
};
for (const [host, { check, misspelt }] of Object.entries(typeChecks)) {
  if (!hosts.includes(host)) continue;
  const accepted = run(check[0], check[1], { capture: true });
  const rejected = run(misspelt[0], misspelt[1], { capture: true });
  const rejectsMisspelling = !rejected.ok && rejected.output.includes('apperance');
  record(
    `${host} type-check accepts the tags and rejects a misspelt attribute`,
    accepted.ok && rejectsMisspelling,
    accepted.ok
      ? rejectsMisspelling
        ? ''
        : `misspelt accepted: ${rejected.output.slice(0, 600)}`
      : accepted.output.slice(0, 2000),
  );
}

// ── builds ─────────────────────────────────────────────────────────────────────────────────────
const buildable = hosts.filter((host) => host !== 'html');
const builds = run(process.execPath, ['build-hosts.mjs', ...buildable], { capture: true });
console.log(builds.output.trim());
const built = hosts.filter(
  (host) => host === 'html' || fs.existsSync(path.join(workspace, 'dist', host, 'index.html')),
);
for (const host of buildable) {
  if (!built.includes(host)) record(`${host} host builds with its toolchain`, false);
}

// ── the browser checks ─────────────────────────────────────────────────────────────────────────
const kitFolder = path.join(workspace, 'node_modules/@loyalty-console/account-widgets');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
/** /<host>/... from tests/interop/dist/<host>; the plain page and the kit as from a CDN. */
function resolveFile(pathname) {
  const cdn = /^\/cdn\/account-widgets\/[\w.-]+\/(.+)$/.exec(pathname);
  if (cdn) return path.join(kitFolder, cdn[1]);
  if (pathname === '/html/') return path.join(workspace, 'hosts/html/index.html');
  if (pathname.startsWith('/html/')) return path.join(workspace, 'hosts/html', pathname.slice(6));
  const [, host, rest] = /^\/([\w-]+)\/(.*)$/.exec(pathname) ?? [];
  if (!host) return undefined;
  return path.join(workspace, 'dist', host, rest || 'index.html');
}
const hostsPort = await freePort();
const hostsServer = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  // The browser asks for one; a 404 would be a console error on every page.
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const file = resolveFile(pathname);
  if (
    !file ||
    !file.startsWith(workspace) ||
    !fs.existsSync(file) ||
    fs.statSync(file).isDirectory()
  ) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => hostsServer.listen(hostsPort, '127.0.0.1', resolve));
const hostsUrl = `http://localhost:${hostsPort}`;
const server = await startServerProcess({
  allowedOrigins: [hostsUrl, `http://127.0.0.1:${hostsPort}`],
});
const report = path.join(repo, 'test-results/interop-browser.json');
fs.rmSync(report, { force: true });
try {
  // Not spawnSync: this process serves the hosts meanwhile.
  const browser = spawn(
    path.join(repo, 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/interop/playwright.config.ts'],
    {
      cwd: repo,
      stdio: 'inherit',
      env: {
        ...process.env,
        INTEROP_HOSTS_URL: hostsUrl,
        TEST_SERVER_URL: server.url,
        INTEROP_HOSTS: built.join(','),
      },
    },
  );
  await new Promise((resolve) => browser.on('exit', resolve));
} finally {
  await server.stop();
  hostsServer.close();
}
try {
  const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
  for (let index = 0; index < stats.expected + (stats.flaky ?? 0); index += 1)
    results.push({ name: 'browser', ok: true });
  for (let index = 0; index < stats.unexpected; index += 1)
    results.push({ name: 'browser', ok: false });
} catch {
  record('browser checks ran', false);
}
finish();

function finish() {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  fs.mkdirSync(path.join(repo, 'test-results'), { recursive: true });
  fs.writeFileSync(
    path.join(repo, 'test-results/interop.json'),
    JSON.stringify({ passed, failed }),
  );
  console.log(
    `interop: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(failed === 0 ? 0 : 1);
}
