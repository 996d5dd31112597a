// UI primitives on the built harness: TextField, PasswordField and CheckboxList labelling and
// behaviour inside the <ui-gallery> shadow root.
import { addGallery, byTestId, press, waitFor } from './gallery-support.js';
import { afterEach, check, describe, it, removeCreated } from './support.js';

// The built harness is loaded by URL so type-checking does not depend on a build.
const harnessUrl = '/dist/harness/harness.js';
await import(/* @vite-ignore */ harnessUrl);

afterEach(removeCreated);

const describedText = (root: ShadowRoot, element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `(missing #${id})`);

describe('TextField in a shadow root', () => {
  it('given a field with a hint, should label the input and describe it by the hint', async () => {
    const root = await addGallery();
    const input = byTestId<HTMLInputElement>(root, 'text-field')!;
    const label = root.querySelector(`label[for="${input.id}"]`);
    check(label?.textContent === 'Email', `label for the input, got ${label?.textContent}`);
    check(!input.hasAttribute('aria-invalid'), 'valid field is not aria-invalid');
    const described = describedText(root, input);
    check(
      described.length === 1 && described[0] === 'We’ll send an invitation.',
      `described by the hint, got ${described.join('|')}`,
    );
  });

  it('given a field with an error, should be aria-invalid and described by the error text', async () => {
    const root = await addGallery();
    const input = byTestId<HTMLInputElement>(root, 'text-field-error')!;
    check(input.getAttribute('aria-invalid') === 'true', 'aria-invalid');
    check(
      describedText(root, input).includes('This value does not match the required pattern'),
      'described by the error',
    );
  });
});

describe('PasswordField in a shadow root', () => {
  it('given a password field, when the toggle is pressed, should show and hide the password with a labelled button', async () => {
    const root = await addGallery();
    const input = byTestId<HTMLInputElement>(root, 'password-field')!;
    check(input.type === 'password', 'hidden at first');
    const toggle = input.parentElement!.querySelector<HTMLButtonElement>('button')!;
    check(toggle.getAttribute('aria-label') === 'Show password', 'toggle labelled Show password');
    check(toggle.getAttribute('aria-pressed') === 'false', 'toggle not pressed');
    toggle.click();
    await waitFor(() => input.type === 'text', 'password shown');
    check(toggle.getAttribute('aria-label') === 'Hide password', 'toggle relabelled Hide password');
    check(toggle.getAttribute('aria-pressed') === 'true', 'toggle pressed');
    toggle.click();
    await waitFor(() => input.type === 'password', 'password hidden again');
  });
});

describe('CheckboxList in a shadow root', () => {
  it('given a checkbox list, should name each option and describe it by its description', async () => {
    const root = await addGallery();
    const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('.ui-checkbox'));
    check(boxes.length === 3, 'three options');
    const first = boxes[0]!;
    const label = root.querySelector(`label[for="${first.id}"] .ui-checkbox-label`);
    check(label?.textContent === 'Admin', 'option named by its label');
    check(describedText(root, first)[0] === 'Manage members, SSO and domains.', 'option described');
    check(boxes[2]!.disabled, 'disabled option');
    check(
      root.querySelector('fieldset.ui-checkbox-list legend')?.textContent === 'Roles',
      'group legend',
    );
  });

  it('given the checked option, when Space unchecks it, should show the at-least-one error', async () => {
    const root = await addGallery();
    const member = Array.from(root.querySelectorAll<HTMLInputElement>('.ui-checkbox'))[1]!;
    check(member.checked, 'Member checked at first');
    member.focus();
    await press('Space');
    await waitFor(() => !member.checked, 'Member unchecked');
    const fieldset = root.querySelector('fieldset.ui-checkbox-list')!;
    await waitFor(
      () => fieldset.getAttribute('aria-invalid') === 'true',
      'the group to be invalid',
    );
    check(
      describedText(root, fieldset).includes('Please select at least one role'),
      'group described by the error',
    );
    await press('Space');
    await waitFor(
      () => member.checked && !fieldset.hasAttribute('aria-invalid'),
      'checked again and valid',
    );
  });
});

describe('Avatar in a shadow root', () => {
  it('given a picture, should show it; given a failing picture, should fall back to initials', async () => {
    const root = await addGallery();
    const pictured = root.querySelector<HTMLElement>('[role="img"][aria-label="Pia Picture"]')!;
    const broken = root.querySelector<HTMLElement>('[role="img"][aria-label="Bo Broken"]')!;
    await waitFor(() => pictured.querySelector('img')?.complete, 'the picture to load');
    check(!pictured.querySelector('.ui-avatar-initials'), 'no initials when the picture loads');
    await waitFor(
      () => broken.querySelector('.ui-avatar-initials')?.textContent === 'BB',
      'initials after the image fails',
    );
    check(!broken.querySelector('img'), 'the broken image is removed');
  });
});
