import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end journeys against the real server in test mode on its own port with a fresh
// database (scripts/e2e-server.mjs), serving the built dashboard and kit.
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/sso/jwks/client_loyalty_dashboard`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
