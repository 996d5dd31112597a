// /settings/sessions through the dashboard against the real server: this device first, sign out
// one other device and then all others, and see those sessions' refresh tokens refused; a server
// fault on each sign-out keeps the dialog and shows the message; axe in every dialog step.
import type { APIRequestContext, Page } from '@playwright/test';
import { MEMBER_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

const SESSIONS = '/_widgets/UserProfile/sessions';
const OPERA_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0';
const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** Another sign-in of `email` from a device with `userAgent` in `city`; its refresh token. */
async function otherDevice(
  request: APIRequestContext,
  email: string,
  userAgent: string,
  city: string,
  country: string,
): Promise<string> {
  const response = await request.post('/_test/token', {
    data: { email },
    headers: { 'user-agent': userAgent, 'cf-ipcity': city, 'cf-ipcountry': country },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { refreshToken: string }).refreshToken;
}

/** The server's answer to a refresh with `refreshToken`: its status and the rotated token. */
async function refresh(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/user_management/authenticate', {
    data: {
      grant_type: 'refresh_token',
      client_id: 'client_loyalty_dashboard',
      refresh_token: refreshToken,
    },
  });
  const body = (await response.json()) as { refresh_token?: string };
  return { status: response.status(), refreshToken: body.refresh_token };
}

function sessionRow(page: Page, device: string) {
  return page.locator('user-sessions .us-item').filter({ hasText: device });
}

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

test('given other devices, should sign out one and then all others, and the server refuses their refresh tokens', async ({
  page,
  request,
}) => {
  // The seeded member, signed in on two more devices besides the seeded ones and this one.
  const opera = await otherDevice(request, MEMBER_EMAIL, OPERA_ON_WINDOWS, 'Lisbon', 'PT');
  let edge = await otherDevice(request, MEMBER_EMAIL, EDGE_ON_WINDOWS, 'Oslo', 'NO');

  await openSignedIn(page, MEMBER_EMAIL, '/settings/sessions');
  const widget = page.locator('user-sessions');
  const rows = widget.locator('.us-item');
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first().getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  await expect(sessionRow(page, 'Opera on Windows')).toContainText('Lisbon, Portugal');
  await expect(sessionRow(page, 'Edge on Windows')).toContainText('Oslo, Norway');
  await expect(sessionRow(page, 'Safari on macOS')).toContainText('Toronto, Canada');
  await expect(sessionRow(page, 'Chrome on iOS')).toContainText('Unknown location');
  await expect(rows.first()).toContainText('Last seen');
  await expectAccessible(page);

  await sessionRow(page, 'Opera on Windows')
    .getByRole('button', {
      name: /^Sign out of Opera on Windows, Lisbon, Portugal, last active (just now|\d+ \w+ ago)$/,
    })
    .click();
  const one = widget.getByRole('alertdialog', { name: 'Sign out of device?' });
  await expect(one.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await one.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(one).toBeHidden();
  await expect(sessionRow(page, 'Opera on Windows')).toHaveCount(0);
  expect((await refresh(request, opera)).status).toBe(400);
  // The other device is still signed in (and its token rotates).
  const stillIn = await refresh(request, edge);
  expect(stillIn.status).toBe(200);
  edge = stillIn.refreshToken!;

  await widget.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const all = widget.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
  await expect(all.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await all.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(all).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  await expect(widget.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(
    0,
  );
  expect((await refresh(request, edge)).status).toBe(400);

  // This device stays signed in.
  await page.reload();
  await expect(page.locator('user-sessions .us-item').first()).toContainText('This device');
});

test('given a server fault on each sign-out, should keep the dialog open and show the message', async ({
  page,
  request,
}) => {
  await otherDevice(request, MEMBER_EMAIL, OPERA_ON_WINDOWS, 'Lisbon', 'PT');
  await openSignedIn(page, MEMBER_EMAIL, '/settings/sessions');
  const widget = page.locator('user-sessions');
  await expect(sessionRow(page, 'Opera on Windows')).toBeVisible();

  await request.post('/_test/faults', {
    data: { method: 'DELETE', path: `${SESSIONS}/revoke/`, status: 500, times: 1 },
  });
  await sessionRow(page, 'Opera on Windows')
    .getByRole('button', { name: /^Sign out/ })
    .click();
  const one = widget.getByRole('alertdialog', { name: 'Sign out of device?' });
  await one.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(one.getByRole('alert')).toContainText('Injected fault (status 500)');
  await expect(one).toBeVisible();
  await expectAccessible(page);
  await one.getByRole('button', { name: 'Cancel' }).click();
  await expect(sessionRow(page, 'Opera on Windows')).toBeVisible();

  await request.post('/_test/faults', {
    data: { method: 'DELETE', path: `${SESSIONS}/revoke-all`, status: 503, times: 1 },
  });
  await widget.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const all = widget.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
  await all.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(all.getByRole('alert')).toContainText('Injected fault (status 503)');
  await expect(all).toBeVisible();
  await expectAccessible(page);
  await all.getByRole('button', { name: 'Cancel' }).click();
  await expect(sessionRow(page, 'Opera on Windows')).toBeVisible();
});
