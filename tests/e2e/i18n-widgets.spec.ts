// Widget states past the catalogue's steps in every translated locale. Every catalogue state is
// checked in every locale with its accessibility visits (a11y-widgets.spec.ts, which share the
// locales out among a state's themes and viewports); here, what needs more than the catalogue:
// nothing English may stay on screen, and axe passes in ar and ja.
import type { Locator } from '@playwright/test';
import { MEMBER_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';
import {
  catalogOf,
  englishLeft,
  shownTexts,
  switchLocale,
  translatedLocales,
} from './i18n-support';
import {
  addVirtualAuthenticator,
  passkeysRow,
  setUserVerified,
  verifyByCode,
} from './passkey-support';

/** Switches <user-security> through every translated locale; no English may stay, axe in ar and ja. */
async function expectTranslated(widget: Locator, what: string) {
  const page = widget.page();
  for (const locale of translatedLocales) {
    await switchLocale(widget, locale);
    expect(englishLeft(await shownTexts(widget), locale), `${what} in ${locale}`).toEqual([]);
    if (locale === 'ar' || locale === 'ja') await expectAccessible(page, 'user-security');
  }
}

// The passkey states past the catalogue's identity check need an authenticator: Chromium's
// virtual one (CDP), as in user-security-passkeys.spec.ts.
test('given a refused passkey prompt, then a passkey in the list, should show no English in every locale', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const authenticator = await addVirtualAuthenticator(page);
  await openSignedIn(page, MEMBER_EMAIL, '/settings/security');
  const widget = page.locator('user-security');
  await passkeysRow(widget).getByRole('button', { name: 'Add a passkey' }).click();
  await verifyByCode(page, request, MEMBER_EMAIL);
  const add = page.getByRole('dialog');
  await expect(add.getByRole('button', { name: 'Create passkey' })).toBeEnabled();

  // The device refuses: the browser's error in plain words, said in the element's locale.
  await setUserVerified(authenticator, false);
  await add.getByRole('button', { name: 'Create passkey' }).click();
  await expect(add.locator('.ui-callout')).toContainText(/did not allow|cancelled/);
  expect(englishLeft(await shownTexts(widget), 'de').length).toBeGreaterThan(0);
  await expectTranslated(widget, 'refused prompt');

  // Try again (in the last locale's words) adds it: the row lists it with kind and dates.
  const last = catalogOf(translatedLocales.at(-1)!);
  await setUserVerified(authenticator, true);
  await add.getByRole('button', { name: last['passkey.tryAgain'], exact: true }).click();
  await expect(add).toBeHidden();
  const item = widget.locator('.us-passkey');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(last['passkey.kindDevice']!);
  await expectTranslated(widget, 'passkey list');

  // Leave the member without a passkey, as the other suites expect.
  await item.getByRole('button', { name: last['passkey.remove'] }).click();
  const remove = page.getByRole('alertdialog');
  await remove.getByRole('button', { name: last['passkey.remove'], exact: true }).click();
  await expect(item).toHaveCount(0);
});
