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
          for (const appearance of appearances) {
            await page.addInitScript(
              (settings) => localStorage.setItem('kit-demo:settings', JSON.stringify(settings)),
              { page: pageTheme, appearance },
            );
            await page.goto(entry.demoPath);
            const widget = page.locator(entry.tag);
            await expect(widget).toHaveAttribute('data-state', 'ready');
            await expect(entry.firstContent(widget)).toBeVisible();
            await expect(widget.locator('.ui-root[part="base"]').first()).toHaveAttribute(
              'data-appearance',
              appearance === 'inherit' ? /light|dark/ : appearance,
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
