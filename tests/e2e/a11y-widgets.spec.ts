// Accessibility of every widget in the catalogue (tests/catalogue.ts), in every state and dialog
// step: axe (no serious or critical violation) in light at 1280 px, and in dark at 640 px wide
// (a 1280 px screen at 200 % zoom), where the page must not scroll sideways either.
import { widgets } from '../catalogue';
import { expectNoHorizontalScroll, openWidgetState } from './a11y-support';
import { expectAccessible, test } from './fixtures';

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

for (const entry of widgets) {
  test.describe(`<${entry.tag}> accessibility`, () => {
    for (const state of entry.states) {
      test(`given the ${state.name} state in light at 1280 px, should pass axe`, async ({
        browser,
        request,
      }) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          const page = await context.newPage();
          await openWidgetState(page, request, entry, state, 'light');
          await expectAccessible(page);
        } finally {
          await context.close();
        }
      });

      test(`given the ${state.name} state in dark at 200 % zoom (640 px), should pass axe and not scroll sideways`, async ({
        browser,
        request,
      }) => {
        const context = await browser.newContext({
          viewport: { width: 640, height: 450 },
          colorScheme: 'dark',
        });
        try {
          const page = await context.newPage();
          await openWidgetState(page, request, entry, state, 'dark');
          await expectAccessible(page);
          await expectNoHorizontalScroll(page, `<${entry.tag}> ${state.name}`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
