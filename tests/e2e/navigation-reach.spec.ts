// Issue #13 items 1 and 4: on a phone the drawer offers the current section's contextual menu
// (same groups, gating and highlight as the desktop side menu) and /settings links to its
// sub-pages; the side-menu highlight follows the path even when that page's item is hidden.
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';

const phone = { width: 375, height: 800 };

test('given a phone on /settings, should offer the Settings menu in the drawer and reach Security from it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  await page.locator('button[aria-label="Open menu"]').click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const section = drawer.getByRole('navigation', { name: 'Settings menu' });
  await expect(section.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Account' })).toBeVisible();
  // As on the desktop, the group holding the path starts open and the others collapsed.
  await expect(section.getByRole('button', { name: 'Account' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const organization = section.getByRole('button', { name: 'Organization' });
  await expect(organization).toHaveAttribute('aria-expanded', 'false');
  await organization.click();
  for (const name of [
    'Account Details',
    'Profile',
    'Security',
    'Sessions',
    'User Management',
    'Domain Verification',
    'SSO Configuration',
  ]) {
    await expect(section.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  await expect(section.getByRole('link', { name: 'Account Details' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);

  await section.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(drawer).toBeHidden();
  await page.locator('button[aria-label="Open menu"]').click();
  await expect(
    page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'Settings menu' })
      .getByRole('link', { name: 'Security', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('given a phone on a customer page, should offer the Customers menu with All Customers marked', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await openSignedIn(page, ADMIN_EMAIL, '/customers/cus_8f2k1a');
  await page.locator('button[aria-label="Open menu"]').click();
  const section = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Customers menu' });
  await expect(section.getByRole('link', { name: 'All Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(section.getByRole('button', { name: 'Customer Operations' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await section.getByRole('button', { name: 'Customer Operations' }).click();
  await expect(section.getByRole('link', { name: 'Segments' })).toBeVisible();
  await context.close();
});

test('given a member on a phone, should gate the drawer menu and the settings links like the side menu', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await openSignedIn(page, MEMBER_EMAIL, '/settings');
  const links = page.getByRole('navigation', { name: 'Account settings' });
  for (const name of ['Profile', 'Security', 'Sessions', 'Personal API Keys'])
    await expect(links.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Organization settings' })).toHaveCount(0);
  await page.locator('button[aria-label="Open menu"]').click();
  const section = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Settings menu' });
  await expect(section.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await context.close();
});

test('given an admin on /settings, should link to every settings sub-page', async ({ page }) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  const account = page.getByRole('navigation', { name: 'Account settings' });
  const organization = page.getByRole('navigation', { name: 'Organization settings' });
  await expect(account.getByRole('link')).toHaveText([
    'Profile',
    'Security',
    'Sessions',
    'Personal API Keys',
  ]);
  await expect(organization.getByRole('link')).toHaveText([
    'User Management',
    'Domain Verification',
    'SSO Configuration',
    'Directory Sync',
    'API Keys',
    'Audit Log',
  ]);
  await expectAccessible(page);
  await organization.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/settings\/user-management$/);
  await expect(page.locator('users-management')).toBeVisible();
});

test('given a member on /settings/user-management, should highlight nothing in the side menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await openSignedIn(page, MEMBER_EMAIL, '/settings/user-management');
  await expect(page.getByText('Access Denied')).toBeVisible();
  const menu = page.locator('.shell-side-menu');
  await expect(menu.getByRole('link', { name: 'Account Details' })).toBeVisible();
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(0);
  await expect(menu.locator('[data-active]')).toHaveCount(0);
});
