// Every widget state of the accessibility catalogue (tests/catalogue.ts) in every translated
// locale: the state is reached in English (the catalogue's steps name English controls), then the
// element's `locale` changes at run time and nothing English may stay on screen (names, e-mail
// addresses and other data aside). In ar and ja the state must also pass axe.
import { widgets } from '../catalogue';
import { openWidgetState } from './a11y-support';
import { expect, expectAccessible, test } from './fixtures';
import { englishLeft, shownTexts, switchLocale, translatedLocales } from './i18n-support';

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
          if (locale === 'ar' || locale === 'ja') await expectAccessible(page);
        }
      });
    }
  });
}
