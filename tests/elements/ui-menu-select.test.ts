// UI primitives on the built harness: DropdownMenu, Select and Tooltip keyboard behaviour inside the
// <ui-gallery> shadow root.
import { addGallery, byTestId, logOf, press, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

const activeText = (root: ShadowRoot) =>
  (root.activeElement as HTMLElement | null)?.textContent?.trim();

describe('DropdownMenu in a shadow root', () => {
  it('given the menu button, when Enter is pressed, should open a menu with focus on the first item', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'menu-trigger')!;
    trigger.focus();
    check(trigger.getAttribute('aria-haspopup') === 'menu', 'trigger should announce a menu');
    await press('Enter');
    const menu = await waitFor(() => root.querySelector<HTMLElement>('[role="menu"]'), 'the menu');
    // Pressed before the floating layer arrived, the light stand-in hands over to the real menu
    // button (a new node, with the focus): query it again.
    check(
      byTestId(root, 'menu-trigger')!.getAttribute('aria-expanded') === 'true',
      'trigger should be aria-expanded',
    );
    check(
      menu.querySelectorAll('[role="menuitem"]').length === 5,
      'menu should hold five menuitems',
    );
    await waitFor(() => activeText(root) === 'Edit role', 'focus on the first item');
  });

  it('given an open menu, when arrow keys and typeahead are used, should move focus between items', async () => {
    const root = await addGallery();
    byTestId(root, 'menu-trigger')!.focus();
    await press('ArrowDown');
    await waitFor(() => activeText(root) === 'Edit role', 'focus on the first item');
    await press('ArrowDown');
    await waitFor(() => activeText(root) === 'Resend invitation', 'ArrowDown to the second item');
    await press('ArrowUp');
    await waitFor(() => activeText(root) === 'Edit role', 'ArrowUp back to the first item');
    await press('ArrowUp');
    await waitFor(
      () => activeText(root) === 'Remove user',
      'ArrowUp from the first item loops to the last',
    );
    await press('r');
    await press('e');
    await press('v');
    await waitFor(
      () => activeText(root) === 'Revoke invitation',
      'typeahead "rev" to Revoke invitation',
    );
  });

  it('given an open menu, when Escape is pressed, should close and return focus to the trigger', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'menu-trigger')!;
    trigger.focus();
    await press('Enter');
    await waitFor(() => root.querySelector('[role="menu"]'), 'the menu');
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="menu"]'), 'the menu to close');
    await waitFor(() => root.activeElement === trigger, 'focus back on the trigger');
  });

  it('given an item, when chosen with Enter, should run its action and close the menu', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'menu-trigger')!;
    trigger.focus();
    await press('ArrowDown');
    await waitFor(() => activeText(root) === 'Edit role', 'focus on the first item');
    await press('ArrowDown');
    await press('Enter');
    await waitFor(() => logOf(root).includes('menu:resend'), 'the resend action');
    await waitFor(() => !root.querySelector('[role="menu"]'), 'the menu to close');
    await waitFor(() => root.activeElement === trigger, 'focus back on the trigger');
  });

  it('given a disabled item with a reason, when focused, should show the reason as a tooltip and ignore Enter', async () => {
    const root = await addGallery();
    byTestId(root, 'menu-trigger')!.focus();
    await press('ArrowDown');
    const item = await waitFor(
      () => (activeText(root) === 'Edit role' ? (root.activeElement as HTMLElement) : null),
      'the disabled item',
    );
    check(item.getAttribute('aria-disabled') === 'true', 'item should be aria-disabled');
    const tooltip = await waitFor(
      () => root.querySelector<HTMLElement>('[role="tooltip"]'),
      'the reason tooltip',
    );
    check(
      tooltip.textContent?.includes('only one role available'),
      'tooltip should carry the reason',
    );
    check(
      tooltip.id && item.getAttribute('aria-describedby') === tooltip.id,
      'item should be described by the tooltip',
    );
    await press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 150));
    check(root.querySelector('[role="menu"]'), 'Enter on a disabled item must not close the menu');
    check(logOf(root).length === 0, `a disabled item must not act, log: ${logOf(root).join(',')}`);
  });
});

describe('DropdownMenu dismissal and direction', () => {
  it('given an open menu, when a touch presses outside it, should close', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'menu-trigger')!;
    trigger.click();
    await waitFor(() => root.querySelector('[role="menu"]'), 'the menu');
    const outside = root.querySelector<HTMLElement>('.gallery-title')!;
    // A touch press: pointer events only (no mousedown, which a touch sends late or never).
    outside.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerType: 'touch' }),
    );
    outside.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, composed: true, pointerType: 'touch' }),
    );
    await waitFor(() => !root.querySelector('[role="menu"]'), 'the menu to close on touch');
  });

  it('given a right-to-left page, when the menu opens, should open towards the right of its button', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const root = await addGallery();
      const trigger = byTestId(root, 'menu-trigger')!;
      trigger.scrollIntoView({ block: 'center', inline: 'center' });
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
        Math.abs(placed.left - anchor.left) < 2 && placed.right > anchor.right + 50,
        `menu should start at the button's left edge and extend right (button ${JSON.stringify(anchor)}, menu ${JSON.stringify(placed)})`,
      );
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

