// A device signed out from another session in <user-sessions> loses the dashboard at once: a
// reload asks the identity service (never adopts the stored token unasked), a widget call
// refused with 401 makes the shell check the session, and so does opening the settings index
// (which calls no API); all end at the hosted sign-in, and signing in again returns to the page
// the user was on.
import type { Browser, Page } from '@playwright/test';
import { leftCallback } from './auth-helpers';
import { MEMBER_EMAIL, expect, openSignedIn, submitHostedSignIn, test } from './fixtures';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A second device of the member, told apart in the sessions list by its city. */
async function otherDevice(browser: Browser, city: string, startPath: string): Promise<Page> {
  const context = await browser.newContext({
    userAgent: FIREFOX_ON_WINDOWS,
    extraHTTPHeaders: { 'cf-ipcity': city, 'cf-ipcountry': 'IS' },
  });
  const device = await context.newPage();
  await openSignedIn(device, MEMBER_EMAIL, startPath);
  return device;
}

/** Signs `city`'s device out from the sessions page of `page`. */
async function signOutDevice(page: Page, city: string): Promise<void> {
  await openSignedIn(page, MEMBER_EMAIL, '/settings/sessions');
  const row = page.locator('user-sessions .us-item').filter({ hasText: city });
  await row.getByRole('button', { name: /^Sign out/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out of device?' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  await expect(row).toHaveCount(0);
}

/** The device is at the hosted sign-in; signing in again lands on `path`. */
async function expectSignInReturningTo(device: Page, path: string): Promise<void> {
  await device.waitForURL(/\/user_management\/authorize/);
  await expect(device.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await submitHostedSignIn(device, MEMBER_EMAIL);
  await leftCallback(device);
  await expect(device).toHaveURL((url) => url.pathname === path);
}

test('given a device signed out from another session, a reload sends it to sign in and back', async ({
  browser,
  page,
}) => {
  const device = await otherDevice(browser, 'Reykjavik', '/settings/sessions');
  await expect(device.locator('user-sessions .us-item').first()).toContainText('This device');
  await signOutDevice(page, 'Reykjavik');

  // The fresh load asks the identity service first: no call goes out with the ended session's token.
  const refused: string[] = [];
  device.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await device.reload();
  await expectSignInReturningTo(device, '/settings/sessions');
  expect(refused).toEqual([]);
  await device.context().close();
});

test('given a device signed out from another session, its next widget call sends it to sign in and back', async ({
  browser,
  page,
}) => {
  const device = await otherDevice(browser, 'Akureyri', '/settings');
  await expect(device.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await signOutDevice(page, 'Akureyri');

  // Without a reload: the sessions widget's first call is refused with 401.
  await device.getByRole('link', { name: 'Sessions' }).first().click();
  await expectSignInReturningTo(device, '/settings/sessions');
  await device.context().close();
});

test('given a device signed out from another session, opening the settings index sends it to sign in and back', async ({
  browser,
  page,
}) => {
  const device = await otherDevice(browser, 'Husavik', '/settings/profile');
  await expect(device.locator('user-profile').getByText(MEMBER_EMAIL)).toBeVisible();
  await signOutDevice(page, 'Husavik');

  // In the app, without a reload: the index shows only the token's details and calls no API.
  await device.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expectSignInReturningTo(device, '/settings');
  await device.context().close();
});
