// The kit's two builds from one source (src/elements/index.ts and everything it loads):
// - standalone, `--mode widgets`: dist/widgets/widgets.js and chunks/, React bundled in the
//   runtime chunk; a page adds one script tag.
// - shared-React, `--mode widgets-shared-react` (also run at the end of `--mode widgets`):
//   dist/widgets/shared-react/, the same loader, tags and chunks, with react, react-dom and
//   scheduler left as imports for the host's bundler (the package's `./shared-react` entry).
// Only the externals, the output folder and one library chunk differ; the plugins and chunk
// predicates are the same.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import { icuCatalogs } from '../icu-catalogs.js';
import { fetchSharedChunksWithTag } from './fetch-shared-chunks-with-tag.js';
import {
  isConfirmDialog,
  isFloatingLayer,
  isHostReact,
  isHttpClient,
  isIdentityCheck,
  isKitExtra,
  isKitRuntime,
  isQueryMutation,
  isQueryOrI18n,
  isStatusCard,
} from './kit-chunks.js';
import { kitPackage } from './kit-package-plugin.js';

export const SHARED_REACT_MODE = 'widgets-shared-react';
/** The shared-React build's folder inside the kit's package. */
export const SHARED_REACT_DIR = 'shared-react';

/** Runs the shared-React build once the standalone one is written: one command, both builds. */
function alsoBuildSharedReact(): Plugin {
  return {
    name: 'also-build-shared-react',
    apply: 'build',
    async closeBundle(error?: Error) {
      if (error) return;
      await build({
        mode: SHARED_REACT_MODE,
        configFile: path.resolve('vite.config.ts'),
        logLevel: 'warn',
      });
    },
  };
}

export function kitBuildConfig({ sharedReact }: { sharedReact: boolean }): UserConfig {
  return {
    publicDir: false,
    plugins: [
      react(),
      icuCatalogs({ runtimeWithoutCompiler: true }),
      // A host's bundler fetches a dynamic chunk's static imports with it itself (Vite's preload,
      // webpack's chunk groups), so only the standalone build rewrites its dynamic imports.
      ...(sharedReact ? [] : [fetchSharedChunksWithTag()]),
      // The package files and the types once, with the standalone build (the shared-React entry
      // has the same exports, so the same declarations).
      ...(sharedReact ? [] : [kitPackage(), alsoBuildSharedReact()]),
    ],
    define: {
      'process.env.NODE_ENV': '"production"',
      // The one build flag of the source: the host React's version check (supported-react.ts)
      // is only in the shared-React build (the standalone one brings its own React).
      'import.meta.env.KIT_SHARED_REACT': JSON.stringify(sharedReact),
    },
    build: {
      outDir: sharedReact ? `dist/widgets/${SHARED_REACT_DIR}` : 'dist/widgets',
      emptyOutDir: true,
      lib: {
        entry: 'src/elements/index.ts',
        formats: ['es'],
        fileName: () => 'widgets.js',
      },
      // The manifest maps each source module to its chunk: the bundle-size bench reads it.
      manifest: true,
      rolldownOptions: {
        // The host's React: one React, one scheduler on the page (its bundler resolves these).
        ...(sharedReact ? { external: isHostReact } : {}),
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
            // A widget's second catalog (<users-management>'s dialogs: users-management/dialogs/
            // messages/) is named after both folders: users-management-dialogs.es.js.
            const catalog = /\/widgets\/([^/]+)\/(?:([^/]+)\/)?messages\/([^/.]+)\.json$/.exec(
              facade,
            );
            if (catalog)
              return `chunks/messages/${[catalog[1], catalog[2]].filter(Boolean).join('-')}.${catalog[3]}.js`;
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
              // Shared-React build only: TanStack Query and Lingui in a chunk of their own, so
              // the runtime chunk is the kit's own first-paint code (the bench's row of it).
              // Its hook for writes apart: the <users-management> page loads it with its dialogs.
              ...(sharedReact
                ? [
                    { name: 'query-mutations', test: isQueryMutation, priority: 5 },
                    { name: 'query-and-i18n', test: isQueryOrI18n, minShareCount: 2, priority: 4 },
                  ]
                : []),
              { name: 'runtime', test: isKitRuntime, minShareCount: 2, priority: 3 },
              // Loaded after the first paint (src/ui/layer/floating-layer.tsx), never with the runtime.
              { name: 'floating', test: isFloatingLayer, priority: 2 },
              { name: 'kit-extras', test: isKitExtra, priority: 1 },
              { name: 'status-card', test: isStatusCard, priority: 1 },
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
