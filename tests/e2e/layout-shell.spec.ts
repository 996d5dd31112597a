// The dashboard frame at 1280 px (SPEC.md §2 "Shell layout"): rail, contextual side menu,
// footer button, top bar, user menu, theme and toasts, for a signed-in admin.
import type { Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 860 } });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await openSignedIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

const rail = () => page.getByRole('navigation', { name: 'Main' });
const sideMenu = () => page.locator('.shell-side-menu');

test('given the dashboard, should highlight only the Dashboard rail entry and show the Overview menu', async () => {
  await page.goto('/');
  await expect(rail().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of ['Clients', 'Customers', 'Programs', 'Analytics', 'Campaigns', 'Settings']) {
    await expect(rail().getByRole('link', { name })).not.toHaveAttribute('aria-current', 'page');
  }
  await expect(rail().getByRole('button', { name: 'AI Assistant' })).toBeVisible();
  await expect(rail().getByRole('button', { name: 'Help & Support' })).toBeVisible();
  await expect(sideMenu().getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(sideMenu().getByRole('button', { name: 'Overview' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sideMenu().getByRole('button', { name: 'Quick Actions' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(sideMenu().getByRole('link', { name: 'New Program' })).toHaveAttribute(
    'href',
    '/programs/create',
  );
});

test('given a rail entry hovered, should show its tooltip', async () => {
  await page.goto('/');
  await rail().getByRole('link', { name: 'Campaigns' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Campaigns');
});

test('given a nested customer path, should highlight Customers, open its group and offer New Customer', async () => {
  await page.goto('/customers/cus_8f2k1a/edit');
  await expect(rail().getByRole('link', { name: 'Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rail().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sideMenu().getByRole('heading', { name: 'Customers' })).toBeVisible();
  await expect(sideMenu().getByRole('button', { name: 'Customer Management' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sideMenu().getByRole('link', { name: 'All Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const footer = sideMenu().getByRole('link', { name: 'New Customer' });
  await expect(footer).toHaveAttribute('href', '/customers/create');
});

test('given a client path, should offer New Client; and a group toggles open and closed', async () => {
  await page.goto('/clients');
  await expect(sideMenu().getByRole('link', { name: 'New Client' })).toHaveAttribute(
    'href',
    '/clients/create',
  );
  const operations = sideMenu().getByRole('button', { name: 'Client Operations' });
  await expect(operations).toHaveAttribute('aria-expanded', 'false');
  await expect(sideMenu().getByRole('link', { name: 'Billing' })).toBeHidden();
  await operations.click();
  await expect(operations).toHaveAttribute('aria-expanded', 'true');
  await sideMenu().getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/clients\/billing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Client Billing is coming soon' }),
  ).toBeVisible();
  await expect(sideMenu().getByRole('link', { name: 'Billing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('given settings as an admin, should list all three gated Organization items', async () => {
  await page.goto('/settings');
  const menu = sideMenu();
  await expect(menu.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await menu.getByRole('button', { name: 'Organization' }).click();
  await expect(menu.getByRole('link', { name: 'User Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Domain Verification' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'SSO Configuration' })).toBeVisible();
});

test('given the top bar, should show the search box and the user menu with name, email and items', async () => {
  await page.goto('/');
  await expect(page.getByPlaceholder('Search programs, clients, analytics...')).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ada Admin');
  await expect(menu).toContainText(ADMIN_EMAIL);
  await expect(menu.getByRole('menuitem', { name: /notifications/i })).toContainText('3');
  for (const name of ['Account Settings', 'Team Management', 'Billing', 'Sign Out']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('given the theme menu, should store dark under `theme` and apply it, then system and light', async () => {
  await page.goto('/');
  const root = page.locator('.ui-root').first();
  await page.getByRole('button', { name: /^theme/i }).click();
  await page.getByRole('menuitem', { name: /dark/i }).click();
  await expect(root).toHaveAttribute('data-appearance', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expectAccessible(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: /^theme/i }).click();
  await page.getByRole('menuitem', { name: /system/i }).click();
  await expect(root).toHaveAttribute('data-appearance', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveAttribute('data-appearance', 'light');

  await page.getByRole('button', { name: /^theme/i }).click();
  await page.getByRole('menuitem', { name: /light/i }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('.ui-root').first()).toHaveAttribute('data-appearance', 'light');
});

test('given a toast, should show it bottom-right in the notifications region', async () => {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Actions for Liam Chen' }).click();
  await page.getByRole('menuitem', { name: 'Manage Points' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toContainText('Liam Chen has 21,480 points');
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  const box = await toast.boundingBox();
  expect(box?.width).toBe(356);
  // The toast's action adjusts the points through the product API (recorded in the audit log).
  await toast.getByRole('button', { name: 'Add 100 points' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Added 100 points.' })).toContainText(
    /Liam Chen has 21,\d80 points/,
  );
  await page.getByRole('button', { name: 'Actions for Liam Chen' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Liam Chen?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Liam Chen was deactivated' }),
  ).toBeVisible();
});

test('given Help & Support, should open a dialog that closes and returns focus', async () => {
  await page.goto('/');
  const help = rail().getByRole('button', { name: 'Help & Support' });
  await help.click();
  const dialog = page.getByRole('dialog', { name: 'Help & Support' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
});

test('given Sign Out in the user menu, should end the session and leave the dashboard', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/user_management\//);
  await page.goto('/customers');
  await page.waitForURL(/\/user_management\/authorize/);
});

test('given a member without permissions, should drop the whole Organization group from the settings menu', async ({
  browser,
}) => {
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const memberPage = await memberContext.newPage();
  await openSignedIn(memberPage, MEMBER_EMAIL, '/settings');
  const menu = memberPage.locator('.shell-side-menu');
  await expect(menu.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Organization' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await memberContext.close();
});

test('given Help & Support pressed before the floating layer arrived, should open the dialog and return the focus to it on close', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const fresh = await context.newPage();
  await openSignedIn(fresh, ADMIN_EMAIL);
  // Hold the floating layer back (the dashboard's build names it assets/floating-layer-<hash>.js):
  // the rail's tooltips swap in around their buttons when it arrives, after the press.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await fresh.route(/\/floating-layer-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await fresh.goto('/');
  const help = fresh
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Help & Support' });
  await help.click();
  await expect(help).toBeFocused();
  release();
  const dialog = fresh.getByRole('dialog', { name: 'Help & Support' });
  await expect(dialog).toBeVisible();
  await fresh.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
  await context.close();
});
