import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';

// Two builds from one config: `--mode widgets` produces the embeddable kit (one ESM file that
// registers every tag, plus its type declarations); any other mode builds the dashboard.
export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      publicDir: false,
      plugins: [
        react(),
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
        rolldownOptions: { output: { minify: true }, checks: { pluginTimings: false } },
      },
    };
  }
  if (mode === 'harness') {
    // Test-only bundle: renders UI primitives in a shadow root for the element tests.
    return {
      publicDir: false,
      plugins: [react()],
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
    plugins: [react(), sonnerStylesAsFile()],
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
