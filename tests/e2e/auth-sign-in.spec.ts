// Returning users: hosted sign-in, the /login and /callback screens, sign-out.
import { ADMIN_EMAIL, MEMBER_EMAIL, expect, expectAccessible, test } from './fixtures';
import { currentClaims, storedSession, signInAndSettle } from './auth-helpers';

test('given a returning user, should sign in through the hosted page and land on the dashboard with a session', async ({
  page,
}) => {
  await signInAndSettle(page, MEMBER_EMAIL);
  await expect(page).toHaveURL(/\/$/);
  const claims = await currentClaims(page);
  expect(claims.org_id).toMatch(/^org_/);
  expect(claims.sid).toBeTruthy();
  // The one-time code never stays in the address bar.
  expect(page.url()).not.toContain('code=');
  await expect(page.getByRole('main')).toBeVisible();
});

test('given a signed-in user, should sign out from settings, clearing the session and the stored organization', async ({
  page,
  request,
}) => {
  await signInAndSettle(page, MEMBER_EMAIL, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loyalty-org'))).not.toBeNull();
  const { refreshToken } = (await storedSession(page))!;

  await page.getByRole('button', { name: 'Sign Out' }).click();

  // Logout returns to the dashboard, whose guard sends a signed-out user to the hosted sign-in.
  await page.waitForURL(/\/user_management\/authorize/);
  expect(await page.evaluate(() => localStorage.getItem('loyalty-auth:session'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('loyalty-org'))).toBeNull();
  const refresh = await request.post('/user_management/authenticate', {
    data: {
      grant_type: 'refresh_token',
      client_id: 'client_loyalty_dashboard',
      refresh_token: refreshToken,
    },
  });
  expect(refresh.status()).toBe(400);
});

test('given /login while signed in, should go to the dashboard', async ({ page }) => {
  await signInAndSettle(page, ADMIN_EMAIL);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain('/user_management');
});

test('given /login, should show the redirect message and pass the context through the sign-in state', async ({
  page,
}) => {
  let authorizeUrl = '';
  await page.route('**/user_management/authorize**', async (route) => {
    authorizeUrl = route.request().url();
    await route.fulfill({ status: 204 });
  });
  await page.goto('/login?context=billing-upgrade');
  await expect(page.getByText('Redirecting to secure sign-in...')).toBeVisible();
  await expect.poll(() => authorizeUrl).toContain('/user_management/authorize');
  const url = new URL(authorizeUrl);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('provider')).toBe('authkit');
  expect(JSON.parse(url.searchParams.get('state')!)).toMatchObject({
    context: 'billing-upgrade',
    returnTo: '/',
  });
  await expectAccessible(page);
});

test('given a callback without a matching sign-in, should say so and offer to sign in again', async ({
  page,
}) => {
  await page.goto('/callback?code=not-a-real-code&state=%7B%7D');
  await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page).toHaveURL(/\/callback$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/user_management\/authorize/);
});
