// Settings: account details, the users widget hosted with a token function, permission gates and
// the placeholder pages of widgets not in the kit yet.
import fs from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';
import { kitTags } from '../../src/elements/registry';
import { currentClaims, defaultTestSettings, testSettings } from './auth-helpers';

test('given an admin, should show the read-only account details with role and organization id', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  const claims = await currentClaims(page);
  const details = page.locator('dl');
  await expect(details).toContainText('Ada');
  await expect(details).toContainText('Admin');
  await expect(details).toContainText(ADMIN_EMAIL);
  await expect(details).toContainText('admin');
  await expect(details).toContainText(claims.sub);
  await expect(details).toContainText(claims.org_id!);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page);
});

test('given an admin on User Management, should host the users widget with the token function as a property', async ({
  page,
}) => {
  const authorizations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_widgets/UserManagement/'))
      authorizations.push(request.headers()['authorization'] ?? '');
  });
  await openSignedIn(page, ADMIN_EMAIL, '/settings/user-management');
  const widget = page.locator('users-management');
  await expect(widget).toBeVisible();
  expect(
    await widget.evaluate(
      (element) => typeof (element as unknown as { authToken: unknown }).authToken,
    ),
  ).toBe('function');
  expect(await widget.getAttribute('api-hostname')).toBe('localhost');
  expect(await widget.getAttribute('api-https')).toBe('false');
  await expect(widget.getByRole('button', { name: 'Invite user' })).toBeVisible();
  const { accessToken } = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('loyalty-auth:session')!),
  )) as { accessToken: string };
  expect(authorizations.length).toBeGreaterThan(0);
  expect(authorizations[0]).toBe(`Bearer ${accessToken}`);
  await expectAccessible(page);
});

test("given screens without widgets, should download no tag chunk but the top bar's switcher (and what it imports) until a widget page opens", async ({
  page,
}) => {
  // Each kit tag is its own chunk, named after the tag, loaded on the tag's first use. The top
  // bar holds <organization-switcher> on every screen, so its chunk (and the chunks it imports)
  // come with the shell; no other widget's code may.
  const requested: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (file.startsWith('/assets/') && file.endsWith('.js')) requested.push(file.slice(8));
  });
  const tagOf = (file: string) => kitTags.find((name) => file.startsWith(`${name}-`));
  const tagChunks = () => [...new Set(requested.map(tagOf).filter(Boolean))];
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.locator('organization-switcher')).toHaveAttribute('data-state', 'ready');
  expect(tagChunks()).toEqual(['organization-switcher']);
  const allowed = shellAndSwitcherChunks();
  expect(allowed.size).toBeGreaterThan(1);
  expect(requested.filter((file) => !allowed.has(file))).toEqual([]);

  // In-app navigation, as a user goes: only the widget's own code arrives.
  requested.length = 0;
  await page.getByRole('link', { name: 'User Management' }).first().click();
  await expect(
    page.locator('users-management').getByRole('button', { name: 'Invite user' }),
  ).toBeVisible();
  expect(tagChunks()).toEqual(['users-management']);
});

/**
 * The dashboard's chunks a page may load before any widget page: the entry and every chunk it
 * imports, statically or on demand, without entering a tag's chunk other than the switcher's.
 * So another widget's chunk, and what only that widget imports, is never in the set.
 */
function shellAndSwitcherChunks(): Set<string> {
  const assets = resolve('dist/app/assets');
  const html = fs.readFileSync(resolve('dist/app/index.html'), 'utf8');
  const entry = /src="\/assets\/([\w.-]+\.js)"/.exec(html)![1]!;
  const chunks = new Set<string>();
  const visit = (file: string) => {
    const tag = kitTags.find((name) => file.startsWith(`${name}-`));
    if (chunks.has(file) || (tag && tag !== 'organization-switcher')) return;
    chunks.add(file);
    const code = fs.readFileSync(join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import\(?)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
      visit(match[1]!);
  };
  visit(entry);
  return chunks;
}

test('given the dark theme, should pass it to the widget', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openSignedIn(page, ADMIN_EMAIL, '/settings/user-management');
  await expect(page.locator('users-management')).toHaveAttribute('appearance', 'dark');
});

for (const [path, permission] of [
  ['/settings/user-management', 'widgets:users-table:manage'],
  ['/settings/sso', 'widgets:sso-connection:manage'],
  ['/settings/domain-verification', 'widgets:domain-verification:manage'],
  ['/settings/audit-log', 'widgets:audit-logs:read'],
] as const) {
  test(`given a member without ${permission}, should deny ${path} and link back to settings`, async ({
    page,
  }) => {
    await openSignedIn(page, MEMBER_EMAIL, path);
    const alert = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(permission);
    await expect(page.locator('users-management')).toHaveCount(0);
    await expectAccessible(page);
    await alert.getByRole('link', { name: 'Return to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
}

for (const [path, title] of [
  ['/settings/profile', 'Profile'],
  ['/settings/security', 'Security'],
  ['/settings/sessions', 'Sessions'],
] as const) {
  test(`given ${path}, should open without a permission check`, async ({ page }) => {
    await openSignedIn(page, MEMBER_EMAIL, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await expectAccessible(page);
  });
}

for (const [path, tag] of [
  ['/settings/user-management', 'users-management'],
  ['/settings/sso', 'sso-connection'],
  ['/settings/domain-verification', 'domain-verification'],
] as const) {
  test(`given the token cannot be refreshed for ${path}, should show the token error instead of the widget`, async ({
    page,
    request,
  }) => {
    // Tokens shorter than the 10 s refresh buffer: every getAccessToken asks the server.
    await testSettings(request, { accessTokenTtlSeconds: 8 });
    try {
      await openSignedIn(page, ADMIN_EMAIL, '/settings');
      // The top bar's switcher has its organizations before the identity service goes down.
      await expect(page.getByRole('banner').locator('organization-switcher')).toHaveAttribute(
        'data-state',
        'ready',
      );
      await page.route('**/user_management/authenticate', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'unavailable',
            error_description: 'Identity service unavailable',
          }),
        }),
      );
      // In-app navigation keeps the page (and its session); the widget page asks for a token.
      await page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      const alert = page.getByRole('alert').filter({ hasText: 'Identity service unavailable' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Failed to retrieve access token');
      await expect(page.locator(tag)).toHaveCount(0);
      // One message for one failure: the top bar's switcher stays quiet beside the page's alert.
      await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      await testSettings(request, defaultTestSettings);
    }
  });
}

test("given the switcher's code cannot be loaded, should show a quiet state in the top bar, not an alert", async ({
  page,
}) => {
  await page.route('**/assets/organization-switcher-*.js', (route) => route.abort());
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('status').filter({ hasText: 'Failed to load organizations' }),
  ).toBeVisible();
  await expect(banner.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page);
});
