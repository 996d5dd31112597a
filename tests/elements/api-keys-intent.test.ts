// <api-keys>'s dialogs (create, secret, details, edit expiration, revoke) are a chunk fetched on
// the user's intent, not once idle (issue #29's all-tags budget): pointing at 'Create API key'
// (or a row's actions button, or focusing one) starts the fetch before the click. A page of its
// own, so no earlier test has fetched that chunk yet.
import '../../dist/widgets/widgets.js';
import { expectFetchedOnIntent, idleWithout } from './intent-support.js';
import { addElement, afterEach, check, describe, it, removeCreated, waitFor } from './support.js';

/** Any chunk with an <api-keys> dialog in it: the on-intent one, or one of its parts on its own. */
const dialogChunks = [
  'on-intent/api-keys-dialogs.js',
  'create-key-dialog.js',
  'secret-dialog.js',
  'key-details-dialog.js',
  'edit-expiration-dialog.js',
  'revoke-key-dialog.js',
  'expiration-field.js',
];

describe('<api-keys> dialogs on intent', () => {
  afterEach(() => removeCreated());

  it("given an idle page, should fetch the dialogs when 'Create API key' is pointed at, before any click", async () => {
    const element = addElement('api-keys', {});
    await idleWithout(element, dialogChunks);
    const create = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLButtonElement>('button.ak-create'),
      'the Create API key button',
    );
    check(create.textContent?.trim() === 'Create API key', "the button is 'Create API key'");
    await expectFetchedOnIntent(element, create, 'pointer', ['on-intent/api-keys-dialogs.js']);
  });
});
