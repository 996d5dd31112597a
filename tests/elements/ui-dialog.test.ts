// UI primitives on the built harness: Dialog and AlertDialog keyboard and focus behaviour inside
// the <ui-gallery> shadow root.
import { addGallery, byTestId, press, sendMouse, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

/** Whether the page's scrolling is locked (overflow hidden on the root or the body). */
const pageScrollLocked = () =>
  [document.documentElement, document.body].some(
    (element) => getComputedStyle(element).overflow === 'hidden',
  );

/** Light-DOM elements of the page hidden from assistive technology or made inert. */
const hiddenInPage = () =>
  Array.from(document.body.querySelectorAll('[aria-hidden="true"], [inert]')).filter(
    (element) => !element.closest('svg'),
  );

describe('Dialog in a shadow root', () => {
  it('given a closed dialog, when its trigger is clicked, should open a labelled modal dialog focused on the first field', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'dialog-trigger')!;
    trigger.focus();
    trigger.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    check(dialog.getAttribute('aria-modal') === 'true', 'dialog should be aria-modal');
    const title = root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    check(
      title?.textContent === 'Invite member',
      `aria-labelledby should name the title, got ${title?.textContent}`,
    );
    const description = root.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    check(
      description?.textContent?.startsWith('They will receive'),
      'aria-describedby should point at the description',
    );
    const email = byTestId(root, 'dialog-email');
    await waitFor(() => root.activeElement === email, 'initial focus on the email field');
    check(
      dialog.getBoundingClientRect().width === 480,
      `dialog should be 480 px wide, got ${dialog.getBoundingClientRect().width}`,
    );
  });

  it('given an open dialog, when Tab passes the last control, should keep focus inside the dialog', async () => {
    const root = await addGallery();
    byTestId(root, 'dialog-trigger')!.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    await waitFor(() => root.activeElement === byTestId(root, 'dialog-email'), 'initial focus');
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await press('Tab');
      const active = root.activeElement as HTMLElement | null;
      check(
        active && dialog.contains(active),
        `focus left the dialog after ${step + 1} Tab presses (${active?.outerHTML.slice(0, 80)})`,
      );
      visited.push(
        active.getAttribute('data-testid') ?? active.getAttribute('aria-label') ?? active.tagName,
      );
    }
    check(
      visited.includes('dialog-email'),
      `Tab should wrap around to the first field, visited ${visited.join(', ')}`,
    );
    await press('Shift+Tab');
    check(dialog.contains(root.activeElement), 'Shift+Tab should stay inside too');
  });

  it('given an open dialog, when Escape is pressed, should close and return focus to the trigger', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'dialog-trigger')!;
    trigger.focus();
    trigger.click();
    await waitFor(() => root.activeElement === byTestId(root, 'dialog-email'), 'initial focus');
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    await waitFor(() => root.activeElement === trigger, 'focus back on the trigger');
  });

  it('given an open dialog, when the overlay is clicked, should close', async () => {
    const root = await addGallery();
    byTestId(root, 'dialog-trigger')!.click();
    const overlay = await waitFor(
      () => root.querySelector<HTMLElement>('.ui-dialog-overlay'),
      'the overlay',
    );
    overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    overlay.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true }));
    overlay.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitFor(
      () => !root.querySelector('[role="dialog"]'),
      'the dialog to close on overlay click',
    );
  });

  it('given an open dialog, when the × button is used, should close', async () => {
    const root = await addGallery();
    byTestId(root, 'dialog-trigger')!.click();
    const close = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"] [aria-label="Close"]'),
      'the close button',
    );
    close.click();
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
  });
});

