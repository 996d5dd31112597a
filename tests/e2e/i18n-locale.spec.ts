// A partner's `messages` overrides, a `locale` change at run time, the nearest `lang`, the host's
// `dir`, and the dashboard handing the browser's language to its widgets.
import { expect, openSignedIn, test } from './fixtures';
import { switchLocale } from './i18n-support';

const openUsers = async (page: import('@playwright/test').Page) => {
  await page.goto('/demo/users-management.html');
  const widget = page.locator('users-management');
  await expect(widget).toHaveAttribute('data-state', 'ready');
  return widget;
};

test('given messages overrides, should show them for every locale or only the one named', async ({
  page,
}) => {
  const widget = await openUsers(page);
  await widget.evaluate((element) => {
    (element as HTMLElement & { messages: unknown }).messages = {
      inviteUserButton: 'Invite teammate',
      // ICU with the catalog's placeholder: compiled by the lazily loaded compiler.
      actionsMenuLabel: 'More for {name}',
      es: { inviteUserButton: 'Invitar a un compañero' },
    };
  });
  await expect(widget.getByRole('button', { name: 'Invite teammate' })).toBeVisible();
  await expect(widget.getByRole('button', { name: /^More for / }).first()).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Invite user' })).toHaveCount(0);

  await switchLocale(widget, 'es');
  await expect(widget.getByRole('button', { name: 'Invitar a un compañero' })).toBeVisible();
  // Not overridden for es: the Spanish catalog's text.
  await expect(widget.getByRole('searchbox', { name: 'Buscar usuarios' })).toBeVisible();
  await expect(widget.getByRole('button', { name: /^More for / }).first()).toBeVisible();
});

test('given a locale change at run time, should re-render in it without fetching again', async ({
  page,
}) => {
  const widget = await openUsers(page);
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_widgets/')) requests.push(request.url());
  });
  await switchLocale(widget, 'de');
  await expect(widget.getByRole('button', { name: 'Benutzer einladen' })).toBeVisible();
  await expect(widget.getByRole('columnheader', { name: 'Zuletzt aktiv' })).toBeVisible();
  await switchLocale(widget, 'ar');
  await expect(widget.getByRole('button', { name: 'دعوة مستخدم' })).toBeVisible();
  await expect(widget.locator('.ui-root').first()).toHaveAttribute('dir', 'rtl');
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
});

test('given no locale attribute, should follow the nearest lang and its changes, and a dir on the host', async ({
  page,
}) => {
  const widget = await openUsers(page);
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'fr-CA'));
  await expect(widget.getByRole('button', { name: 'Inviter un utilisateur' })).toBeVisible();
  await expect(widget.locator('.ui-root').first()).toHaveAttribute('lang', 'fr-CA');
  // The element's own lang is nearer than the document's.
  await widget.evaluate((element) => element.setAttribute('lang', 'ja'));
  await expect(widget.getByRole('button', { name: 'ユーザーを招待' })).toBeVisible();
  // A language without a catalog falls through to the browser's (English here).
  await widget.evaluate((element) => element.setAttribute('lang', 'xx'));
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'xx'));
  await expect(widget.getByRole('button', { name: 'Invite user' })).toBeVisible();
  await widget.evaluate((element) => element.setAttribute('dir', 'rtl'));
  await expect(widget.locator('.ui-root').first()).toHaveAttribute('dir', 'rtl');
});

test.describe('the dashboard in a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('given the profile settings, should show the widget in Japanese', async ({ page }) => {
    await openSignedIn(page, undefined, '/settings/profile');
    const widget = page.locator('user-profile');
    await expect(widget).toHaveAttribute('locale', 'ja-JP');
    await expect(widget.getByRole('group', { name: 'プロフィール' })).toBeVisible();
    await expect(widget.getByRole('button', { name: '名前を編集' })).toBeVisible();
  });
});

test.describe('the dashboard in an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test("given the top bar's switcher, should keep the English dashboard's direction (#39.17)", async ({
    page,
  }) => {
    await openSignedIn(page, undefined, '/settings/profile');
    // The settings page's widget is the browser's language, right to left …
    const profile = page.locator('user-profile');
    await expect(profile.locator('.ui-root').first()).toHaveAttribute('dir', 'rtl');
    // … the top bar's switcher sits in the dashboard's left-to-right bar and follows it.
    const switcher = page.locator('.shell-org-slot organization-switcher');
    await expect(switcher).toHaveAttribute('data-state', 'ready');
    await expect(switcher.locator('.ui-root').first()).toHaveAttribute('dir', 'ltr');
  });
});
