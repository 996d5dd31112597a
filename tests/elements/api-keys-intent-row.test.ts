// <api-keys>'s dialogs are fetched on intent (see api-keys-intent.test.ts): here through a row's
// actions button, focused with the keyboard. A page of its own, so no earlier test has fetched
// that chunk yet; the list is answered by the test (fetch stubbed for a made-up host).
import '../../dist/widgets/widgets.js';
import { expectFetchedOnIntent, idleWithout } from './intent-support.js';
import {
  addElement,
  afterEach,
  describe,
  it,
  originalFetch,
  removeCreated,
  waitFor,
} from './support.js';

const HOST = 'intent-row-keys.example.test';

describe('<api-keys> dialogs on intent from a row', () => {
  afterEach(() => {
    window.fetch = originalFetch;
    removeCreated();
  });

  it("given an idle page, should fetch the dialogs when a row's actions button gets the focus, before any click", async () => {
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(request.url).hostname !== HOST) return originalFetch(input, init);
      const body = {
        data: [
          {
            id: 'api_key_00000000000000000000000001',
            name: 'Row key',
            obfuscatedValue: 'sk_…1001',
            createdAt: '2026-11-01T10:00:00.000Z',
            lastUsedAt: null,
            expiresAt: null,
            permissions: [],
          },
        ],
        list_metadata: { before: null, after: null },
      };
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const element = addElement('api-keys', { 'api-https': 'true', 'api-port': '' }, HOST);
    const dialogs = ['on-intent/api-keys-dialogs.js'];
    await idleWithout(element, dialogs);
    const actions = await waitFor(
      () =>
        element.shadowRoot!.querySelector<HTMLButtonElement>(
          'button[aria-label="Actions for Row key"]',
        ),
      "the row's actions button",
    );
    await expectFetchedOnIntent(element, actions, 'focus', dialogs);
  });
});
