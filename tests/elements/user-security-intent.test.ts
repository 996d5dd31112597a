// <user-security>'s dialogs are a chunk fetched on the user's intent, not once idle (issue #29's
// all-tags budget): focusing (or pointing at) one of its buttons starts the fetch before the
// click. A page of its own, so no earlier test has fetched that chunk yet.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  check,
  describe,
  fetchedChunk,
  it,
  removeCreated,
  testToken,
  waitFor,
  waitForIdlePreload,
} from './support.js';

describe('<user-security> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it('given an idle page, should fetch the dialogs when a row button gets the focus, before any click', async () => {
    const element = addElement('user-security', {});
    element.authToken = await testToken('member@acme.test');
    await waitForIdlePreload(element);
    check(!fetchedChunk('on-intent/security-dialogs.js'), 'no dialog code once idle');

    const add = await waitFor(
      () =>
        Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
          (button) => button.textContent?.trim() === 'Add a passkey',
        ),
      'Add a passkey',
    );
    add.focus();
    await waitFor(
      () => fetchedChunk('on-intent/security-dialogs.js'),
      'the dialogs fetched on focus',
    );
    check(!element.shadowRoot!.querySelector('[role="dialog"]'), 'no dialog opened');
  });
});
