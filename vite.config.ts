import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { buildCustomElementsManifest } from './scripts/custom-elements-manifest.js';
import { icuCatalogs } from './scripts/icu-catalogs.js';
import {
  frameworkTypings,
  kitPackageJson,
  kitPackageLicense,
  kitPackageReadme,
  packageOfModule,
} from './scripts/kit-package.js';

// Two builds from one config: `--mode widgets` produces the embeddable kit (a small ESM entry,
// widgets.js, that loads each tag's chunk and the shared runtime chunk on first use, plus its
// type declarations); any other mode builds the dashboard.

/** The loader's modules: they stay in widgets.js, free of React. */
const loaderModules = ['index', 'autoloader', 'registry', 'kit-element'];

/**
 * Modules that two or more tags need (React, the UI kit, the API client, the widget runtime and
 * the element machinery) go in one `runtime` chunk; a module only one tag uses (its own element
 * file and widget folder) stays in its chunk (`minShareCount`), and the loader in widgets.js.
 */
function isKitRuntime(id: string): boolean {
  const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (isFloatingLayer(file) || isKitExtra(file) || isIdentityCheck(file) || isHttpClient(file))
    return false;
  // The ICU compiler is for a partner's `messages` only: it stays in its own lazy chunk.
  if (/\/node_modules\/(@lingui\/message-utils|@messageformat)\//.test(file)) return false;
  if (file.includes('/node_modules/') || file.includes('rolldown/runtime')) return true;
  // The stand-in for Lingui's compiler (scripts/icu-catalogs.ts): empty once bundled, and a
  // chunk of its own (one more request before the first paint) unless it joins the runtime.
  if (file.startsWith('\0icu-catalogs:')) return true;
  if (/\/src\/(ui|api|widgets\/shared)\//.test(file)) return true;
  const element = /\/src\/elements\/([^/]+)\.tsx?$/.exec(file)?.[1];
  return element !== undefined && !loaderModules.includes(element);
}
/**
 * The floating and focus layer widgets load after their first paint (src/ui/floating-layer.tsx):
 * @floating-ui/react with what it brings, and the primitives built on it and their CSS
 * (styles/layers.css), in one chunk.
 */
function isFloatingLayer(id: string): boolean {
  const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  return (
    /\/node_modules\/(@floating-ui\/|tabbable\/)/.test(file) ||
    /\/src\/ui\/styles\/layers\.css$/.test(file) ||
    /\/src\/ui\/(floating-layer|layer-styles|select|merge-refs|menu-context|dropdown-menu|menu-item|tooltip|use-tooltip|dialog|alert-dialog|dialog-shell|modal-layer|ui-portal|floating-middleware)\.tsx?$/.test(
      file,
    )
  );
}

/**
 * Parts of the UI kit and widget runtime that only some tags use, and only past their first
 * paint on the `<users-management>` page (forms in its dialogs, the admin portal of the SSO and
 * domain tags): one chunk, so a page whose tags do not need them never downloads them.
 */
function isKitExtra(id: string): boolean {
  return /\/src\/(ui\/(checkbox-list|use-done-state|done-timing|use-controllable-state)|widgets\/shared\/(admin-portal-action|admin-portal-launch|use-admin-portal-link))\.tsx?$/.test(
    id.replace(/\\/g, '/'),
  );
}

/**
 * The identity check of SPEC.md §4 "Elevated access" with the OTP cells and the password field:
 * only on-intent modules import them (`<user-security>`'s dialogs, `<user-profile>`'s e-mail
 * change), so their chunk, chunks/on-intent/identity-check.js, is fetched with those, never on
 * idle. Nothing in the runtime or kit-extras may import these modules (or this chunk would load
 * with them).
 */
function isIdentityCheck(id: string): boolean {
  return /\/src\/(ui\/(otp-input|otp-model|password-field)|widgets\/shared\/(use-elevated-access-token|use-elevated-access|verify-identity|elevated-access-model))\.tsx?$/.test(
    id.replace(/\\/g, '/'),
  );
}

/** ky: fetched with the first request a widget sends itself (prefetched reads need none). */
function isHttpClient(id: string): boolean {
  return /\/node_modules\/ky\//.test(id.replace(/\\/g, '/'));
}

export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      publicDir: false,
      plugins: [
        react(),
        icuCatalogs({ runtimeWithoutCompiler: true }),
        kitPackage(),
        fetchSharedChunksWithTag(),
        dts({
          include: ['src/elements', 'src/widgets', 'src/ui', 'src/api'],
          exclude: ['**/*.test.ts', '**/*.test.tsx'],
          outDirs: 'dist/widgets/types',
          tsconfigPath: 'tsconfig.json',
        }),
      ],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: 'dist/widgets',
        emptyOutDir: true,
        lib: {
          entry: 'src/elements/index.ts',
          formats: ['es'],
          fileName: () => 'widgets.js',
        },
        // The type-declaration plugin dominates build time by design; its timing notice is noise.
        // The manifest maps each source module to its chunk: the bundle-size bench reads it.
        manifest: true,
        rolldownOptions: {
          output: {
            minify: true,
            // No comments: `/* @__PURE__ */` annotations (~270 in the kit) only guide a later
            // bundler's tree shaking and this output is final (0.3 kB gzip per page). The bundled
            // libraries' licence notices are in the package's LICENSE, as before.
            comments: false,
            // Stable names (like widgets.js itself), so a page can modulepreload a tag's chunk.
            // A catalog's chunk is named after its widget and locale: chunks/messages/user-sessions.es.js.
            // A module named `*.on-intent.tsx` (a rare action's dialogs, imported when one opens)
            // goes in chunks/on-intent/: the bundle-size bench does not count it once idle.
            chunkFileNames: (chunk) => {
              const facade = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
              const catalog = /\/widgets\/([^/]+)\/messages\/([^/.]+)\.json$/.exec(facade);
              if (catalog) return `chunks/messages/${catalog[1]}.${catalog[2]}.js`;
              const onIntent = /\/([^/]+)\.on-intent\.tsx?$/.exec(facade);
              if (onIntent) return `chunks/on-intent/${onIntent[1]}.js`;
              // Only on-intent chunks import the identity check (isIdentityCheck).
              return chunk.name === 'identity-check'
                ? 'chunks/on-intent/[name].js'
                : 'chunks/[name].js';
            },
            // A module only one tag uses (the sessions widget's user-agent parser, the security
            // dialogs' WebAuthn library) stays in that tag's chunks, so other pages never download it.
            codeSplitting: {
              // Each group takes only the modules its test names (not what they import), so the
              // barrels (src/ui/index.ts, ...) do not drag every primitive into the runtime.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'runtime', test: isKitRuntime, minShareCount: 2, priority: 3 },
                // Loaded after the first paint (src/ui/floating-layer.tsx), never with the runtime.
                { name: 'floating', test: isFloatingLayer, priority: 2 },
                { name: 'kit-extras', test: isKitExtra, priority: 1 },
                { name: 'identity-check', test: isIdentityCheck, priority: 1 },
                { name: 'http-client', test: isHttpClient, priority: 1 },
              ],
            },
          },
          // Needed when groups do not take their modules' dependencies; the entry keeps its exports.
          preserveEntrySignatures: 'allow-extension',
          // The UI kit, API client and widget runtime do nothing on import, so a chunk need not
          // import another only to run a module whose exports it does not use.
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/[\\/]src[\\/](ui|api|widgets[\\/]shared)[\\/][^?]*\.tsx?$/.test(id),
          },
          checks: { pluginTimings: false },
        },
      },
    };
  }
  if (mode === 'harness') {
    // Test-only bundle: renders UI primitives in a shadow root for the element tests.
    return {
      publicDir: false,
      plugins: [react(), icuCatalogs({ runtimeWithoutCompiler: true })],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: 'dist/harness',
        emptyOutDir: true,
        lib: {
          entry: 'tests/elements/harness/index.tsx',
          formats: ['es'],
          fileName: () => 'harness.js',
        },
      },
    };
  }
  return {
    publicDir: false,
    plugins: [react(), icuCatalogs({ runtimeWithoutCompiler: true }), sonnerStylesAsFile()],
    build: {
      outDir: 'dist/app',
      emptyOutDir: true,
      // The dashboard's main chunk holds React, the router, the UI kit and the demo screens; the
      // widget kit is split off and loaded on first use.
      chunkSizeWarningLimit: 600,
    },
  };
});