describe('Select inside a Dialog', () => {
  it('given a select in an open dialog, when an option is chosen by keyboard and by click, should keep the dialog open', async () => {
    const root = await addGallery();
    byTestId(root, 'dialog-trigger')!.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    const combobox = dialog.querySelector<HTMLElement>('[role="combobox"]')!;
    combobox.focus();
    await press('ArrowDown');
    await waitFor(() => root.querySelector('[role="listbox"]'), 'the listbox');
    await press('ArrowDown');
    await press('Enter');
    await waitFor(() => combobox.textContent === 'Member', 'Member chosen by keyboard');
    check(root.querySelector('[role="dialog"]'), 'the dialog stays open after a keyboard choice');
    await waitFor(() => root.activeElement === combobox, 'focus back on the select in the dialog');
    combobox.click();
    const option = await waitFor(
      () =>
        Array.from(root.querySelectorAll<HTMLElement>('[role="option"]')).find(
          (candidate) => candidate.textContent === 'Billing manager',
        ),
      'the Billing manager option',
    );
    // Measure once positioned and done animating, as a person would click.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const box = option.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await waitFor(() => combobox.textContent === 'Billing manager', 'chosen by click');
    await new Promise((resolve) => setTimeout(resolve, 200));
    check(root.querySelector('[role="dialog"]'), 'the dialog stays open after a click choice');
    combobox.focus();
    await press('ArrowDown');
    await waitFor(() => root.querySelector('[role="listbox"]'), 'the listbox again');
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="listbox"]'), 'Escape closes the listbox');
    await new Promise((resolve) => setTimeout(resolve, 200));
    check(root.querySelector('[role="dialog"]'), 'the first Escape must close only the listbox');
    await press('Escape');
    await waitFor(
      () => !root.querySelector('[role="dialog"]'),
      'a second Escape closes the dialog',
    );
  });
});

describe('Dialog opened from a DropdownMenu item', () => {
  it('given a menu item that opens a dialog, should move focus into the dialog and back to the menu button on close', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'menu-trigger')!;
    trigger.focus();
    await press('Enter');
    await waitFor(() => root.querySelector('[role="menu"]'), 'the menu');
    await press('i');
    await waitFor(
      () => (root.activeElement as HTMLElement | null)?.textContent === 'Invite someone…',
      'typeahead to the item',
    );
    await press('Enter');
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    await waitFor(
      () => root.activeElement === byTestId(root, 'dialog-email'),
      'focus in the dialog',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    check(
      dialog.contains(root.activeElement),
      'the closing menu must not pull focus out of the dialog',
    );
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    await waitFor(() => root.activeElement === trigger, 'focus back on the menu button');
  });
});

describe('AlertDialog in a shadow root', () => {
  it('given an alert dialog, should use role alertdialog, ignore overlay clicks and close on Escape with focus returned', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'alert-trigger')!;
    trigger.focus();
    trigger.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="alertdialog"]'),
      'the alert dialog',
    );
    check(
      trigger.getAttribute('aria-haspopup') === 'dialog',
      'the trigger prop should announce a dialog',
    );
    check(
      trigger.getAttribute('aria-expanded') === 'true',
      'the trigger should be expanded while open',
    );
    check(dialog.getBoundingClientRect().width === 360, 'alert dialog should be 360 px wide');
    const overlay = root.querySelector<HTMLElement>('.ui-dialog-overlay')!;
    overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    overlay.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    check(
      root.querySelector('[role="alertdialog"]'),
      'an overlay click must not close an alert dialog',
    );
    await waitFor(() => dialog.contains(root.activeElement), 'focus inside the alert dialog');
    await press('Escape');
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'the alert dialog to close');
    await waitFor(() => root.activeElement === trigger, 'focus back on the trigger');
  });
});

describe('Dialog and the rest of the page', () => {
  it('given an open dialog, should hide the page around the widget from assistive technology, lock scrolling, and undo both on close', async () => {
    const before = document.createElement('p');
    before.textContent = 'Page content';
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    document.body.prepend(before, live);
    try {
      const root = await addGallery();
      const gallery = root.host as HTMLElement;
      byTestId(root, 'dialog-trigger')!.click();
      await waitFor(() => root.activeElement === byTestId(root, 'dialog-email'), 'initial focus');
      check(before.getAttribute('aria-hidden') === 'true', 'page content should be aria-hidden');
      check(!live.hasAttribute('aria-hidden'), 'a live region must stay announced');
      check(
        !gallery.hasAttribute('aria-hidden'),
        'the widget holding the dialog must stay visible',
      );
      check(pageScrollLocked(), 'the page should not scroll under the dialog');
      await press('Escape');
      await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
      check(!before.hasAttribute('aria-hidden'), 'aria-hidden should be removed on close');
      check(!pageScrollLocked(), 'scrolling should be restored on close');
    } finally {
      before.remove();
      live.remove();
    }
  });
});

