// <user-security>'s dialogs are a chunk fetched on the user's intent, not once idle (issue #29's
// all-tags budget): focusing (or pointing at) one of its buttons starts the fetch before the
// click. A page of its own, so no earlier test has fetched that chunk yet.
import '../../dist/widgets/widgets.js';
import { expectFetchedOnIntent, idleWithout } from './intent-support.js';
import { addElement, afterEach, describe, it, removeCreated, waitFor } from './support.js';

const dialogs = ['on-intent/security-dialogs.js'];

describe('<user-security> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it('given an idle page, should fetch the dialogs when a row button gets the focus, before any click', async () => {
    const element = addElement('user-security', {});
    await idleWithout(element, dialogs, 'member@acme.test');
    const add = await waitFor(
      () =>
        Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')).find(
          (button) => button.textContent?.trim() === 'Add a passkey',
        ),
      'Add a passkey',
    );
    await expectFetchedOnIntent(element, add, 'focus', dialogs);
  });
});
