// The processing screen's 60 s timeout, with organization provisioning held back in test mode and
// Playwright's clock jumping the minute.
import { expect, expectAccessible, test } from './fixtures';
import {
  defaultTestSettings,
  newUserEmail,
  signUpThroughHostedPage,
  testSettings,
} from './auth-helpers';

test.afterEach(async ({ request }) => {
  await testSettings(request, defaultTestSettings);
});

test('given provisioning that takes too long, should offer Continue Anyway and Wait Longer after 60 s', async ({
  page,
  request,
}) => {
  await testSettings(request, {
    userProvisioningDelayMs: 0,
    organizationProvisioningDelayMs: 600_000,
  });
  await page.clock.install();
  await signUpThroughHostedPage(page, newUserEmail('slow'), '/');
  await page.waitForURL(/\/onboarding\/organization$/, { timeout: 20_000 });
  await page.getByLabel('Organization name').fill(`Slow Org ${Date.now()}`);
  await page.getByRole('radio', { name: /^Enterprise,/ }).check({ force: true });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { name: 'Setting Up Your Organization' })).toBeVisible();
  await expect(page.getByText('Attempt 1 of 30')).toBeVisible();

  await page.clock.fastForward('01:01');
  await expect(page.getByRole('heading', { name: 'Taking Longer Than Expected' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Wait Longer' }).click();
  await expect(page.getByRole('heading', { name: 'Setting Up Your Organization' })).toBeVisible();
  await expect(page.getByText('Attempt 1 of 30')).toBeVisible();

  await page.clock.fastForward('01:01');
  await page.getByRole('button', { name: 'Continue Anyway' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('main')).toBeVisible();
});

test('given the initializing screen, should refresh until the profile exists, then go to the organization form', async ({
  page,
  request,
}) => {
  await testSettings(request, { userProvisioningDelayMs: 4000 });
  const authenticateCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/user_management/authenticate'))
      authenticateCalls.push(r.postDataJSON()?.grant_type);
  });
  await signUpThroughHostedPage(page, newUserEmail('init'), '/');
  await expect(page).toHaveURL(/\/onboarding\/initializing$/);
  await page.waitForURL(/\/onboarding\/organization$/, { timeout: 20_000 });
  // The code exchange, then forced refreshes every 2 s until externalId arrived.
  expect(authenticateCalls[0]).toBe('authorization_code');
  expect(
    authenticateCalls.filter((grant) => grant === 'refresh_token').length,
  ).toBeGreaterThanOrEqual(1);
});
