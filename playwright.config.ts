import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end journeys against the real server in test mode, serving the built dashboard and kit.
// Each worker starts its own server with a fresh database (the worker-scoped `e2eServer` fixture
// in tests/e2e/fixtures.ts, scripts/e2e-server.mjs), which is every test's baseURL; spec files
// are shared out among the workers as they become free, and a file's tests run in order on one.
// E2E_WORKERS sets how many (default 2: the suite's two cores); E2E_PORT fixes the ports.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
