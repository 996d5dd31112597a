// Issue #13 item 8: at 375 px the customers table keeps its Customer column in view while the
// rest scrolls sideways (with a cue), and the search placeholder is readable in full.
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

test.use({ viewport: { width: 375, height: 800 } });

test('given 375 px, should keep the Customer column in view while the table scrolls sideways', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table).toBeVisible();
  const wrapper = page.locator('.ui-table-wrapper').filter({ has: table });
  const overflow = await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the table should still scroll sideways').toBeGreaterThan(40);

  const firstCell = table.getByRole('rowheader').first();
  const before = (await firstCell.boundingBox())!;
  await wrapper.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const after = (await firstCell.boundingBox())!;
  expect(Math.abs(after.x - before.x), 'the Customer column moved').toBeLessThanOrEqual(1);
  // The name stays readable and clickable over the scrolled columns.
  const name = firstCell.getByRole('link');
  await expect(name).toBeVisible();
  expect(
    await name.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return hit === link || link.contains(hit);
    }),
  ).toBe(true);
  await expectAccessible(page);
});

test('given 375 px, should show the whole search placeholder', async ({ page }) => {
  await openSignedIn(page, ADMIN_EMAIL, '/customers');
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await expect(search).toBeVisible();
  const fit = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, room, placeholder: input.placeholder };
  });
  expect(fit.placeholder.length).toBeGreaterThan(10);
  expect(fit.text, `“${fit.placeholder}” in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
});
