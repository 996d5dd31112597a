// A keyboard-only journey (no mouse): sign in, open user management, invite a user, change a
// role, sign a session out. Every focus stop must show its focus ring, and focus must come back
// to the control that opened each dialog once it closes.
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../catalogue';
import { expectFocusVisible, focused, markFocused, tabTo } from './a11y-support';
import { ADMIN_EMAIL, DEMO_PASSWORD, expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;
// A seeded active member no other journey changes.
const ROLE_TARGET = 'hannah.schmidt@acme.test';
// The admin's oldest seeded session (Tokyo, server/seed/demo-sessions.ts): no other test uses it.
const SIGN_OUT_TARGET = 'Chrome on Android';

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

async function expectFocusBackOnTrigger(): Promise<void> {
  await expect
    .poll(async () => (await focused(page)).marked, 'focus back on the trigger')
    .toBe(true);
  await expectFocusVisible(page);
}

test('given the hosted sign-in page, should sign in with the keyboard only', async () => {
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  await tabTo(page, (info) => info.tag === 'input' && /e-?mail/i.test(info.name));
  await page.keyboard.type(ADMIN_EMAIL);
  await tabTo(page, (info) => info.tag === 'input' && /^password$/i.test(info.name));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
});

test('given the dashboard, should reach user management through the navigation', async () => {
  await tabTo(page, (info) => info.tag === 'a' && info.name === 'Settings');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/settings$/);
  // The Organization group of the side menu starts closed on /settings: open it.
  await tabTo(page, (info) => info.tag === 'button' && info.name === 'Organization');
  await page.keyboard.press('Enter');
  await tabTo(page, (info) => info.tag === 'a' && info.name === 'User Management');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/settings\/user-management$/);
  await expect(page.locator('users-management')).toHaveAttribute('data-state', 'ready');
});

test('given the users widget, should invite a user and return focus to Invite user', async () => {
  await tabTo(page, (info) => info.tag === 'button' && info.name === 'Invite user');
  await markFocused(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).name).toMatch(/^Email/);
  await expectFocusVisible(page);
  const email = uniqueEmail('keyboard');
  await page.keyboard.type(email);
  await tabTo(page, (info) => info.tag === 'button' && info.name.startsWith('Send invite'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusBackOnTrigger();
  await tabTo(page, (info) => info.name === 'Search users', { backwards: true });
  await page.keyboard.type(email);
  await expect(
    page.locator('users-management').getByRole('row').filter({ hasText: email }),
  ).toContainText('Invited');
});

test('given an active member, should change the role from the actions menu and return focus to it', async () => {
  const widget = page.locator('users-management');
  const search = widget.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape'); // clears the search
  await page.keyboard.type(ROLE_TARGET);
  const row = widget.getByRole('row').filter({ hasText: ROLE_TARGET });
  await expect(row).toContainText('Member');
  await expect(widget.locator('tbody tr')).toHaveCount(1);
  await tabTo(page, (info) => info.tag === 'button' && /^Actions for/.test(info.name));
  await markFocused(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  for (let step = 0; step < 6 && (await focused(page)).name !== 'Edit role'; step += 1) {
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
  }
  expect((await focused(page)).name).toBe('Edit role');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit role' });
  await expect(dialog).toBeVisible();
  await tabTo(page, (info) => info.role === 'combobox');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Admin', exact: true })).toBeVisible();
  // As a user sees it: the highlight is on an option (a frame after the list shows) before
  // Home is pressed; a key sent in between reaches the trigger, which doesn't move the list.
  await expect.poll(async () => (await focused(page)).role).toBe('option');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox')).toContainText('Admin');
  await tabTo(page, (info) => info.tag === 'button' && info.name.startsWith('Save'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Admin');
  await expectFocusBackOnTrigger();
});

test('given the sessions widget, should sign another session out and keep focus visible', async () => {
  await tabTo(page, (info) => info.tag === 'a' && info.name === 'Sessions', { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/settings\/sessions$/);
  const widget = page.locator('user-sessions');
  await expect(widget).toHaveAttribute('data-state', 'ready');
  const trigger = widget.getByRole('button', { name: `Sign out of ${SIGN_OUT_TARGET},` });
  await expect(trigger).toHaveCount(1);
  // Each session has its own Sign out, newest first, and the target is the oldest: after one row
  // per sign-in of the admin's that the suites before this one made (about 50 in a full run). So
  // the walk is one pass over the page: the shell's controls, the top bar (with the switcher)
  // and every row, each with its focus ring checked.
  const rows = await widget.getByRole('button', { name: /^Sign out of / }).count();
  await tabTo(
    page,
    (info) => info.tag === 'button' && info.name.startsWith(`Sign out of ${SIGN_OUT_TARGET},`),
    { limit: 30 + rows },
  );
  await markFocused(page);

  // Cancel first (Escape): nobody is signed out and focus is back on the row's Sign out.
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Sign out of device?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(SIGN_OUT_TARGET);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expectFocusBackOnTrigger();
  await expect(trigger).toHaveCount(1);

  // Then sign it out for real.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, (info) => info.tag === 'button' && info.name === 'Sign out');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(trigger).toHaveCount(0);
  // Its row is gone: focus moves to a neighbouring session's Sign out, not to the page.
  expect((await expectFocusVisible(page)).name).toMatch(/^Sign out of /);
});
