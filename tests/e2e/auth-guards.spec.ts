// The route guard's gate order (SPEC.md §4) and the fallback screens.
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  NEWCOMER_EMAIL,
  expect,
  expectAccessible,
  submitHostedSignIn,
  openSignedIn,
  test,
} from './fixtures';
import {
  defaultTestSettings,
  newUserEmail,
  signUpThroughHostedPage,
  testSettings,
} from './auth-helpers';

test('given no session, should send a protected path to /login with the return path, then to the hosted sign-in', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto('/settings/sessions?tab=all');
  await page.waitForURL(/\/user_management\/authorize/);
  const login = visited.map((url) => new URL(url)).find((url) => url.pathname === '/login');
  // The guard may rewrite the URL with replaceState (no navigation event): read the state instead.
  const state = JSON.parse(new URL(page.url()).searchParams.get('state')!);
  expect(state.returnTo).toBe('/settings/sessions?tab=all');
  if (login) expect(login.searchParams.get('returnTo')).toBe('/settings/sessions?tab=all');
});

test('given a deep link, should come back to it after signing in', async ({ page }) => {
  await page.goto('/customers/cust_1001?from=deep-link');
  await page.waitForURL(/\/user_management\/authorize/);
  await submitHostedSignIn(page, ADMIN_EMAIL);
  await page.waitForURL(/\/customers\/cust_1001\?from=deep-link$/);
});

test('given a user without an organization, should send any screen to the organization form', async ({
  page,
}) => {
  await openSignedIn(page, NEWCOMER_EMAIL, '/settings');
  await page.waitForURL(/\/onboarding\/organization$/);
  await expect(page.getByRole('heading', { name: 'Create Your Organization' })).toBeVisible();
  // Onboarding paths are allowed without an organization; the processing screen stays put.
  await page.goto('/onboarding/processing');
  await expect(page.getByRole('heading', { name: 'Setting Up Your Organization' })).toBeVisible();
});

test('given a user without externalId yet, should send any screen to initializing', async ({
  page,
  request,
}) => {
  await testSettings(request, { userProvisioningDelayMs: 120_000 });
  try {
    await signUpThroughHostedPage(page, newUserEmail('guard'));
    await page.goto('/settings');
    await page.waitForURL(/\/onboarding\/initializing$/);
    await page.goto('/onboarding/organization');
    await page.waitForURL(/\/onboarding\/initializing$/);
    await expect(page.getByRole('heading', { name: 'Initializing Your Account' })).toBeVisible();
  } finally {
    await testSettings(request, defaultTestSettings);
  }
});

test('given a user with an organization, should send the onboarding screens home', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER_EMAIL);
  await page.goto('/onboarding/organization');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/onboarding/initializing');
  await page.waitForURL((url) => url.pathname === '/');
});

test('given an unknown path, should show Not Found inside the dashboard', async ({ page }) => {
  await openSignedIn(page, MEMBER_EMAIL, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expectAccessible(page);
});

test('given signed-out visits to onboarding screens, should send them to sign in', async ({
  page,
}) => {
  for (const path of [
    '/onboarding/initializing',
    '/onboarding/organization',
    '/onboarding/processing',
  ]) {
    await page.goto(path);
    await page.waitForURL(/\/user_management\/authorize/);
  }
});
