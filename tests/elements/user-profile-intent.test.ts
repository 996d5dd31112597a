// <user-profile>'s e-mail change is a chunk fetched on the user's intent, not once idle (issue
// #29's all-tags budget), with the identity check and OTP cells it uses: pointing at (or
// focusing) 'Change' starts the fetch before the click. A page of its own, so no earlier test
// has fetched those chunks yet.
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

describe('<user-profile> e-mail change on intent', () => {
  afterEach(() => removeCreated());

  it('given an idle page, should fetch the e-mail dialog and the identity check when Change is pointed at, before any click', async () => {
    const element = addElement('user-profile', {});
    element.authToken = await testToken('member@acme.test');
    await waitForIdlePreload(element);
    check(!fetchedChunk('on-intent/profile-dialogs.js'), 'no e-mail dialog code once idle');
    check(!fetchedChunk('on-intent/identity-check.js'), 'no identity check once idle');

    const change = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLButtonElement>('button.up-change-email'),
      'the Change button',
    );
    change.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(
      () => fetchedChunk('on-intent/profile-dialogs.js'),
      'the dialog fetched on pointer',
    );
    await waitFor(() => fetchedChunk('on-intent/identity-check.js'), 'the identity check with it');
    check(!element.shadowRoot!.querySelector('[role="dialog"]'), 'no dialog opened');
  });
});
