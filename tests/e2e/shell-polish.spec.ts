// Small things a demanding user notices: every screen names itself in the document title, a skip
// link reaches the content in one Tab, a malformed address shows the dashboard's own screen
// (never raw server JSON), the hosted sign-in's two buttons are spaced and centred, and the
// help dialog says guides are not published yet instead of looking like a dead link.
import { dashboardRoutes } from '../catalogue';
import { expect, expectAccessible, openSignedIn, test } from './fixtures';

test('given every screen, should give each its own document title', async ({ page }) => {
  await openSignedIn(page, 'admin@acme.test');
  const titles = new Map<string, string>();
  for (const route of dashboardRoutes.filter((item) => !item.as)) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(/^.+ · Loyalty Console$/);
    titles.set(route.path, await page.title());
  }
  const seen = [...titles.values()];
  expect(new Set(seen).size, JSON.stringify(Object.fromEntries(titles), null, 1)).toBe(seen.length);
  expect(titles.get('/customers')).toBe('Customers · Loyalty Console');
  expect(titles.get('/settings/profile')).toBe('Profile · Settings · Loyalty Console');
  expect(titles.get('/no-such-page')).toBe('Not Found · Loyalty Console');
});

test('given the keyboard, should reach the main content with the first Tab and Enter', async ({
  page,
}) => {
  await openSignedIn(page, 'admin@acme.test', '/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/customers$/);
  // The next Tab goes into the screen, not back to the navigation.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() =>
      document.getElementById('main-content')?.contains(document.activeElement),
    ),
  ).toBe(true);
});

test('given a malformed address, should show the dashboard screen, not raw JSON', async ({
  page,
}) => {
  await openSignedIn(page, 'admin@acme.test');
  const response = await page.goto('/customers/%E0%A4%A/');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toContain('text/html');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
  await expect(page.getByText('FST_ERR_BAD_URL')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to customers' })).toBeVisible();
});

test('given the hosted sign-in, should space its two buttons and centre the second', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  const code = page.getByRole('button', { name: 'Email me a sign-in code', exact: true });
  const first = (await signIn.boundingBox())!;
  const second = (await code.boundingBox())!;
  expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(8);
  expect(second.height).toBe(first.height);
  // The label's centre sits on the button's centre, like the primary button's.
  const offCentre = await code.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const text = range.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return Math.abs(text.left + text.width / 2 - (box.left + box.width / 2));
  });
  expect(offCentre).toBeLessThan(2);
});

test('given Help & Support, should mark the guides as not published yet', async ({ page }) => {
  await openSignedIn(page, 'admin@acme.test');
  await page.getByRole('button', { name: 'Help & Support' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Help & Support' });
  await expect(dialog.getByText('Guides and documentation')).toContainText('Coming soon');
  await expect(dialog).toContainText('contact support and we will walk you through it');
  await expectAccessible(page);
});
