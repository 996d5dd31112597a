// Builds each host app with its framework's own toolchain into dist/<host>/ (served under
// /<host>/): Vite with the framework's plugin, Angular with its own builder. Run from this folder
// after the packed kit is installed: `node build-hosts.mjs [host...]`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const isCustomElement = (tag) => tag.includes('-');

/** Each Vite host's plugins, as its framework's documentation sets them up. */
const viteHosts = {
  react: async () => [(await import('@vitejs/plugin-react')).default()],
  // The same React app with the standalone widgets.js (hosts/react-standalone imports ../react).
  'react-standalone': async () => [(await import('@vitejs/plugin-react')).default()],
  // The shared-React entry where react and react-dom report 18.3.1 (hosts/react-unsupported).
  'react-unsupported': async () => [reactReporting18()],
  preact: async () => [(await import('@preact/preset-vite')).default()],
  svelte: async () => [(await import('@sveltejs/vite-plugin-svelte')).svelte()],
  vue: async () => [
    // Vue resolves unknown tags as components unless told they are custom elements.
    (await import('@vitejs/plugin-vue')).default({
      template: { compilerOptions: { isCustomElement } },
    }),
  ],
  solid: async () => [(await import('vite-plugin-solid')).default()],
  lit: async () => [],
  // Not a kit host: the provider's own React widgets against our server (hosts/provider-widgets).
  'provider-widgets': async () => [(await import('@vitejs/plugin-react')).default()],
};

export const hosts = [...Object.keys(viteHosts), 'angular'];

/**
 * Resolves the kit's `react` and `react-dom` to the host's modules that report 18.3.1 (`*-actual`:
 * the real ones). React's own modules keep the real ones: react-dom refuses a react of another
 * version itself, which a real React 18 (react and react-dom of one version) would not.
 */
function reactReporting18() {
  const shims = {
    react: path.join(here, 'hosts/react-unsupported/react-18.ts'),
    'react-dom': path.join(here, 'hosts/react-unsupported/react-dom-18.ts'),
  };
  return {
    name: 'react-reporting-18',
    enforce: 'pre',
    async resolveId(id, importer) {
      const actual = /^(react|react-dom)-actual$/.exec(id)?.[1];
      if (actual) return this.resolve(actual, importer, { skipSelf: true });
      return importer?.includes('account-widgets') ? shims[id] : undefined;
    },
  };
}

async function buildViteHost(name) {
  await build({
    root: path.join(here, 'hosts', name),
    base: `/${name}/`,
    logLevel: 'warn',
    configFile: false,
    plugins: await viteHosts[name](),
    build: { outDir: path.join(here, 'dist', name), emptyOutDir: true },
  });
}

function buildAngularHost() {
  const outcome = spawnSync(
    path.join(here, 'node_modules/.bin/ng'),
    ['build', '--base-href', '/angular/'],
    {
      cwd: path.join(here, 'hosts/angular'),
      stdio: 'inherit',
      env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
    },
  );
  if (outcome.status !== 0) throw new Error('ng build failed');
}

const wanted = process.argv.slice(2);
const failed = [];
for (const name of wanted.length > 0 ? wanted : hosts) {
  const started = Date.now();
  try {
    if (name === 'angular') buildAngularHost();
    else await buildViteHost(name);
    console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed.push(name);
    console.error(`building ${name} failed:`, error);
  }
}
process.exit(failed.length > 0 ? 1 : 0);
