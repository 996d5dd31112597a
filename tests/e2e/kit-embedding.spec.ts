// The kit as a partner embeds it: widgets.js from a versioned sub-folder (a CDN-like path) on a
// page whose Content-Security-Policy allows scripts from its own origin only; each tag's chunk
// is fetched relative to widgets.js on first use, and a modulepreload hint fetches it early.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, testToken } from './fixtures';

const KIT_PATH = '/cdn/kit/v1.2.3/';
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'";

/** Serves dist/widgets under KIT_PATH and `page.html` / `page.js` under /embed/, with the CSP. */
async function servePartnerPage(
  page: Page,
  body: string,
  script: string,
  failOnce: string[] = [],
): Promise<string[]> {
  const kitRequests: string[] = [];
  await page.route(`**${KIT_PATH}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(KIT_PATH.length);
    kitRequests.push(file);
    if (failOnce.includes(file)) {
      failOnce.splice(failOnce.indexOf(file), 1);
      await route.abort('connectionfailed');
      return;
    }
    const full = path.resolve('dist/widgets', file);
    if (!full.startsWith(path.resolve('dist/widgets')) || !fs.existsSync(full)) {
      await route.fulfill({ status: 404 });
      return;
    }
    await route.fulfill({ path: full, contentType: 'text/javascript' });
  });
  await page.route('**/embed/page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${body}</head><body><main></main><script type="module" src="/embed/page.js"></script></body></html>`,
    }),
  );
  await page.route('**/embed/page.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  return kitRequests;
}

test('given widgets.js from a sub-folder under a strict CSP, should load the tag on first use and render it', async ({
  page,
  request,
  baseURL,
}) => {
  const { accessToken } = await testToken(request);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const api = new URL(baseURL!);
  const kitRequests = await servePartnerPage(
    page,
    `<script type="module" src="${KIT_PATH}widgets.js"></script>`,
    `document.addEventListener('securitypolicyviolation', (event) => console.error('CSP ' + event.violatedDirective));
    const { whenDefined } = await import('${KIT_PATH}widgets.js');
    window.kitLoadedBeforeTag = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/chunks/')).length;
    const element = document.createElement('users-management');
    element.setAttribute('api-hostname', ${JSON.stringify(api.hostname)});
    element.setAttribute('api-port', ${JSON.stringify(api.port)});
    element.setAttribute('api-https', 'false');
    element.authToken = ${JSON.stringify(accessToken)};
    element.addEventListener('ready', () => (window.kitReady = true));
    document.querySelector('main').append(element);
    window.kitDefined = await whenDefined('users-management').then(() => true);`,
  );
  await page.goto('/embed/page.html');
  await expect
    .poll(() => page.evaluate(() => (window as { kitReady?: boolean }).kitReady))
    .toBe(true);
  await expect(
    page.locator('users-management').getByRole('button', { name: 'Invite user' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as { kitLoadedBeforeTag?: number }).kitLoadedBeforeTag),
  ).toBe(0);
  expect(kitRequests).toEqual(
    expect.arrayContaining(['widgets.js', 'chunks/runtime.js', 'chunks/users-management.js']),
  );
  expect(violations).toEqual([]);
});

test('given a tag’s first appearance, should request the shared runtime chunk without waiting for the tag chunk', async ({
  page,
}) => {
  const kitRequests = await servePartnerPage(
    page,
    `<script type="module" src="${KIT_PATH}widgets.js"></script>`,
    `const { whenDefined } = await import('${KIT_PATH}widgets.js');
    document.querySelector('main').append(document.createElement('users-management'));
    await whenDefined('users-management');
    window.kitCodeIn = true;`,
  );
  // Hold the tag chunk back (up to 2 s): a loader that only learns of the runtime chunk from the
  // tag chunk's imports would not have asked for it by then.
  let runtimeAskedForFirst: boolean | undefined;
  await page.route(`**${KIT_PATH}chunks/users-management.js`, async (route) => {
    const deadline = Date.now() + 2_000;
    while (!kitRequests.includes('chunks/runtime.js') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    runtimeAskedForFirst = kitRequests.includes('chunks/runtime.js');
    await route.fallback();
  });
  await page.goto('/embed/page.html');
  await expect
    .poll(() => page.evaluate(() => (window as { kitCodeIn?: boolean }).kitCodeIn))
    .toBe(true);
  expect(runtimeAskedForFirst).toBe(true);
  expect(kitRequests.filter((file) => file === 'chunks/runtime.js')).toHaveLength(1);
});

test('given a modulepreload hint, should fetch the tag chunk before any tag appears', async ({
  page,
}) => {
  const kitRequests = await servePartnerPage(
    page,
    `<link rel="modulepreload" href="${KIT_PATH}chunks/users-management.js"><script type="module" src="${KIT_PATH}widgets.js"></script>`,
    `window.pageDone = true;`,
  );
  await page.goto('/embed/page.html');
  await expect.poll(() => kitRequests.includes('chunks/users-management.js')).toBe(true);
  // The tag is defined (light class) but no element exists: the preload is only a fetch.
  expect(
    await page.evaluate(
      () =>
        customElements.get('users-management') !== undefined &&
        document.querySelector('users-management') === null,
    ),
  ).toBe(true);
});

test('given a tag chunk that fails to download, should report error on the element and the console', async ({
  page,
}) => {
  await servePartnerPage(
    page,
    `<script type="module" src="${KIT_PATH}widgets.js"></script>`,
    `const first = document.createElement('users-management');
    first.addEventListener('error', (event) => (window.loadError = event.detail.message));
    document.querySelector('main').append(first);`,
    ['chunks/users-management.js'],
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/embed/page.html');
  await expect
    .poll(() => page.evaluate(() => (window as { loadError?: string }).loadError))
    .toBe('The widget could not be loaded. Please refresh the page.');
  await expect(page.locator('users-management')).toHaveAttribute('data-state', 'error');
  expect(errors.join('\n')).toContain('The code of <users-management> could not be loaded.');
});

test('given Invite user clicked before the dialog code arrived, should show a pending state, then the dialog', async ({
  page,
  request,
  baseURL,
}) => {
  const { accessToken } = await testToken(request);
  const api = new URL(baseURL!);
  await servePartnerPage(
    page,
    `<script type="module" src="${KIT_PATH}widgets.js"></script>`,
    `const element = document.createElement('users-management');
    element.setAttribute('api-hostname', ${JSON.stringify(api.hostname)});
    element.setAttribute('api-port', ${JSON.stringify(api.port)});
    element.setAttribute('api-https', 'false');
    element.authToken = ${JSON.stringify(accessToken)};
    document.querySelector('main').append(element);`,
  );
  // Hold back what loads after the first paint (the floating layer, the dialogs) until released.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const chunk of ['floating.js', 'member-dialogs.js']) {
    await page.route(`**${KIT_PATH}chunks/${chunk}`, async (route) => {
      await released;
      await route.fallback();
    });
  }
  await page.goto('/embed/page.html');
  const widget = page.locator('users-management');
  await expect(widget.getByRole('row').filter({ hasText: '@' }).first()).toBeVisible();
  await widget.getByRole('button', { name: 'Invite user' }).click();
  await expect(widget.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(widget.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(widget.getByRole('dialog', { name: 'Invite user' })).toBeVisible();
  await expect(widget.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
});
