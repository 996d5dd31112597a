// Every widget of the catalogue (tests/catalogue.ts) in every state and dialog step, in each
// theme, each viewport and each language, without repeating every combination: the visits of a
// state come from tests/e2e/state-matrix.ts (each theme and each viewport once, the pairing
// turning from state to state, the translated locales shared out among the visits). In each
// visit: axe on the page (no serious or critical violation) in English, no sideways scroll on a
// narrow viewport (640 px: a 1280 px screen at 200 % zoom), then the element's `locale` changes
// at run time to each of the visit's locales and nothing English may stay on screen (names,
// e-mail addresses and other data aside); in ar and ja the widget (its dialogs and menus are
// inside it) must pass axe too, scoped to the widget, as the host page is not what a locale
// changes. The state is reached in English, as the catalogue's steps name English controls.
import { widgets } from '../catalogue';
import { expectNoHorizontalScroll, openWidgetState } from './a11y-support';
import { expect, expectAccessible, test } from './fixtures';
import { englishLeft, shownTexts, switchLocale } from './i18n-support';
import { visitsFor } from './state-matrix';

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

for (const entry of widgets) {
  test.describe(`<${entry.tag}> accessibility and languages`, () => {
    entry.states.forEach((state, index) => {
      for (const visit of visitsFor(index)) {
        const checks = [
          'should pass axe',
          visit.viewport.narrow ? 'not scroll sideways' : '',
          visit.locales.length ? `show no English in ${visit.locales.join(', ')}` : '',
        ].filter(Boolean);
        test(`given the ${state.name} state in ${visit.theme} at ${visit.viewport.name}, ${checks.join(', ')}`, async ({
          browser,
          request,
        }) => {
          const context = await browser.newContext({
            viewport: { width: visit.viewport.width, height: visit.viewport.height },
            colorScheme: visit.theme,
          });
          try {
            const page = await context.newPage();
            const widget = await openWidgetState(page, request, entry, state, visit.theme);
            await expectAccessible(page);
            if (visit.viewport.narrow) {
              await expectNoHorizontalScroll(page, `<${entry.tag}> ${state.name}`);
            }
            if (visit.locales.length === 0) return;
            // The check can fail: on a screen with content, the English texts are flagged by it.
            if (state.waitForReady !== false) {
              const english = await shownTexts(widget);
              expect(englishLeft(english, 'de').length, 'English texts seen').toBeGreaterThan(0);
            }
            for (const locale of visit.locales) {
              await switchLocale(widget, locale);
              expect(englishLeft(await shownTexts(widget), locale), `${locale}`).toEqual([]);
              if (locale === 'ar' || locale === 'ja') await expectAccessible(page, entry.tag);
            }
          } finally {
            await context.close();
          }
        });
      }
    });
  });
}
