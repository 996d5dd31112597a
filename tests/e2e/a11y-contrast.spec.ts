// Every widget paints its own themed surface: for each tag of the catalogue, each appearance
// (light, dark, inherit) on a light and on a dark host page (the visitor's system scheme set to
// the other one, so `inherit` meets both), axe's colour-contrast rule finds no text too faint
// against what is really behind it (a dark widget that painted no surface on a light page left
// near-white text on white, about 1.1:1).
import { widgets } from '../catalogue';
import { axeRun } from './axe-run';
import { expect, test } from './fixtures';

const appearances = ['light', 'dark', 'inherit'] as const;

for (const entry of widgets) {
  test.describe(`<${entry.tag}> contrast`, () => {
    for (const pageTheme of ['light', 'dark'] as const) {
      test(`given each appearance on a ${pageTheme} page, text should keep its contrast`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          colorScheme: pageTheme === 'light' ? 'dark' : 'light',
        });
        try {
          const page = await context.newPage();
          const failures: string[] = [];
          // The page loads once, in the first appearance; the next ones are chosen in the demo's
          // own appearance control, which sets the element's attribute as a host page would.
          await page.addInitScript(
            (settings) => localStorage.setItem('kit-demo:settings', JSON.stringify(settings)),
            { page: pageTheme, appearance: appearances[0] },
          );
          await page.goto(entry.demoPath);
          const widget = page.locator(entry.tag);
          await expect(widget).toHaveAttribute('data-state', 'ready');
          await expect(entry.firstContent(widget)).toBeVisible();
          for (const appearance of appearances) {
            if (appearance !== appearances[0]) {
              await page
                .getByRole('combobox', { name: 'appearance', exact: true })
                .selectOption(appearance);
            }
            await expect(widget).toHaveAttribute('appearance', appearance);
            await expect(widget.locator('.ui-root[part="base"]').first()).toHaveAttribute(
              'data-appearance',
              appearance === 'inherit' ? /light|dark/ : appearance,
            );
            await expect(entry.firstContent(widget)).toBeVisible();
            // Colours ease (buttons' transitions): measure the settled ones.
            await widget.evaluate((element) =>
              Promise.all(
                (element.shadowRoot?.getAnimations() ?? [])
                  .filter((animation) => animation instanceof CSSTransition)
                  .map((animation) => animation.finished),
              ),
            );
            const results = await axeRun(page, { include: entry.tag, rules: ['color-contrast'] });
            for (const violation of results.violations) {
              for (const node of violation.nodes) {
                failures.push(
                  `${appearance}: ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`,
                );
              }
            }
          }
          expect(failures).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
