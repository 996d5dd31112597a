// <organization-switcher> in the dashboard's top bar (issue #24): switching from the element moves
// the session to the other organization and the settings pages follow it; the plain partner demo
// page switches through its own switchToOrganization.
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';
import { currentClaims, membershipsOf } from './auth-helpers';

test('given an admin of several organizations, should switch from the element and see the settings pages follow', async ({
  page,
  request,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  const memberships = await membershipsOf(page, request);
  const idpOf = (name: string) =>
    memberships.find((item) => item.name === name)!.organizationEnvironments[0]!.idpOrganizationId!;
  const before = (await currentClaims(page)).org_id;
  const other = before === idpOf('Acme Loyalty') ? 'Globex Rewards' : 'Acme Loyalty';
  await expect(page.getByText(before!, { exact: true })).toBeVisible();

  const switcher = page.locator('organization-switcher');
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  const events: string[] = [];
  await page.exposeFunction('recordSwitch', (id: string) => events.push(id));
  await page.evaluate(() =>
    document
      .querySelector('organization-switcher')!
      .addEventListener('organization-switched', (event) =>
        (window as unknown as { recordSwitch(id: string): void }).recordSwitch(
          (event as CustomEvent<{ organizationId: string }>).detail.organizationId,
        ),
      ),
  );
  await switcher.getByRole('button', { name: /Switch organization/ }).click();
  await switcher.getByRole('combobox', { name: 'Search organizations' }).fill(other.slice(0, 4));
  await expectAccessible(page);
  const reloaded = page.waitForEvent('load');
  await switcher.getByRole('combobox', { name: 'Search organizations' }).press('Enter');
  await reloaded;
  expect(events).toEqual([idpOf(other)]);

  // The session, the account details and the organization's own pages are the other's now.
  await expect.poll(async () => (await currentClaims(page)).org_id).toBe(idpOf(other));
  await expect(page.getByText(idpOf(other), { exact: true })).toBeVisible();
  await expect(
    page.locator('organization-switcher').getByRole('button', { name: /Switch organization/ }),
  ).toContainText(other);
  // The admin manages users in Acme Loyalty and is a plain member of Globex Rewards: the user
  // management page follows the organization the element switched to.
  await page.goto('/settings/user-management');
  if (other === 'Acme Loyalty') {
    await expect(page.locator('users-management')).toHaveAttribute('data-state', 'ready');
  } else {
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    await expect(page.locator('users-management')).toHaveCount(0);
  }
});

test('given the plain partner demo page, should switch through the page switchToOrganization and log the event', async ({
  page,
}) => {
  await page.goto('/demo/organization-switcher.html');
  const switcher = page.locator('organization-switcher');
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  const trigger = switcher.getByRole('button', { name: /Switch organization/ });
  const before = await trigger.textContent();
  await trigger.click();
  await expectAccessible(page);
  await switcher.locator('[role="option"][aria-selected="false"]').first().click();
  await expect(page.locator('#event-log')).toContainText('organization-switched');
  await expect(trigger).not.toHaveText(before ?? '');
  await expect(trigger).toHaveAttribute('data-state', 'closed');
});
