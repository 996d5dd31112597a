// UI primitives on the built harness: OtpInput editing and the save button's loading → 'Done' cycle
// inside the <ui-gallery> shadow root.
import { addGallery, byTestId, logOf, press, sendKeys, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

const cellsOf = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll<HTMLInputElement>('.ui-otp-cell'));
const digits = (root: ShadowRoot) =>
  cellsOf(root)
    .map((cell) => cell.value)
    .join(',');

function paste(target: HTMLElement, text: string) {
  const data = new DataTransfer();
  data.setData('text', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('OtpInput in a shadow root', () => {
  it('given the code input, should show six cells labelled Digit n of 6 in a labelled group', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    check(cells.length === 6, `six cells, got ${cells.length}`);
    cells.forEach((cell, index) =>
      check(cell.getAttribute('aria-label') === `Digit ${index + 1} of 6`, `cell ${index} label`),
    );
    const group = root.querySelector('[role="group"]')!;
    check(
      root.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ===
        'Verification code',
      'group label',
    );
  });

  it('given the first cell, when digits and letters are typed, should keep digits only and move forward', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    cells[0]!.focus();
    await sendKeys({ type: '1a2' });
    await waitFor(() => digits(root) === '1,2,,,,', `digits 1,2 (got ${digits(root)})`);
    check(root.activeElement === cells[2], 'focus should be on the third cell');
  });

  it('given filled cells, when Backspace and arrows are pressed, should clear and move back', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    cells[0]!.focus();
    await sendKeys({ type: '123' });
    await waitFor(() => root.activeElement === cells[3], 'focus on cell 4');
    await press('Backspace');
    await waitFor(
      () => digits(root) === '1,2,,,,' && root.activeElement === cells[2],
      `backspace on an empty cell clears the previous one (got ${digits(root)})`,
    );
    await press('ArrowLeft');
    await waitFor(() => root.activeElement === cells[1], 'ArrowLeft to cell 2');
    await press('Backspace');
    await waitFor(
      () => digits(root) === '1,,,,,' && root.activeElement === cells[1],
      'backspace on a filled cell clears it and stays',
    );
    await press('ArrowRight');
    await waitFor(() => root.activeElement === cells[2], 'ArrowRight to cell 3');
  });

  it('given a cell emptied without a key press (cut, a virtual keyboard), should stay empty', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    cells[0]!.focus();
    await sendKeys({ type: '123' });
    await waitFor(() => digits(root) === '1,2,3,,,', 'digits 1,2,3');
    cells[1]!.focus();
    // What the browser does on cut or a virtual keyboard's delete: the value changes, then input.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(cells[1], '');
    cells[1]!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    check(digits(root) === '1,,3,,,', `the emptied cell refilled (got ${digits(root)})`);
  });

  it('given a pasted text with other characters, should keep up to six digits and auto-submit once complete', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    cells[0]!.focus();
    paste(cells[0]!, ' 12-34 56 78 ');
    await waitFor(
      () => digits(root) === '1,2,3,4,5,6',
      `six digits from the paste (got ${digits(root)})`,
    );
    await waitFor(() => logOf(root).includes('otp:123456'), 'auto-submit with the code');
    check(logOf(root).filter((entry) => entry.startsWith('otp:')).length === 1, 'submitted once');
  });

  it('given the last cell empty, when the sixth digit is typed, should auto-submit', async () => {
    const root = await addGallery();
    const cells = cellsOf(root);
    cells[0]!.focus();
    paste(cells[0]!, '98765');
    await waitFor(
      () => root.activeElement === cells[5],
      'focus on the last cell after a partial paste',
    );
    check(!logOf(root).some((entry) => entry.startsWith('otp:')), 'no submit while incomplete');
    await sendKeys({ type: '4' });
    await waitFor(() => logOf(root).includes('otp:987654'), 'auto-submit on the sixth digit');
  });
});

describe('Button save cycle', () => {
  it('given a save that succeeds in 100 ms, should stay loading for at least 600 ms, show Done for 1500 ms, then return to idle', async () => {
    const root = await addGallery();
    const button = byTestId(root, 'button-save')!;
    const started = performance.now();
    button.click();
    await waitFor(() => button.getAttribute('aria-busy') === 'true', 'loading state');
    await waitFor(() => button.getAttribute('data-status') === 'done', 'Done state', 2000);
    const doneAfter = performance.now() - started;
    check(
      doneAfter >= 590,
      `Done must not appear before 600 ms of loading (after ${Math.round(doneAfter)} ms)`,
    );
    check(
      doneAfter < 900,
      `Done should appear soon after 600 ms (after ${Math.round(doneAfter)} ms)`,
    );
    const done = button.querySelector('.ui-button-done')!;
    check(done.textContent === 'Done', 'Done label text');
    await waitFor(() => getComputedStyle(done).opacity === '1', 'the Done label to fade in', 500);
    button.click();
    check(
      logOf(root).filter((entry) => entry === 'save:start').length === 1,
      'clicks while Done are ignored',
    );
    await waitFor(() => !button.hasAttribute('data-status'), 'back to idle', 3000);
    const idleAfter = performance.now() - started;
    check(
      idleAfter >= doneAfter + 1450,
      `Done should stay about 1500 ms (idle after ${Math.round(idleAfter)} ms)`,
    );
    await waitFor(() => logOf(root).includes('save:finished'), 'onDone called');
  });
});
