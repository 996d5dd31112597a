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
//
// A state's visits share one page load: the page loads in the first visit's theme and viewport
// (the pairing turns across the catalogue) and the next visit switches both in the page, as a
// visitor resizing the window or a host changing the theme would, then goes back to English. A
// state held by a fault that passes (a delayed answer: loading) loads once per visit, as the
// answer may arrive while the first visit is checked; a state before the widget is ready (an
// error) is reached again after each switch, so a visit never checks another state than its own.
import type { Locator, Page } from '@playwright/test';
import { widgets } from '../catalogue';
import { expectNoHorizontalScroll, openWidgetState, switchTheme } from './a11y-support';
import { expect, expectAccessible, test } from './fixtures';
import { englishLeft, shownTexts, switchLocale } from './i18n-support';
import { visitsFor, type Visit } from './state-matrix';

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

const describeVisit = (visit: Visit) => `${visit.theme} at ${visit.viewport.name}`;

/** What one visit checks, for the test's title. */
function checksOf(visits: readonly Visit[]): string {
  const locales = visits.flatMap((visit) => visit.locales);
  return [
    'should pass axe',
    visits.some((visit) => visit.viewport.narrow) ? 'not scroll sideways' : '',
    locales.length ? `show no English in ${locales.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The checks of one visit on the page as it is (theme, viewport and state already set). */
async function checkVisit(
  page: Page,
  tag: string,
  widget: Locator,
  where: string,
  visit: Visit,
  ready: boolean,
): Promise<void> {
  await expectAccessible(page);
  if (visit.viewport.narrow) await expectNoHorizontalScroll(page, where);
  if (visit.locales.length === 0) return;
  // The check can fail: on a screen with content, the English texts are flagged by it.
  if (ready) {
    const english = await shownTexts(widget);
    expect(englishLeft(english, 'de').length, 'English texts seen').toBeGreaterThan(0);
  }
  for (const locale of visit.locales) {
    await switchLocale(widget, locale);
    expect(englishLeft(await shownTexts(widget), locale), `${where} in ${locale}`).toEqual([]);
    if (locale === 'ar' || locale === 'ja') await expectAccessible(page, tag);
  }
}

for (const entry of widgets) {
  test.describe(`<${entry.tag}> accessibility and languages`, () => {
    entry.states.forEach((state, index) => {
      const visits = visitsFor(index);
      const ready = state.waitForReady !== false;
      const passing = (state.faults ?? []).some((fault) => fault.latencyMs || fault.times);
      const loads = passing ? visits.map((visit) => [visit]) : [visits];
      for (const shared of loads) {
        test(`given the ${state.name} state in ${shared.map(describeVisit).join(', then ')}, ${checksOf(shared)}`, async ({
          browser,
          request,
        }) => {
          // Each visit keeps the time budget it had as a test of its own.
          test.setTimeout(60_000 * shared.length);
          const [first] = shared;
          const context = await browser.newContext({
            viewport: { width: first!.viewport.width, height: first!.viewport.height },
            colorScheme: first!.theme,
          });
          try {
            const page = await context.newPage();
            const widget = await openWidgetState(page, request, entry, state, first!.theme);
            for (const [number, visit] of shared.entries()) {
              const where = `<${entry.tag}> ${state.name} in ${describeVisit(visit)}`;
              if (number > 0) {
                await page.setViewportSize({
                  width: visit.viewport.width,
                  height: visit.viewport.height,
                });
                await switchTheme(page, widget, visit.theme);
                if (shared[number - 1]!.locales.length > 0) await switchLocale(widget, 'en');
                if (!ready) await state.reach?.({ page, widget });
              }
              await checkVisit(page, entry.tag, widget, where, visit, ready);
            }
          } finally {
            await context.close();
          }
        });
      }
    });
  });
}
