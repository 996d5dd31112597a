import { defineConfig } from 'vitest/config';
import { icuCatalogs } from './scripts/icu-catalogs.js';

// Two Vitest layers: `unit` (pure modules next to their code, no network) and `server`
// (contract tests over real HTTP on a random port with a real PGlite database).
export default defineConfig({
  test: {
    projects: [
      {
        // Catalog imports compile as in the build (scripts/icu-catalogs.ts).
        plugins: [icuCatalogs()],
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            // Pure helpers of the e2e layer (Playwright runs only *.spec.ts).
            'tests/e2e/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated PGlite database dumped for the layer; each file's database loads it.
          globalSetup: ['tests/server/pglite-template.ts'],
          environment: 'node',
          // Each file starts its own server and database; running files one after another
          // keeps memory bounded (PGlite holds several hundred MB per instance).
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
