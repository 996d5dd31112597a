// The AI Assistant drawer (SPEC.md §2, §4): opens from the rail, Beta badge, five suggestions,
// simulated 2 s busy state, Enter to send, focus trapped and returned, and no request made.
import type { Page, Request } from '@playwright/test';
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await openSignedIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

/**
 * Home with the page's own loading done (the top bar's <organization-switcher>: its chunks and
 * its list), so a test records the assistant's requests and focus alone.
 */
const openHome = async () => {
  await page.goto('/');
  await expect(page.locator('organization-switcher')).toHaveAttribute('data-state', 'ready');
  await page.waitForLoadState('networkidle');
};

const openAssistant = async () => {
  const opener = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'AI Assistant' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: /AI Assistant/ });
  await expect(drawer).toBeVisible();
  return { opener, drawer };
};

test('given the rail button, should open a 24rem right drawer with Beta, five suggestions and the input', async () => {
  await openHome();
  const { drawer } = await openAssistant();
  await expect(drawer.getByText('Beta', { exact: true })).toBeVisible();
  const suggestions = drawer.locator('.assistant-suggestion');
  await expect(suggestions).toHaveCount(5);
  await expect(suggestions.nth(0)).toContainText('Show my loyalty program performance');
  await expect(suggestions.nth(0)).toContainText('Analytics');
  await expect(suggestions.nth(1)).toContainText('Members');
  await expect(suggestions.nth(2)).toContainText('Campaigns');
  await expect(suggestions.nth(3)).toContainText('Reports');
  await expect(suggestions.nth(4)).toContainText('Insights');
  await expect(drawer.getByPlaceholder('Ask anything...')).toBeVisible();
  await expect(drawer.getByPlaceholder('Ask anything...')).toBeFocused();
  const box = await drawer.boundingBox();
  expect(box?.width).toBe(384);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(1280);
  await expectAccessible(page);
});

test('given a suggestion clicked, should think for about 2 s without any request, then clear the input', async () => {
  await openHome();
  const { drawer } = await openAssistant();
  const requests: Request[] = [];
  const listener = (request: Request) => requests.push(request);
  page.on('request', listener);
  const send = drawer.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  const started = Date.now();
  await drawer.getByRole('button', { name: /Generate engagement report/ }).click();
  await expect(drawer.getByText('AI is thinking...')).toBeVisible();
  await expect(drawer.getByPlaceholder('Ask anything...')).toHaveValue(
    'Generate engagement report',
  );
  await expect(send).toBeDisabled();
  await expect(
    drawer.getByRole('button', { name: /Suggest program optimizations/ }),
  ).toBeDisabled();
  await expect(drawer.getByText('AI is thinking...')).toBeHidden({ timeout: 4000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(drawer.getByPlaceholder('Ask anything...')).toHaveValue('');
  page.off('request', listener);
  expect(requests.map((request) => request.url())).toEqual([]);
});

test('given the keyboard, should send with Enter, add a line with Shift+Enter, ignore blank input', async () => {
  await openHome();
  // Open from the keyboard: focus the rail button and press Enter; the input takes focus.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'AI Assistant' })
    .focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /AI Assistant/ });
  await expect(drawer).toBeVisible();
  const input = drawer.getByPlaceholder('Ask anything...');
  const send = drawer.getByRole('button', { name: 'Send message' });
  await expect(input).toBeFocused();
  await page.keyboard.type('   ');
  await expect(send).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('AI is thinking...')).toBeHidden();

  await input.fill('');
  await page.keyboard.type('How many members');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('joined this week?');
  await expect(input).toHaveValue('How many members\njoined this week?');
  await expect(send).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('AI is thinking...')).toBeVisible();
  await expect(input).toHaveValue('', { timeout: 4000 });
  await expect(drawer.getByText('AI is thinking...')).toBeHidden();

  // A suggestion chosen with the keyboard starts the same simulation.
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('button', { name: /Suggest program optimizations/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('AI is thinking...')).toBeVisible();
  await expect(input).toHaveValue('Suggest program optimizations');
  await expect(input).toHaveValue('', { timeout: 4000 });
});

test('given the drawer open, should trap focus, close on Escape and return focus to the rail button', async () => {
  await openHome();
  const { opener, drawer } = await openAssistant();
  for (let step = 0; step < 15; step += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('given the drawer open, should close from the close button and from the overlay', async () => {
  await openHome();
  let { opener, drawer } = await openAssistant();
  await drawer.getByRole('button', { name: 'Close AI Assistant' }).click();
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  ({ opener, drawer } = await openAssistant());
  await page.mouse.click(200, 400);
  await expect(drawer).toBeHidden();
});

test('given a narrow screen, should cap the drawer at 90% of the viewport and open it from the menu', async () => {
  const context = page.context();
  const narrow = await context.newPage();
  await narrow.setViewportSize({ width: 375, height: 800 });
  await narrow.goto('/');
  await narrow.getByRole('button', { name: 'Open menu' }).click();
  await narrow
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'AI Assistant' })
    .click();
  const drawer = narrow.getByRole('dialog', { name: /AI Assistant/ });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeCloseTo(337.5, 0);
  await expectAccessible(narrow);
  await narrow.close();
});
