// <domain-verification>'s dialogs (view, remove) are a chunk fetched on the user's intent, not
// once idle: focusing (or pointing at) a row's actions button starts the fetch before the menu
// is even opened. A page of its own, so no earlier test has fetched that chunk yet.
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

describe('<domain-verification> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it("given an idle page, should fetch the dialogs when a row's actions button is focused, before any click", async () => {
    const element = addElement('domain-verification', {});
    element.authToken = await testToken();
    await waitForIdlePreload(element);
    check(!fetchedChunk('on-intent/domain-dialogs.js'), 'no dialog code once idle');

    const actions = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLButtonElement>('button.dv-actions'),
      "a row's actions button",
    );
    actions.focus();
    await waitFor(
      () => fetchedChunk('on-intent/domain-dialogs.js'),
      'the dialogs fetched on focus',
    );
    check(!element.shadowRoot!.querySelector('[role="dialog"]'), 'no dialog opened');
  });
});
