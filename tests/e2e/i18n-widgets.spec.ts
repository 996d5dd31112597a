// Every widget state of the accessibility catalogue (tests/catalogue.ts) in every translated
// locale: the state is reached in English (the catalogue's steps name English controls), then the
// element's `locale` changes at run time and nothing English may stay on screen (names, e-mail
// addresses and other data aside). In ar and ja the widget (its dialogs and menus are inside it)
// must also pass axe: scoped to the widget, as the host page is not what a locale changes, which
// halves the axe time (the bulk of this spec's).
import type { Locator } from '@playwright/test';
import { widgets } from '../catalogue';
import { openWidgetState } from './a11y-support';
import { leftCallback } from './auth-helpers';
import { MEMBER_EMAIL, expect, expectAccessible, signIn, test } from './fixtures';
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

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

for (const entry of widgets) {
  test.describe(`<${entry.tag}> in every locale`, () => {
    for (const state of entry.states) {
      test(`given the ${state.name} state, should show no English in ${translatedLocales.join(', ')}`, async ({
        page,
        request,
      }) => {
        const widget = await openWidgetState(page, request, entry, state, 'light');
        const english = await shownTexts(widget);
        // The check can fail: on a screen with content, the English texts are flagged by it.
        if (state.waitForReady !== false) {
          expect(englishLeft(english, 'de').length, 'English texts seen').toBeGreaterThan(0);
        }
        for (const locale of translatedLocales) {
          await switchLocale(widget, locale);
          expect(englishLeft(await shownTexts(widget), locale), `${locale}`).toEqual([]);
          if (locale === 'ar' || locale === 'ja') await expectAccessible(page, entry.tag);
        }
      });
    }
  });
}

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
  await signIn(page, MEMBER_EMAIL);
  await leftCallback(page);
  await page.goto('/settings/security');
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
