// Issue #39 item 9: a partner embeds a tag with nothing but /docs/getting-started. The test
// copies the page's backend and page code as printed into a fresh folder, runs the backend with
// the secret key and the ids the page asks for, and opens the page on its own origin (listed in
// the e2e server's ALLOWED_ORIGINS, as step 1 says): the widget shows the organization's members.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, testToken } from './fixtures';

import { e2eApiSecretKey as SECRET_KEY } from '../../scripts/e2e-server.mjs';

let backend: ChildProcess | undefined;
test.afterEach(() => {
  backend?.kill('SIGTERM');
});

test('given only the getting-started page, a partner page on another origin shows <users-management> with a backend-minted token', async ({
  page,
  request,
  e2eServer,
}, testInfo) => {
  // The worker's server allows this origin (scripts/e2e-server.mjs).
  const PAGE_PORT = e2eServer.pagePort;
  await page.goto('/docs/getting-started');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  const main = page.getByRole('main');
  await expect(main).toContainText('ALLOWED_ORIGINS');
  await expect(main).toContainText('API_SECRET_KEY');
  const backendCode = await page.locator('#getting-started-backend').textContent();
  const pageCode = await page.locator('#getting-started-page').textContent();
  expect(backendCode).toContain('workos.widgets.createToken');
  expect(pageCode).toContain('authToken');

  // The folder sits in the repository, so `@workos-inc/node` resolves as after its npm install.
  const folder = testInfo.outputPath('partner');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(`${folder}/server.mjs`, backendCode!);
  fs.writeFileSync(`${folder}/index.html`, pageCode!);

  // The ids the backend's signedInUser() reads: the demo admin and its organization.
  const { accessToken } = await testToken(request);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    org_id: string;
  };
  backend = spawn(process.execPath, ['server.mjs'], {
    cwd: folder,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      LOYALTY_SECRET_KEY: SECRET_KEY,
      LOYALTY_USER_ID: claims.sub,
      LOYALTY_ORGANIZATION_ID: claims.org_id,
      PORT: String(PAGE_PORT),
    },
  });
  const pageUrl = `http://localhost:${PAGE_PORT}/`;
  await expect
    .poll(async () => (await fetch(pageUrl).catch(() => undefined))?.status, { timeout: 20_000 })
    .toBe(200);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pageUrl);
  const widget = page.locator('users-management');
  await expect(widget).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  // The demo admin's organization: its members (the newest invitations first).
  await expect(
    widget.getByRole('table').locator('tbody tr').filter({ hasText: '@acme.test' }).first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
