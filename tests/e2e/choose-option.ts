// Picking an option of the kit's select primitive in an end-to-end journey.
import type { Locator } from '@playwright/test';

/** Picks the option named `name` of a select primitive: native, or a listbox opened by a click. */
export async function chooseOption(select: Locator, name: string): Promise<void> {
  const tag = await select.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    await select.selectOption({ label: name });
    return;
  }
  await select.click();
  await select.page().getByRole('option', { name, exact: true }).click();
}
