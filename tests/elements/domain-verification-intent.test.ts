// <domain-verification>'s dialogs (view, remove) are a chunk fetched on the user's intent, not
// once idle: focusing (or pointing at) a row's actions button starts the fetch before the menu
// is even opened. A page of its own, so no earlier test has fetched that chunk yet.
import '../../dist/widgets/widgets.js';
import { expectFetchedOnIntent, idleWithout } from './intent-support.js';
import { addElement, afterEach, describe, it, removeCreated, waitFor } from './support.js';

const dialogs = ['on-intent/domain-dialogs.js'];

describe('<domain-verification> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it("given an idle page, should fetch the dialogs when a row's actions button is focused, before any click", async () => {
    const element = addElement('domain-verification', {});
    await idleWithout(element, dialogs);
    const actions = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLButtonElement>('button.dv-actions'),
      "a row's actions button",
    );
    await expectFetchedOnIntent(element, actions, 'focus', dialogs);
  });
});
