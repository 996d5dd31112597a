// <user-security>'s dialogs are a chunk fetched on the user's intent, not once idle (issue #29's
// all-tags budget): focusing (or pointing at) one of its buttons starts the fetch before the
// click. A page of its own, so no earlier test has fetched that chunk yet.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  check,
  describe,
  it,
  removeCreated,
  sleep,
  testToken,
  waitFor,
} from './support.js';

const fetched = (file: string) =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new URL(entry.name).pathname.endsWith(`/dist/widgets/chunks/${file}`));

describe('<user-security> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it('given an idle page, should fetch the dialogs when a row button gets the focus, before any click', async () => {
    const element = addElement('user-security', {});
    element.authToken = await testToken('member@acme.test');
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 10000);
    await waitFor(() => fetched('floating.js'), 'the idle preload', 10000);
    await sleep(300);
    check(!fetched('on-intent/security-dialogs.js'), 'no dialog code once idle');

    const add = await waitFor(
      () =>
        Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
          (button) => button.textContent?.trim() === 'Add a passkey',
        ),
      'Add a passkey',
    );
    add.focus();
    await waitFor(() => fetched('on-intent/security-dialogs.js'), 'the dialogs fetched on focus');
    check(!element.shadowRoot!.querySelector('[role="dialog"]'), 'no dialog opened');
  });
});
