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
          // One module graph for all files (40 s -> 11 s): they are pure modules and each
          // test sets up what it uses.
          isolate: false,
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
          // keeps memory bounded (PGlite holds several hundred MB per instance). They run in one
          // process that imports the server once (isolate: false): a process per file imported
          // it again each time, and every file ran on code not yet optimised (the PGlite layer
          // took 250 s alone, 124 s so; the peak stays about 1 GB). Tests that replace a module's
          // hook (setTxtResolver) restore it after each test.
          fileParallelism: false,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