/**
 * Makes dist/widgets the kit's publishable package: custom-elements.json, the framework typings
 * generated from it, and a generated package.json, README and LICENSE (with the notices of the
 * libraries bundled into the chunks). See scripts/kit-package.ts.
 */
function kitPackage(): Plugin {
  return {
    name: 'kit-package',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      const manifest = buildCustomElementsManifest(root);
      const bundled = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? file.moduleIds.flatMap((id) => packageOfModule(id) ?? []) : [],
        ),
      );
      const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
      const files: Record<string, string> = {
        'custom-elements.json': `${JSON.stringify(manifest, null, 2)}\n`,
        'package.json': kitPackageJson(version),
        'README.md': kitPackageReadme(version, tags),
        LICENSE: kitPackageLicense(root, [...bundled]),
        ...frameworkTypings(manifest),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * Without this, a tag's first appearance costs two round trips in a row: widgets.js imports the
 * tag's chunk, and only once that arrives does the browser see the shared runtime chunk it
 * imports. Vite adds no preload in library mode, so this rewrites every dynamic import (the
 * entry's of each tag, the runtime's of the floating layer, a tag's of its dialogs) to import the
 * chunk's static dependencies alongside it: one round trip, same files (the module map keeps
 * each one fetched and evaluated once).
 */
function fetchSharedChunksWithTag(): Plugin {
  return {
    name: 'fetch-shared-chunks-with-tag',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const staticDependencies = (fileName: string, seen = new Set<string>()): Set<string> => {
        for (const dependency of chunks.get(fileName)?.imports ?? []) {
          if (seen.has(dependency)) continue;
          seen.add(dependency);
          staticDependencies(dependency, seen);
        }
        return seen;
      };
      for (const chunk of chunks.values()) {
        const from = path.posix.dirname(chunk.fileName);
        const specifier = (file: string) => `./${path.posix.relative(from, file)}`;
        // What the importing chunk has loaded already need not be asked for again.
        const loaded = staticDependencies(chunk.fileName);
        for (const target of chunk.dynamicImports) {
          const dependencies = [...staticDependencies(target)].filter(
            (file) => file !== target && file !== chunk.fileName && !loaded.has(file),
          );
          if (dependencies.length === 0) continue;
          const call = new RegExp(`import\\(([\`'"])${escapeRegExp(specifier(target))}\\1\\)`, 'g');
          if (!call.test(chunk.code)) {
            throw new Error(
              `fetch-shared-chunks-with-tag: no import() of ${target} in ${chunk.fileName}`,
            );
          }
          const together = [target, ...dependencies].map(
            (file) => `import(\`${specifier(file)}\`)`,
          );
          chunk.code = chunk.code.replace(
            call,
            `Promise.all([${together.join(',')}]).then(m=>m[0])`,
          );
        }
      }
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * sonner injects its CSS as a <style> element when imported, which a strict
 * Content-Security-Policy (style-src without 'unsafe-inline') refuses. The dashboard imports
 * sonner's stylesheet file instead (src/shell/layout/app-toaster.tsx), and this drops the
 * injection from sonner's module.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: 'sonner-styles-as-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
      const patched = code.replace(/^__insertCSS\(/m, 'void (');
      if (patched === code) throw new Error('sonner-styles-as-file: sonner no longer matches');
      return { code: patched, map: null };
    },
  };
}
