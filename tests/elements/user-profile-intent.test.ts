// <user-profile>'s e-mail change is a chunk fetched on the user's intent, not once idle (issue
// #29's all-tags budget), with the identity check and OTP cells it uses: pointing at (or
// focusing) 'Change' starts the fetch before the click. A page of its own, so no earlier test
// has fetched those chunks yet.
import '../../dist/widgets/widgets.js';
import { expectFetchedOnIntent, idleWithout } from './intent-support.js';
import { addElement, afterEach, describe, it, removeCreated, waitFor } from './support.js';

// The e-mail dialog, and the identity check with it.
const chunks = ['on-intent/profile-dialogs.js', 'on-intent/identity-check.js'];

describe('<user-profile> e-mail change on intent', () => {
  afterEach(() => removeCreated());

  it('given an idle page, should fetch the e-mail dialog and the identity check when Change is pointed at, before any click', async () => {
    const element = addElement('user-profile', {});
    await idleWithout(element, chunks, 'member@acme.test');
    const change = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLButtonElement>('button.up-change-email'),
      'the Change button',
    );
    await expectFetchedOnIntent(element, change, 'pointer', chunks);
  });
});
