// Settings: account details, the users widget hosted with a token function, permission gates and
// the placeholder pages of widgets not in the kit yet.
import { ADMIN_EMAIL, MEMBER_EMAIL, expect, expectAccessible, test } from './fixtures';
import { kitTags } from '../../src/elements/kit-tags';
import { currentClaims, defaultTestSettings, signInAndSettle, testSettings } from './auth-helpers';

test('given an admin, should show the read-only account details with role and organization id', async ({
  page,
}) => {
  await signInAndSettle(page, ADMIN_EMAIL, '/settings');
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
  await signInAndSettle(page, ADMIN_EMAIL, '/settings/user-management');
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

test('given screens without widgets, should not download the kit until a widget page opens', async ({
  page,
}) => {
  // Each kit tag is its own chunk, named after the tag, loaded on the tag's first use.
  const kitRequests: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    const tag = kitTags.find((name) => file.startsWith(`/assets/${name}-`) && file.endsWith('.js'));
    if (tag) kitRequests.push(tag);
  });
  await signInAndSettle(page, ADMIN_EMAIL, '/settings');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(kitRequests).toEqual([]);
  await page.goto('/settings/user-management');
  await expect(
    page.locator('users-management').getByRole('button', { name: 'Invite user' }),
  ).toBeVisible();
  expect(kitRequests).toEqual(['users-management']);
});

test('given the dark theme, should pass it to the widget', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInAndSettle(page, ADMIN_EMAIL, '/settings/user-management');
  await expect(page.locator('users-management')).toHaveAttribute('appearance', 'dark');
});

for (const [path, permission] of [
  ['/settings/user-management', 'widgets:users-table:manage'],
  ['/settings/sso', 'widgets:sso-connection:manage'],
  ['/settings/domain-verification', 'widgets:domain-verification:manage'],
] as const) {
  test(`given a member without ${permission}, should deny ${path} and link back to settings`, async ({
    page,
  }) => {
    await signInAndSettle(page, MEMBER_EMAIL, path);
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
    await signInAndSettle(page, MEMBER_EMAIL, path);
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
      await signInAndSettle(page, ADMIN_EMAIL, '/settings');
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
      await expectAccessible(page);
    } finally {
      await testSettings(request, defaultTestSettings);
    }
  });
}
