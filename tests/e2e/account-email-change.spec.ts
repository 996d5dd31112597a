// Changing one's e-mail address from /settings/profile (issue #24): verify identity with a code
// from the outbox, enter the new address, the code mailed to it, then sign out and sign in with
// the new address (the old one no longer works).
import type { APIRequestContext, Page } from '@playwright/test';
import {
  defaultTestSettings,
  newUserEmail,
  signUpThroughHostedPage,
  testSettings,
} from './auth-helpers';
import { DEMO_PASSWORD, expect, expectAccessible, submitHostedSignIn, test } from './fixtures';

test.afterEach(async ({ request }) => {
  await testSettings(request, defaultTestSettings);
});

/** The code in the newest mail to `to` sent after `since`, read from the dev outbox. */
async function codeFor(request: APIRequestContext, to: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as {
        data: Array<{ subject: string; createdAt: string }>;
      };
      const mail = data.find((item) => Date.parse(item.createdAt) >= since - 1000);
      code = (mail && /\b(\d{6})\b/.exec(mail.subject)?.[1]) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function typeCode(page: Page, scope: ReturnType<Page['locator']>, code: string) {
  await scope.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** A new account with its own organization, signed in on the dashboard. */
async function newAccount(page: Page, request: APIRequestContext, email: string) {
  await testSettings(request, { userProvisioningDelayMs: 0, organizationProvisioningDelayMs: 0 });
  await signUpThroughHostedPage(page, email, '/');
  await page.waitForURL(/\/onboarding\/organization$/, { timeout: 20_000 });
  await page.getByLabel('Organization name').fill(`Mail Movers ${Date.now()}`);
  await page.getByRole('radio', { name: /^Base/ }).first().check({ force: true });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
}

test('given a signed-in user, should change the e-mail with codes from the outbox and sign in with the new address only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const oldEmail = newUserEmail('mover');
  const newEmail = newUserEmail('moved');
  await newAccount(page, request, oldEmail);

  await page.goto('/settings/profile');
  const widget = page.locator('user-profile');
  await expect(widget.getByText(oldEmail)).toBeVisible();
  await widget.getByRole('button', { name: 'Change e-mail address' }).click();
  const dialog = widget.getByRole('dialog');
  await expect(dialog).toContainText('Verify your identity');
  await expectAccessible(page);

  let since = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await typeCode(page, dialog, await codeFor(request, oldEmail, since));

  const field = dialog.getByLabel('New e-mail address');
  await expect(field).toBeFocused();
  await field.fill('admin@acme.test');
  await field.press('Enter');
  await expect(dialog.getByText('already used by another account')).toBeVisible();
  await expect(field).toHaveValue('admin@acme.test');
  await expectAccessible(page);

  since = Date.now();
  await field.fill(newEmail);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`we sent to ${newEmail}`);
  await expectAccessible(page);
  await typeCode(page, dialog, await codeFor(request, newEmail, since));

  await expect(dialog).toBeHidden();
  await expect(widget.getByText(newEmail)).toBeVisible();
  // The account menu shows the new address at once (issue #39 item 15), as it does a new name.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menu').getByText(newEmail)).toBeVisible();
  await page.keyboard.press('Escape');
  // The old address was told.
  const notices = await request.get(`/_dev/mail.json?to=${encodeURIComponent(oldEmail)}`);
  expect(JSON.stringify(await notices.json())).toContain('Your e-mail address was changed');

  // The session stays signed in; after a reload the profile still shows the new address.
  await page.reload();
  await expect(page.locator('user-profile').getByText(newEmail)).toBeVisible();

  // Sign out, then the old address is refused and the new one signs in.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/user_management\/authorize/);
  await submitHostedSignIn(page, oldEmail, DEMO_PASSWORD);
  await expect(page.getByText(/invalid|incorrect/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/user_management\//);
  await submitHostedSignIn(page, newEmail, DEMO_PASSWORD);
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
  await page.goto('/settings');
  await expect(page.getByText(newEmail).first()).toBeVisible();
});