describe('Select in a shadow root', () => {
  const trigger = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="combobox"]')!;

  it('given the select, should be a labelled combobox showing the placeholder', async () => {
    const root = await addGallery();
    const combobox = trigger(root);
    const names = (combobox.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => root.getElementById(id)?.textContent);
    check(names[0] === 'Role', `label should name the select, got ${names.join('|')}`);
    check(combobox.textContent === 'Select a role', 'placeholder should show');
    check(combobox.getAttribute('aria-expanded') === 'false', 'collapsed at first');
    root.getElementById((combobox.getAttribute('aria-labelledby') ?? '').split(' ')[0]!)!.click();
    check(root.activeElement === combobox, 'a click on the label focuses the select');
  });

  it('given the focused select, when ArrowDown, arrows and Enter are used, should pick an option and return focus', async () => {
    const root = await addGallery();
    const combobox = trigger(root);
    combobox.focus();
    await press('ArrowDown');
    const listbox = await waitFor(
      () => root.querySelector<HTMLElement>('[role="listbox"]'),
      'the listbox',
    );
    const options = Array.from(listbox.querySelectorAll<HTMLElement>('[role="option"]'));
    check(
      options[0]?.textContent === 'Select a role' &&
        options[0].getAttribute('aria-disabled') === 'true',
      'the placeholder option should be first and disabled',
    );
    await waitFor(() => activeText(root) === 'Admin', 'focus on the first enabled option');
    await press('ArrowDown');
    await waitFor(() => activeText(root) === 'Member', 'ArrowDown to Member');
    await press('Enter');
    await waitFor(() => !root.querySelector('[role="listbox"]'), 'the listbox to close');
    await waitFor(
      () => byTestId(root, 'select-value')?.textContent === 'member',
      'value member chosen',
    );
    check(combobox.textContent === 'Member', 'trigger should show the chosen label');
    await waitFor(() => root.activeElement === combobox, 'focus back on the trigger');

    // Once a value is chosen, the list starts with the options: no placeholder row above them.
    await press('ArrowDown');
    const reopened = await waitFor(
      () => root.querySelector<HTMLElement>('[role="listbox"]'),
      'the listbox again',
    );
    const labels = Array.from(reopened.querySelectorAll('[role="option"]')).map(
      (option) => option.textContent,
    );
    check(!labels.includes('Select a role'), `a placeholder row: ${labels.join('|')}`);
    check(labels[0] === 'Admin', `first option ${labels[0]}`);
    await press('Escape');
  });

  it('given an open select, when a letter is typed, should jump to the matching option and skip disabled ones', async () => {
    const root = await addGallery();
    trigger(root).focus();
    await press('Enter');
    await waitFor(() => root.querySelector('[role="listbox"]'), 'the listbox');
    await press('b');
    await waitFor(() => activeText(root) === 'Billing manager', 'typeahead to Billing manager');
    await press('End');
    await waitFor(
      () => activeText(root) === 'Billing manager',
      'End stops at the last enabled option (Viewer is disabled)',
    );
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="listbox"]'), 'the listbox to close');
    check(byTestId(root, 'select-value')?.textContent === '', 'Escape must not choose');
    check(root.activeElement === trigger(root), 'focus back on the trigger');
  });
  it('given an open select, when Tab is pressed, should close it and move on to the next field', async () => {
    const root = await addGallery();
    root.querySelector<HTMLElement>('[role="combobox"]')!.focus();
    await press('ArrowDown');
    await waitFor(() => activeText(root) === 'Admin', 'focus in the listbox');
    await press('Tab');
    await waitFor(() => !root.querySelector('[role="listbox"]'), 'the listbox to close');
    const search = root.querySelector('input[placeholder="Search members"]');
    await waitFor(() => root.activeElement === search, 'focus on the field after the select');
  });
});

describe('Tooltip in a shadow root', () => {
  it('given a button with a tooltip, when it gets keyboard focus, should show a styled role=tooltip inside the shadow root', async () => {
    const root = await addGallery();
    const button = byTestId(root, 'tooltip-trigger')!;
    // Tab from the start of the page so the focus is keyboard focus (:focus-visible).
    document.body.focus();
    await press('Tab');
    await waitFor(() => root.activeElement === button, 'keyboard focus on the button');
    const tooltip = await waitFor(
      () => root.querySelector<HTMLElement>('[role="tooltip"]'),
      'the tooltip',
    );
    check(tooltip.getRootNode() === root, 'tooltip should live in the shadow root');
    check(tooltip.textContent === 'Invite a teammate', 'tooltip text');
    check(
      tooltip.id && button.getAttribute('aria-describedby') === tooltip.id,
      'button should be described by the tooltip',
    );
    const style = getComputedStyle(tooltip);
    check(style.backgroundColor !== 'rgba(0, 0, 0, 0)', 'tooltip should have a background');
    check(style.position === 'fixed', `tooltip should be positioned, got ${style.position}`);
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="tooltip"]'), 'Escape to hide the tooltip');
  });

  it('given a button with a tooltip, when the pointer enters, should show the tooltip with no delay', async () => {
    const root = await addGallery();
    const button = byTestId(root, 'tooltip-trigger')!;
    button.dispatchEvent(
      new PointerEvent('pointerenter', { bubbles: false, pointerType: 'mouse' }),
    );
    button.dispatchEvent(new MouseEvent('mouseenter', { bubbles: false }));
    button.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true }));
    await waitFor(() => root.querySelector('[role="tooltip"]'), 'the tooltip on hover', 300);
    button.dispatchEvent(new MouseEvent('mouseleave', { bubbles: false }));
    await waitFor(() => !root.querySelector('[role="tooltip"]'), 'the tooltip to hide on leave');
  });
});
