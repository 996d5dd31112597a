import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { icuCatalogs } from './scripts/icu-catalogs.js';
import { kitBuildConfig, SHARED_REACT_MODE } from './scripts/vite/kit-build-config.js';
import { sonnerStylesAsFile } from './scripts/vite/sonner-styles-as-file.js';

// The builds of one config: `--mode widgets` produces the embeddable kit (a small ESM entry,
// widgets.js, that loads each tag's chunk and the shared runtime chunk on first use, plus its
// self-contained type declarations, scripts/kit-types.ts), then its shared-React build
// (`--mode widgets-shared-react`, the same kit with React left to a host's bundler:
// scripts/vite/kit-build-config.ts); `--mode harness` the element tests' harness; any other mode
// builds the dashboard. The plugins and the chunk predicates are in scripts/vite/.

export default defineConfig(({ mode }) => {
  if (mode === 'widgets' || mode === SHARED_REACT_MODE) {
    return kitBuildConfig({ sharedReact: mode === SHARED_REACT_MODE });
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
