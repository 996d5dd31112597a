// /settings/profile through the dashboard against the real server: edit the name and see it
// after a reload, a server fault keeps what was typed and shows the message, axe in each step.
import type { APIRequestContext, Page } from '@playwright/test';
import { storedSession } from './auth-helpers';
import { MEMBER_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

const ME = '/_widgets/UserProfile/me';

/** Puts the member's seeded name back, so other journeys see the seed. */
async function restoreName(page: Page, request: APIRequestContext): Promise<void> {
  const session = await storedSession(page);
  if (!session) return;
  await request.post(ME, {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'WorkOS-Widgets-Version': '1',
      'WorkOS-Widgets-Type': 'user-profile',
    },
    data: { firstName: 'Milo', lastName: 'Member' },
  });
}

test.afterEach(async ({ page, request }) => {
  await request.delete('/_test/faults');
  await restoreName(page, request);
});

test('given the profile page, should edit the name and still show it after a reload', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER_EMAIL, '/settings/profile');
  const widget = page.locator('user-profile');
  await expect(widget.locator('.up-name')).toHaveText('Milo Member');
  await expect(widget.getByText(MEMBER_EMAIL)).toBeVisible();
  await expectAccessible(page);

  await widget.getByRole('button', { name: 'Edit name' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Edit name' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expect(dialog.getByLabel('First name')).toHaveValue('Milo');
  await expectAccessible(page);

  await dialog.getByLabel('First name').fill('Miles');
  await dialog.getByLabel('Last name').fill('Davis');
  await dialog.getByLabel('Last name').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  await expectAccessible(page);
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(widget.locator('.up-name')).toHaveText('Miles Davis');

  await page.reload();
  await expect(page.locator('user-profile').locator('.up-name')).toHaveText('Miles Davis');
});

test('given a name saved in the profile, should show it at once in the user menu, account details and home greeting', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER_EMAIL, '/settings/profile');
  await expect(page.getByRole('button', { name: 'Account menu for Milo Member' })).toBeVisible();
  const widget = page.locator('user-profile');
  await widget.getByRole('button', { name: 'Edit name' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Edit name' });
  await dialog.getByLabel('First name').fill('Miles');
  await dialog.getByLabel('Last name').fill('Davis');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // No reload and no token refresh in between: the dashboard took the widget's event.
  await expect(page.getByRole('button', { name: 'Account menu for Miles Davis' })).toBeVisible();
  await page.getByRole('link', { name: 'Account Details' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  const details = page.locator('.settings-card').filter({ hasText: 'Account details' });
  await expect(details).toContainText('Miles');
  await expect(details).toContainText('Davis');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Miles' })).toBeVisible();
});

test('given a server fault on save, should keep the typed names and show the message', async ({
  page,
  request,
}) => {
  await openSignedIn(page, MEMBER_EMAIL, '/settings/profile');
  const widget = page.locator('user-profile');
  await expect(widget.locator('.up-name')).toHaveText('Milo Member');
  const fault = await request.post('/_test/faults', {
    data: { method: 'POST', path: ME, status: 500, times: 1 },
  });
  expect(fault.ok()).toBe(true);

  await widget.getByRole('button', { name: 'Edit name' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Edit name' });
  await dialog.getByLabel('First name').fill('Mona');
  await dialog.getByLabel('Last name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Injected fault (status 500)');
  await expect(dialog.getByLabel('First name')).toHaveValue('Mona');
  await expect(dialog.getByLabel('Last name')).toHaveValue('');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(widget.locator('.up-name')).toHaveText('Milo Member');
});
