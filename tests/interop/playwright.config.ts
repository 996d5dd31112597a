import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// The interop suite (scripts/interop.mjs starts the API and the hosts' server and sets
// INTEROP_HOSTS_URL and TEST_SERVER_URL): the packed kit in each framework's host app.
export default defineConfig({
  testDir: '.',
  testMatch: 'interop.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/interop-browser.json' }]],
  use: {
    baseURL: process.env.INTEROP_HOSTS_URL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
