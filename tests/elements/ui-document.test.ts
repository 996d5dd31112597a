// UI primitives on the built harness in document mode (how the dashboard uses them): styles injected
// into the document, popups portalled to document.body, robust against page CSS.
import { addGallery, byTestId, press, sendKeys, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

const watched = [
  'background-color',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'height',
  'padding-left',
  'border-top-left-radius',
  'letter-spacing',
  'text-transform',
  'display',
  'cursor',
  'line-height',
  'box-sizing',
  'margin-top',
];
const snapshot = (element: Element) => {
  const style = getComputedStyle(element);
  return watched.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ');
};

const pageStyles: HTMLStyleElement[] = [];
afterEach(() => {
  for (const style of pageStyles.splice(0)) style.remove();
});

describe('UI primitives in the document (dashboard mode)', () => {
  it('given document mode, should adopt the styles once into the document (no <style>: strict CSP)', async () => {
    await addGallery({ mode: 'document' });
    await addGallery({ mode: 'document' });
    const uiSheets = document.adoptedStyleSheets.filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('.ui-root')),
    );
    check(uiSheets.length === 1, `one adopted UI sheet, got ${uiSheets.length}`);
    check(document.querySelectorAll('style[data-ui-styles]').length === 0, 'no style element');
  });

  it('given a page stylesheet with button { all: unset }, should keep the primitive buttons and fields styled', async () => {
    const root = await addGallery({ mode: 'document' });
    const button = byTestId(root, 'button-primary')!;
    const input = byTestId(root, 'text-field')!;
    const combobox = root.querySelector('[role="combobox"]')!;
    const before = [snapshot(button), snapshot(input), snapshot(combobox)];
    const style = document.createElement('style');
    style.textContent =
      'button, input { all: unset; } * { letter-spacing: 3px; text-transform: uppercase; }';
    document.head.append(style);
    pageStyles.push(style);
    const after = [snapshot(button), snapshot(input), snapshot(combobox)];
    ['button', 'input', 'select'].forEach((name, index) =>
      check(after[index] === before[index], `${name} changed:\n${before[index]}\n${after[index]}`),
    );
  });

  it('given an open menu in dark appearance, should portal to document.body and keep the theme', async () => {
    const root = await addGallery({ mode: 'document', appearance: 'dark' });
    byTestId(root, 'menu-trigger')!.click();
    const menu = await waitFor(
      () => document.querySelector<HTMLElement>('[role="menu"]'),
      'the menu',
    );
    check(!root.contains(menu), 'menu should be outside the gallery (in document.body)');
    const scope = menu.closest('.ui-portal-scope');
    check(
      scope?.getAttribute('data-appearance') === 'dark',
      'the portal scope should carry the appearance',
    );
    check(
      getComputedStyle(menu).backgroundColor === 'rgb(24, 25, 27)',
      `dark panel colour, got ${getComputedStyle(menu).backgroundColor}`,
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !document.querySelector('[role="menu"]'), 'the menu to close');
  });

  it('given a dialog in document mode, should trap focus and return it on Escape', async () => {
    const root = await addGallery({ mode: 'document' });
    const trigger = byTestId(root, 'dialog-trigger')!;
    trigger.focus();
    trigger.click();
    const dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    await waitFor(
      () => document.activeElement === byTestId(document as unknown as ShadowRoot, 'dialog-email'),
      'initial focus',
    );
    for (let step = 0; step < 6; step += 1) {
      await press('Tab');
      check(dialog.contains(document.activeElement), 'focus stays in the dialog');
    }
    await press('Escape');
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog to close');
    await waitFor(() => document.activeElement === trigger, 'focus back on the trigger');
  });
});
