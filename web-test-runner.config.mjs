// Element tests: real Chromium (Debian's, never a downloaded one) against the built kit in
// dist/widgets and the test harness in dist/harness. The API server is started by
// scripts/test.mjs (or by hand) and its URL reaches the tests as window.__TEST_API__.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

const apiUrl = process.env.TEST_SERVER_URL ?? 'http://127.0.0.1:4100';

export default {
  files: ['tests/elements/**/*.test.ts'],
  port: Number(process.env.WTR_PORT ?? 8765),
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 240000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"></head><body>
<script>window.__TEST_API__ = ${JSON.stringify(apiUrl)};</script>
<script type="module" src="${testFramework}"></script>
</body></html>`,
};
