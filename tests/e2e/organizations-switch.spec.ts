// The top bar's organization switcher: a searchable list for several organizations, a plain label
// for one; choosing another organization switches the session (token org_id) and reloads.
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';
import { currentClaims, membershipsOf } from './auth-helpers';

test('given an admin of several organizations, should switch to the other one and carry its org_id', async ({
  page,
  request,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  const memberships = await membershipsOf(page, request);
  const idpOf = (name: string) =>
    memberships.find((item) => item.name === name)!.organizationEnvironments[0]!.idpOrganizationId;
  const before = await currentClaims(page);
  const [current, other] =
    before.org_id === idpOf('Acme Loyalty')
      ? ['Acme Loyalty', 'Globex Rewards']
      : ['Globex Rewards', 'Acme Loyalty'];

  const trigger = page.getByRole('button', { name: /switch organization/i });
  await expect(trigger).toContainText(current);
  await trigger.click();
  const search = page.getByRole('combobox', { name: 'Search organizations' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('option')).toHaveCount(memberships.length);
  await expectAccessible(page);

  await search.fill('zzz');
  await expect(page.getByText('No organizations found.')).toBeVisible();
  await search.fill(other.slice(0, 3).toLowerCase());
  await expect(page.getByRole('option')).toHaveCount(1);
  const reloaded = page.waitForEvent('load');
  await search.press('Enter');
  await reloaded;

  await expect.poll(async () => (await currentClaims(page)).org_id).toBe(idpOf(other));
  await expect(page.getByRole('button', { name: /switch organization/i })).toContainText(other);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('loyalty-org') ?? 'null'),
  );
  expect(stored?.name).toBe(other);
  // The session keeps the new organization across a reload.
  await page.reload();
  expect((await currentClaims(page)).org_id).toBe(idpOf(other));
});

test('given the list open, should move with the arrow keys and close on Escape', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  const trigger = page.getByRole('button', { name: /switch organization/i });
  await trigger.click();
  const search = page.getByRole('combobox', { name: 'Search organizations' });
  const options = page.getByRole('option');
  await search.press('Home');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await search.press('ArrowUp');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await search.press('Escape');
  await expect(search).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('given a member of one organization, should show a plain label instead of a list', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER_EMAIL);
  await expect(page.getByTestId('organization-label')).toContainText('Acme Loyalty');
  await expect(page.getByRole('button', { name: /switch organization/i })).toHaveCount(0);
});

test('given a switch to an organization the session refuses, should send the user to sign in with it', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  await page.getByRole('button', { name: /switch organization/i }).click();
  let authorizeUrl = '';
  await page.route('**/user_management/authenticate', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'organization_membership_required',
        error_description: 'Not a member',
      }),
    }),
  );
  await page.route('**/user_management/authorize**', async (route) => {
    authorizeUrl = route.request().url();
    await route.fulfill({ status: 204 });
  });
  const options = page.getByRole('option');
  const target = options
    .filter({ hasNot: page.locator('[aria-selected="true"]') })
    .and(page.locator('[aria-selected="false"]'));
  await target.first().click();
  await expect.poll(() => authorizeUrl).toContain('organization_id=org_');
});

test('given a switch that fails for a passing reason in the dark theme, should show the failure in the switcher as an error and keep the organization', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openSignedIn(page, ADMIN_EMAIL);
  const before = (await currentClaims(page)).org_id;
  const trigger = page.getByRole('button', { name: /switch organization/i });
  const shown = await trigger.textContent();
  await trigger.click();
  await page.route('**/user_management/authenticate', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'unavailable', error_description: 'Service unavailable' }),
    }),
  );
  await page.locator('[role="option"][aria-selected="false"]').first().click();
  // SPEC.md §8's switch failure, shown by <organization-switcher> itself (a widget cannot use the
  // host's toasts): title, the error's text, the current organization kept.
  const failure = page.locator('organization-switcher').getByRole('alert');
  await expect(failure).toContainText('Failed to switch organization');
  await expect(failure).toContainText('Service unavailable');
  await expect(trigger).toHaveText(shown ?? '');
  expect((await currentClaims(page)).org_id).toBe(before);
  await expectAccessible(page);
  // The dark theme's danger colours, not the light ones.
  expect(await failure.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgb(254, 235, 236)',
  );
});
