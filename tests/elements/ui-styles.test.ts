// UI primitives on the built harness: styles inside the shadow root, isolation from the page in
// both directions, theming through attributes and host CSS custom properties, accessibility.
import { addGallery, byTestId, emulateMedia, press, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, loadAxe, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

const pageStyles: HTMLStyleElement[] = [];
function addPageStyle(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  pageStyles.push(style);
}
afterEach(async () => {
  for (const style of pageStyles.splice(0)) style.remove();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

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
];
const snapshot = (element: Element, names = watched) => {
  const style = getComputedStyle(element);
  return names.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; ');
};
// The body grows when the gallery mounts; its height is not a style leak.
const bodyProperties = watched.filter((name) => name !== 'height');

describe('UI styles and isolation', () => {
  it('given an open menu and dialog, should render them inside the shadow root with the theme applied', async () => {
    const root = await addGallery();
    byTestId(root, 'menu-trigger')!.click();
    const menu = await waitFor(() => root.querySelector<HTMLElement>('[role="menu"]'), 'the menu');
    check(menu.getRootNode() === root, 'menu should be portalled into the shadow root');
    const menuStyle = getComputedStyle(menu);
    check(
      menuStyle.backgroundColor === 'rgb(255, 255, 255)',
      `menu background should be the panel colour, got ${menuStyle.backgroundColor}`,
    );
    check(menuStyle.boxShadow !== 'none', 'menu should have its popover shadow');
    check(menuStyle.position === 'fixed', 'menu should be positioned (fixed, in the top layer)');
    const item = menu.querySelector<HTMLElement>('[role="menuitem"]')!;
    check(
      getComputedStyle(item).fontFamily.includes('system-ui'),
      'menu items should use the theme font',
    );
    await press('Escape');

    byTestId(root, 'dialog-trigger')!.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    check(dialog.getRootNode() === root, 'dialog should be portalled into the shadow root');
    const overlay = root.querySelector<HTMLElement>('.ui-dialog-overlay')!;
    check(getComputedStyle(overlay).position === 'fixed', 'overlay should cover the viewport');
    check(
      getComputedStyle(dialog).borderTopLeftRadius === '10px',
      'dialog should use the large radius token',
    );
  });

  it('given a host inside a transformed, clipped container under a page overlay, should still show dialogs and menus on top', async () => {
    const frame = document.createElement('div');
    frame.style.cssText =
      'transform: translateZ(0); overflow: hidden; height: 160px; position: relative; z-index: 1;';
    const cover = document.createElement('div');
    cover.style.cssText =
      'position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.02);';
    document.body.append(frame, cover);
    try {
      const gallery = document.createElement('ui-gallery');
      frame.append(gallery);
      const root = await waitFor(
        () => gallery.shadowRoot?.querySelector('[data-testid="gallery"]') && gallery.shadowRoot,
        'the gallery',
      );
      byTestId(root, 'dialog-trigger')!.click();
      const dialog = await waitFor(
        () => root.querySelector<HTMLElement>('[role="dialog"]'),
        'the dialog',
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
      const box = dialog.getBoundingClientRect();
      check(
        box.width === 480 && box.top > 0,
        `dialog should be laid out in the viewport, got ${JSON.stringify(box)}`,
      );
      const hit = root.elementFromPoint(box.left + box.width / 2, box.top + 20);
      check(
        hit && dialog.contains(hit),
        `the dialog should be hit-testable above the page cover, got ${hit?.outerHTML.slice(0, 60)}`,
      );
      check(
        dialog.closest('.ui-dialog-overlay')!.matches(':popover-open'),
        'overlay should be in the top layer',
      );
      await press('Escape');
      await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
      frame.style.height = '2000px';
      const trigger = byTestId(root, 'menu-trigger')!;
      trigger.scrollIntoView({ block: 'center' });
      trigger.click();
      const menu = await waitFor(
        () => root.querySelector<HTMLElement>('[role="menu"]'),
        'the menu',
      );
      // Let the entry animation (a slight scale) finish before measuring.
      await new Promise((resolve) => setTimeout(resolve, 350));
      const anchor = trigger.getBoundingClientRect();
      const placed = menu.getBoundingClientRect();
      check(
        Math.abs(placed.top - (anchor.bottom + 4)) < 2 && Math.abs(placed.right - anchor.right) < 2,
        `menu should sit under its trigger despite the transformed container (trigger ${JSON.stringify(anchor)}, menu ${JSON.stringify(placed)})`,
      );
    } finally {
      frame.remove();
      cover.remove();
    }
  });

  it('given a page stylesheet with button { all: unset } and loud host styles, should not change a primitive button', async () => {
    const root = await addGallery();
    const button = byTestId(root, 'button-primary')!;
    const before = snapshot(button);
    const fieldBefore = snapshot(root.querySelector('.ui-field-label')!);
    addPageStyle(`
      button { all: unset; }
      * { font-family: serif !important; letter-spacing: 4px !important; }
      ui-gallery { color: red; font: italic 30px/3 serif; text-transform: uppercase; cursor: wait; }
    `);
    const after = snapshot(button);
    check(after === before, `button style changed:\n${before}\n${after}`);
    check(
      snapshot(root.querySelector('.ui-field-label')!) === fieldBefore,
      'label style changed by the page',
    );
  });

  it("given the gallery on a page, should not restyle the page's own buttons or text", async () => {
    const outside = document.createElement('button');
    outside.textContent = 'Page button';
    document.body.append(outside);
    const before = snapshot(outside);
    const bodyBefore = snapshot(document.body, bodyProperties);
    await addGallery();
    try {
      check(snapshot(outside) === before, 'the page button changed after the gallery mounted');
      check(
        snapshot(document.body, bodyProperties) === bodyBefore,
        'the page body changed after the gallery mounted',
      );
      check(
        !document.head.querySelector('style[data-ui-styles]'),
        'no style injected into the document',
      );
    } finally {
      outside.remove();
    }
  });

  it('given --ui-* custom properties on the host, should override the theme tokens', async () => {
    addPageStyle(
      'ui-gallery { --ui-accent-9: rgb(200, 0, 100); --ui-radius-2: 0px; --ui-font-family: monospace; }',
    );
    const root = await addGallery({ 'accent-color': 'green' });
    const style = getComputedStyle(byTestId(root, 'button-primary')!);
    check(
      style.backgroundColor === 'rgb(200, 0, 100)',
      `page CSS should win over the accent attribute, got ${style.backgroundColor}`,
    );
    check(style.borderTopLeftRadius === '0px', 'page radius token should apply');
    check(
      style.fontFamily === 'monospace',
      `page font token should apply, got ${style.fontFamily}`,
    );
  });

  it('given theme attributes, should re-theme appearance, accent, radius and element overrides', async () => {
    const root = await addGallery({ 'accent-color': 'green', radius: 'full' });
    const gallery = root.host as HTMLElement;
    const button = byTestId(root, 'button-primary')!;
    check(
      getComputedStyle(button).backgroundColor === 'rgb(33, 131, 88)',
      `green accent, got ${getComputedStyle(button).backgroundColor}`,
    );
    check(
      getComputedStyle(button).borderTopLeftRadius === '9999px',
      'full radius makes pill buttons',
    );
    gallery.setAttribute('accent-color', '#7c3aed');
    await waitFor(
      () => getComputedStyle(button).backgroundColor === 'rgb(124, 58, 237)',
      'an arbitrary CSS colour accent',
    );
    const base = root.querySelector<HTMLElement>('[part="base"]')!;
    check(getComputedStyle(base).colorScheme === 'light', 'light by default');
    gallery.setAttribute('appearance', 'dark');
    await waitFor(() => base.getAttribute('data-appearance') === 'dark', 'dark appearance');
    check(
      getComputedStyle(base).color === 'rgb(237, 238, 240)',
      `dark text colour, got ${getComputedStyle(base).color}`,
    );
    gallery.setAttribute(
      'elements',
      JSON.stringify({
        primaryButton: { variant: 'outline', radius: 'none' },
        badge: { color: 'green' },
      }),
    );
    await waitFor(
      () => button.getAttribute('data-variant') === 'outline',
      'primaryButton override',
    );
    check(getComputedStyle(button).borderTopLeftRadius === '0px', 'per-element radius override');
    gallery.setAttribute('scaling', '110%');
    await waitFor(
      () => Math.abs(parseFloat(getComputedStyle(button).height) - 35.2) < 0.1,
      `scaling 110% to make 32 px controls 35.2 px (got ${getComputedStyle(button).height})`,
    );
    check(
      byTestId(root, 'button-secondary')!.getAttribute('data-variant') === 'outline',
      'secondary keeps its default',
    );
  });

  it('given keyboard focus on a button, should show a 2 px accent focus ring', async () => {
    const root = await addGallery();
    document.body.focus();
    await press('Tab');
    const button = await waitFor(
      () => root.activeElement as HTMLElement | null,
      'a focused element',
    );
    const style = getComputedStyle(button);
    check(
      style.outlineStyle === 'solid' && style.outlineWidth === '2px',
      `focus ring, got ${style.outlineStyle} ${style.outlineWidth}`,
    );
    check(
      style.outlineColor === 'rgb(62, 99, 221)',
      `ring in the accent colour, got ${style.outlineColor}`,
    );
  });

  it('given prefers-reduced-motion, should stop skeleton animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const root = await addGallery();
    const skeleton = root.querySelector<HTMLElement>('.ui-skeleton')!;
    const style = getComputedStyle(skeleton);
    check(
      parseFloat(style.animationDuration) < 0.001,
      `animation should be instant, got ${style.animationDuration}`,
    );
    check(style.animationIterationCount === '1', 'animation should not repeat');
  });

  const openers: Record<string, (root: ShadowRoot) => Promise<unknown>> = {
    closed: async () => undefined,
    'dialog open': async (root) => {
      byTestId(root, 'dialog-trigger')!.click();
      await waitFor(() => root.querySelector('[role="dialog"]'), 'the dialog');
    },
    'alert dialog open': async (root) => {
      byTestId(root, 'alert-trigger')!.click();
      await waitFor(() => root.querySelector('[role="alertdialog"]'), 'the alert dialog');
    },
    'menu open with the disabled reason shown': async (root) => {
      byTestId(root, 'menu-trigger')!.focus();
      await press('ArrowDown');
      await waitFor(() => root.querySelector('[role="tooltip"]'), 'the reason tooltip');
    },
    'select open': async (root) => {
      root.querySelector<HTMLElement>('[role="combobox"]')!.focus();
      await press('ArrowDown');
      await waitFor(() => root.querySelector('[role="listbox"]'), 'the listbox');
    },
  };

  for (const appearance of ['light', 'dark']) {
    for (const [state, open] of Object.entries(openers)) {
      it(`given the ${appearance} gallery with ${state}, should have no axe violations`, async () => {
        const axe = await loadAxe();
        const root = await addGallery({ appearance });
        await open(root);
        // Let entry transitions finish so colours are measured at rest.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const result = await axe.run(root.host);
        check(result.passes.length > 10, 'axe should have checked the shadow tree');
        const summary = result.violations.map(
          (violation) =>
            `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
        check(result.violations.length === 0, `axe violations: ${summary.join('\n')}`);
      });
    }
  }
});
