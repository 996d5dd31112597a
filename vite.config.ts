import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { icuCatalogs } from './scripts/icu-catalogs.js';
import { fetchSharedChunksWithTag } from './scripts/vite/fetch-shared-chunks-with-tag.js';
import {
  isConfirmDialog,
  isFloatingLayer,
  isHttpClient,
  isIdentityCheck,
  isKitExtra,
  isKitRuntime,
} from './scripts/vite/kit-chunks.js';
import { kitPackage } from './scripts/vite/kit-package-plugin.js';
import { sonnerStylesAsFile } from './scripts/vite/sonner-styles-as-file.js';

// Two builds from one config: `--mode widgets` produces the embeddable kit (a small ESM entry,
// widgets.js, that loads each tag's chunk and the shared runtime chunk on first use, plus its
// self-contained type declarations, scripts/kit-types.ts); any other mode builds the dashboard.
// The plugins and the chunk predicates are in scripts/vite/.

export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      publicDir: false,
      plugins: [
        react(),
        icuCatalogs({ runtimeWithoutCompiler: true }),
        kitPackage(),
        fetchSharedChunksWithTag(),
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
              // Only dialog chunks import the identity check and the confirm dialog (kit-chunks.ts).
              return chunk.name === 'identity-check' || chunk.name === 'confirm-dialog'
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
                // Loaded after the first paint (src/ui/layer/floating-layer.tsx), never with the runtime.
                { name: 'floating', test: isFloatingLayer, priority: 2 },
                { name: 'kit-extras', test: isKitExtra, priority: 1 },
                { name: 'identity-check', test: isIdentityCheck, priority: 1 },
                { name: 'confirm-dialog', test: isConfirmDialog, priority: 1 },
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
