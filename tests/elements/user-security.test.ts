// <user-security> on the built kit against the real test server: rows in the shadow root,
// loading and error states, Change Password validation, the identity-verification steps and
// keyboard paths, axe in each state. Journeys that change data are in tests/e2e.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  addFault,
  afterEach,
  api,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  removeCreated,
  testToken,
  waitFor,
} from './support.js';

const root = (element: HTMLElement) => element.shadowRoot!;
const dialogTitled = (element: HTMLElement, title: string) =>
  Array.from(
    root(element).querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ).find((candidate) => candidate.querySelector('h2')?.textContent === title);
const button = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent?.trim() === text,
  );

/** Another name for the same server: another query cache (the cache is shared per host). */
const otherHost = api.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

async function addSecurity(email = 'member@acme.test', hostname = api.hostname) {
  const element = addElement('user-security', {}, hostname);
  element.authToken = await testToken(email);
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  return element;
}

describe('<user-security>', () => {
  afterEach(async () => {
    removeCreated();
    await clearFaults();
  });

  it('given a failing load, should show the error fallback', async () => {
    // First on this host: no element has cached the information yet (queries are shared per host).
    await addFault({
      method: 'GET',
      path: '/_widgets/UserProfile/authentication-information',
      status: 500,
      times: 5,
    });
    const element = addElement('user-security');
    element.authToken = await testToken('member@acme.test');
    await waitFor(() => element.getAttribute('data-state') === 'error', 'error state', 10000);
    await waitFor(
      () => root(element).textContent?.includes('An unknown error occurred'),
      'error message',
    );
  });

  it('given a member with a password and no MFA, should render both rows in its shadow root', async () => {
    const element = addElement('user-security');
    element.authToken = await testToken('member@acme.test');
    // Loading first: a busy placeholder.
    await waitFor(
      () => root(element)?.querySelector('[aria-busy="true"]'),
      'loading placeholder',
      3000,
      1,
    );
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 10000);
    const text = root(element).textContent ?? '';
    check(text.includes('Password'), 'password row');
    check(text.includes('Secure your account with an extra verification step'), 'mfa text');
    check(button(root(element), 'Change'), 'Change button');
    check(button(root(element), 'Set up authenticator app'), 'MFA button');
    check(!document.body.textContent?.includes('Secure your account'), 'nothing leaks out');
    await expectAxeClean(root(element) as unknown as HTMLElement);
  });

  it('given the MFA user, should show the authenticator app with a Disable button', async () => {
    const element = await addSecurity('mfa@acme.test', otherHost);
    check(root(element).textContent?.includes('Authenticator app'), 'authenticator app text');
    check(button(root(element), 'Disable'), 'Disable button');
  });

  it('given Change, should validate every field and close with Escape', async () => {
    const element = await addSecurity();
    button(root(element), 'Change')!.click();
    const dialog = await waitFor(() => dialogTitled(element, 'Change Password'), 'dialog');
    await waitFor(
      () => root(element).activeElement?.getAttribute('name') === 'current-password',
      'focus on current',
    );
    button(dialog, 'Save')!.click();
    await waitFor(
      () => dialog.textContent?.includes('Please enter your current password'),
      'current msg',
    );
    check(dialog.textContent?.includes('Please enter your new password'), 'new msg');
    check(dialog.textContent?.includes('Please confirm your new password'), 'confirm msg');
    await expectAxeClean(dialog);
    root(element).activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await waitFor(() => !dialogTitled(element, 'Change Password'), 'dialog closed');
  });

  it('given Set up authenticator app, should ask to verify identity, then show the 6-digit step', async () => {
    const element = await addSecurity();
    button(root(element), 'Set up authenticator app')!.click();
    const dialog = await waitFor(() => dialogTitled(element, 'Verify your identity'), 'verify');
    check(dialog.textContent?.includes('member@acme.test'), 'names the e-mail');
    await expectAxeClean(dialog);
    button(dialog, 'Send code')!.click();
    const cells = await waitFor(() => {
      const inputs = dialog.querySelectorAll<HTMLInputElement>('input');
      return inputs.length === 6 ? inputs : undefined;
    }, 'six cells');
    await waitFor(() => root(element).activeElement === cells[0], 'first cell focused');
    await expectAxeClean(dialog);
    // Arrow keys move between cells.
    cells[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => root(element).activeElement === cells[1], 'second cell focused');
  });
});
