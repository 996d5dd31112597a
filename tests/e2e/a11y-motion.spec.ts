// Under prefers-reduced-motion: reduce nothing animates: drawers, dialogs, menus, listboxes,
// toasts, skeletons, in the dashboard and in every catalogue widget. A control run without the
// preference proves the recorder sees motion when there is some.
import type { Browser, Page } from '@playwright/test';
import { widgets, type WidgetEntry, type WidgetState } from '../catalogue';
import { motionSeen, recordMotion } from './a11y-support';
import { ADMIN_EMAIL, expect, signIn, test } from './fixtures';

async function motionPage(
  browser: Browser,
  reducedMotion: 'reduce' | 'no-preference',
  width = 375,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion });
  const page = await context.newPage();
  await recordMotion(page);
  await signIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
  return page;
}

/** Opens and closes the small-screen menu drawer. */
async function toggleDrawer(page: Page): Promise<void> {
  await page.locator('button[aria-label="Open menu"]').click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('given no motion preference, should see the drawer and a widget dialog animate (the recorder works)', async ({
  browser,
}) => {
  const page = await motionPage(browser, 'no-preference');
  try {
    await toggleDrawer(page);
    expect((await motionSeen(page)).length).toBeGreaterThan(0);
    // Inside a widget's shadow root too.
    await page.goto('/settings/user-management');
    await page.locator('users-management').getByRole('button', { name: 'Invite user' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite user' })).toBeVisible();
    await expect
      .poll(async () =>
        (await motionSeen(page)).some((entry) => entry.startsWith('<users-management>')),
      )
      .toBe(true);
  } finally {
    await page.context().close();
  }
});

test('given reduced motion, should not animate the small-screen drawer, the assistant, menus or toasts', async ({
  browser,
}) => {
  const page = await motionPage(browser, 'reduce');
  try {
    await toggleDrawer(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.locator('button[aria-label="AI Assistant"]').first().click();
    const assistant = page.getByRole('dialog', { name: /AI Assistant/ });
    await expect(assistant).toBeVisible();
    await assistant.getByRole('button', { name: /Generate engagement report/ }).click();
    await expect(assistant.getByText('AI is thinking...')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(assistant).toBeHidden();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/customers');
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Manage Points' }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await page.waitForTimeout(400);

    expect(await motionSeen(page)).toEqual([]);
  } finally {
    await page.context().close();
  }
});

/**
 * A widget's states reached after the widget is ready, in groups of at most `size`: each group is
 * one test with its own sign-in, as every state reloads the page and a widget with many states
 * (<users-management> has 11) would not fit in one test's time on a busy machine.
 */
function stateGroups(entry: WidgetEntry, size = 4): WidgetState[][] {
  const states = entry.states.filter(
    // Load states (faults before the page loads) are checked in a11y-widgets.
    (state) => !state.faults && state.waitForReady !== false,
  );
  const groups: WidgetState[][] = [];
  for (let start = 0; start < states.length; start += size)
    groups.push(states.slice(start, start + size));
  return groups;
}

for (const entry of widgets) {
  for (const states of stateGroups(entry)) {
    test(`given reduced motion, should not animate <${entry.tag}> in states ${states.map((state) => state.name).join(', ')}`, async ({
      browser,
    }) => {
      const page = await motionPage(browser, 'reduce', 1280);
      try {
        const widget = page.locator(entry.tag);
        for (const state of states) {
          await page.goto(entry.settingsPath);
          await expect(widget).toHaveAttribute('data-state', 'ready');
          await expect(entry.firstContent(widget)).toBeVisible();
          await state.reach?.({ page, widget });
          await page.keyboard.press('Escape');
        }
        expect(await motionSeen(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
}
