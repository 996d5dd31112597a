// Passkeys through the dashboard (issue #25) with Chromium's virtual authenticator (CDP): add a
// passkey in Settings → Security after verifying by e-mail code (a refused ceremony first, which
// keeps the dialog usable), sign out, sign in with the passkey on the hosted page (no password,
// no CSP violation), then rename and remove it. axe in every state.
import type { Page } from '@playwright/test';
import { MEMBER_EMAIL, expect, expectAccessible, signIn, test } from './fixtures';
import { leftCallback, storedSession } from './auth-helpers';
import {
  addVirtualAuthenticator,
  passkeysRow,
  setUserVerified,
  verifyByCode,
} from './passkey-support';

/** localStorage flag (same origin as the hosted page) that reports conditional UI unavailable. */
const NO_AUTOFILL = 'e2e-no-passkey-autofill';

/** Signs out from /settings, with the next sign-in page's autofill request on or off. */
async function signOut(page: Page, autofill: boolean) {
  await page.goto('/settings');
  await page.evaluate(
    ([flag, on]) => (on ? localStorage.removeItem(flag) : localStorage.setItem(flag, '1')),
    [NO_AUTOFILL, autofill] as const,
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
}

test('given a member, should add a passkey, sign in with it on the hosted page, rename and remove it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const authenticator = await addVirtualAuthenticator(page);
  await page.addInitScript((flag) => {
    if (localStorage.getItem(flag) && 'PublicKeyCredential' in window)
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  }, NO_AUTOFILL);
  await signIn(page, MEMBER_EMAIL);
  await leftCallback(page);
  await page.goto('/settings/security');
  const widget = page.locator('user-security');
  const row = passkeysRow(widget);
  await expect(row).toContainText('instead of a password');
  await expectAccessible(page);

  // Add: identity first, then the passkey dialog.
  await row.getByRole('button', { name: 'Add a passkey' }).click();
  await expectAccessible(page);
  await verifyByCode(page, request, MEMBER_EMAIL);
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  const create = add.getByRole('button', { name: 'Create passkey' });
  await expect(create).toBeEnabled();
  await expectAccessible(page);

  // The device refuses (no user verification): a plain message, the dialog stays usable.
  await setUserVerified(authenticator, false);
  await create.click();
  await expect(add.locator('.ui-callout')).toContainText(/did not allow|cancelled/);
  await expectAccessible(page);
  await setUserVerified(authenticator, true);
  await add.getByRole('button', { name: 'Try again' }).click();
  await expect(add).toBeHidden();
  const item = row.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Passkey');
  await expect(item).toContainText('Saved on one device');
  await expect(item).toContainText('Not used yet');
  await expectAccessible(page);

  // Sign out, then sign in with the passkey button: no e-mail, no password. The e-mail field's
  // autofill request (conditional UI) would answer first with a virtual authenticator, so this
  // sign-in runs with it reported unavailable; the second sign-in below uses it.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signOut(page, false);
  // Logout returns to the dashboard, whose guard sends a signed-out user to the hosted sign-in.
  await page.waitForURL(/\/user_management\/authorize/);
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectAccessible(page);
  await passkeyButton.click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
  await leftCallback(page);
  expect(violations).toEqual([]);
  const session = await storedSession(page);
  expect(session?.user.email).toBe(MEMBER_EMAIL);

  await page.goto('/settings/security');
  await expect(row.getByRole('listitem')).toContainText('Last used');
  await expect(row.getByRole('listitem')).not.toContainText('Not used yet');

  // Sign out again: where the browser offers passkeys in the e-mail field's autofill, the page
  // asks as it loads and the chosen passkey signs in (the virtual authenticator picks at once).
  const autofilled = page.waitForResponse(
    (response) =>
      response.url().endsWith('/user_management/authorize/passkey') && response.status() === 303,
  );
  await signOut(page, true);
  await autofilled;
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
  await leftCallback(page);
  expect((await storedSession(page))?.user.email).toBe(MEMBER_EMAIL);
  expect(violations).toEqual([]);
  await page.goto('/settings/security');

  // Rename: no identity check for a label.
  await row.getByRole('button', { name: 'Rename Passkey' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Name').fill('');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toContainText('Please enter a name');
  await expectAccessible(page);
  await rename.getByLabel('Name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(row.getByRole('listitem')).toContainText('Work laptop');

  // Remove: identity again (this page load holds no elevated token), then the confirmation.
  await row.getByRole('button', { name: 'Remove Work laptop' }).click();
  await verifyByCode(page, request, MEMBER_EMAIL);
  const confirm = page.getByRole('alertdialog', { name: 'Remove passkey?' });
  await expect(confirm).toContainText('“Work laptop”');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('listitem')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
});

test('given a passkey prompt that fails on the hosted page, should say so and keep the password form', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await setUserVerified(authenticator, false);
  await page.addInitScript(() => {
    if ('PublicKeyCredential' in window)
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('status')).toContainText(
    /cancelled|timed out|could not be used|cannot/,
  );
  await expect(page).toHaveURL(/\/user_management\/authorize/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(MEMBER_EMAIL);
  await expect(page.getByLabel('Email')).toHaveValue(MEMBER_EMAIL);
});
