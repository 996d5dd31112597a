// The dashboard frame at 375 px (SPEC.md §2): sidebar hidden, the top-bar menu button opens the
// 'Menu' drawer with the main entries and Help & Support; the overlay closes it; focus is managed.
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await openSignedIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

test('given a small screen, should hide the sidebar and show the menu button', async () => {
  await page.goto('/customers');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('.shell-side-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expectAccessible(page);
});

test('given the search button on a small screen, should reveal the focused search box', async () => {
  await page.goto('/');
  const search = page.getByPlaceholder('Search programs, clients, analytics...');
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('given the menu button, should open the Menu drawer with entries, focus inside and an overlay that closes it', async () => {
  await page.goto('/customers');
  // The page behind a modal drawer is hidden from the accessibility tree, so find it by CSS.
  const opener = page.locator('button[aria-label="Open menu"]');
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const main = drawer.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Dashboard',
    'Clients',
    'Customers',
    'Programs',
    'Analytics',
    'Campaigns',
    'Settings',
  ]) {
    await expect(main.getByRole('link', { name })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(drawer.getByRole('button', { name: 'Help & Support' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);

  // Tap the dark overlay to the right of the drawer.
  await page.mouse.click(360, 400);
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('given the drawer, should slide in over 300 ms and close with the close button', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
    '0.3s',
  );
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});

test('given a drawer entry, should navigate and close the drawer', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('given Escape in the drawer, should close it and keep focus trapped while open', async () => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('given each demo screen at 375 px, should render without horizontal page overflow', async () => {
  for (const path of [
    '/',
    '/customers',
    '/customers/create',
    '/customers/cus_8f2k1a',
    '/clients',
    '/clients/create',
    '/programs',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main');
      return main ? main.scrollWidth - main.clientWidth : 0;
    });
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});