describe('Nested overlays', () => {
  async function openBoth() {
    const root = await addGallery({ scenario: 'nested' });
    const trigger = byTestId(root, 'dialog-trigger')!;
    trigger.focus();
    trigger.click();
    await waitFor(() => root.activeElement === byTestId(root, 'dialog-email'), 'initial focus');
    byTestId(root, 'nested-trigger')!.click();
    const inner = await waitFor(
      () => root.querySelector<HTMLElement>('[role="alertdialog"]'),
      'the nested alert dialog',
    );
    await waitFor(() => inner.contains(root.activeElement), 'focus in the nested dialog');
    return root;
  }

  for (const order of ['inner first', 'outer first'] as const) {
    it(`given a dialog with a nested dialog, when they close ${order}, should leave the page scrollable and nothing hidden`, async () => {
      const page = document.createElement('p');
      page.textContent = 'Page content';
      document.body.prepend(page);
      try {
        const hiddenBefore = hiddenInPage();
        const root = await openBoth();
        check(page.getAttribute('aria-hidden') === 'true', 'the page is hidden while open');
        check(pageScrollLocked(), 'the page does not scroll while open');
        if (order === 'inner first') {
          byTestId(root, 'nested-close')!.click();
          await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'the inner to close');
          check(pageScrollLocked(), 'still locked while the outer dialog is open');
          check(page.getAttribute('aria-hidden') === 'true', 'still hidden under the outer');
          await press('Escape');
          await waitFor(() => !root.querySelector('[role="dialog"]'), 'the outer to close');
        } else {
          byTestId(root, 'nested-close-outer')!.click();
          await waitFor(() => !root.querySelector('[role="dialog"]'), 'the outer to close');
          check(pageScrollLocked(), 'still locked while the inner dialog is open');
          check(page.getAttribute('aria-hidden') === 'true', 'still hidden under the inner');
          await press('Escape');
          await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'the inner to close');
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
        check(!pageScrollLocked(), 'the page scrolls again');
        const hiddenAfter = hiddenInPage().filter((element) => !hiddenBefore.includes(element));
        check(
          hiddenAfter.length === 0,
          `nothing stays hidden, got ${hiddenAfter.map((element) => element.outerHTML.slice(0, 60)).join(', ')}`,
        );
        check(
          !document.body.querySelector('[data-floating-ui-inert]'),
          'no hidden-by-a-layer marker stays',
        );
      } finally {
        page.remove();
      }
    });
  }
});

describe('Dialog focus', () => {
  it('given focus on a button in a dialog, when that button is removed, should keep the focus inside the dialog', async () => {
    const root = await addGallery({ scenario: 'nested' });
    const trigger = byTestId(root, 'dialog-trigger')!;
    trigger.focus();
    trigger.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="dialog"]'),
      'the dialog',
    );
    await waitFor(() => root.activeElement === byTestId(root, 'dialog-email'), 'initial focus');
    const vanish = byTestId(root, 'dialog-vanish')!;
    vanish.focus();
    check(root.activeElement === vanish, 'the button has the focus');
    vanish.click();
    await waitFor(() => !byTestId(root, 'dialog-vanish'), 'the button to be removed');
    await waitFor(
      () => root.activeElement && dialog.contains(root.activeElement),
      'the focus back inside the dialog',
    );
    await press('Tab');
    check(dialog.contains(root.activeElement), 'Tab goes on inside the dialog');
  });

  it('given focus elsewhere when a trigger opens its dialog, when the dialog closes, should return the focus to the trigger', async () => {
    const root = await addGallery();
    const trigger = byTestId(root, 'alert-trigger')!;
    const elsewhere = byTestId(root, 'text-field')!;
    elsewhere.focus();
    // A programmatic click, as assistive technology or a mouse on Safari: the trigger never
    // had the focus.
    trigger.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('[role="alertdialog"]'),
      'the alert dialog',
    );
    await waitFor(() => dialog.contains(root.activeElement), 'focus inside the alert dialog');
    byTestId(root, 'alert-cancel')!.click();
    await waitFor(() => !root.querySelector('[role="alertdialog"]'), 'the alert dialog to close');
    await waitFor(() => root.activeElement === trigger, 'focus on the trigger, not the field');
  });
});
