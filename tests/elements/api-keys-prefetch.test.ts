// Render-as-you-fetch for <api-keys> on the built kit: its first read depends on the `scope`
// attribute (and the scope's search key in the page URL), so the loader reads it at connect
// time. A test file is one page and the loader only prefetches before a tag's code arrives, so
// the three elements are added together before that, each on its own host (its own query
// cache), and each case checks its own.
import '../../dist/widgets/widgets.js';
import {
  addFaultOnce,
  api,
  before,
  check,
  clearFaults,
  describe,
  it,
  originalFetch,
  testToken,
  track,
  waitFor,
} from './support.js';

const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
  executeServerCommand: (command: string, payload?: unknown) => Promise<unknown>;
};

interface Sent {
  url: URL;
  authorization: string | null;
  /** performance.now() when it was sent. */
  at: number;
}

const sent: Sent[] = [];
const ORGANIZATION_KEYS = '/_widgets/ApiKeys/organization-api-keys';
const USER_KEYS = '/_widgets/UserApiKeys/api-keys';

/** An <api-keys> on the test API through `hostname`, given `authToken` before it is added. */
function addWithToken(
  hostname: string,
  authToken: string | (() => Promise<string>),
  scope?: string,
) {
  const element = document.createElement('api-keys');
  element.setAttribute('api-hostname', hostname);
  element.setAttribute('api-port', api.port);
  element.setAttribute('api-https', String(api.protocol === 'https:'));
  if (scope) element.setAttribute('scope', scope);
  element.authToken = authToken;
  document.body.append(element);
  return track(element);
}

const ready = (element: HTMLElement) =>
  waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
const callsTo = (hostname: string, path: string) =>
  sent.filter((request) => request.url.hostname === hostname && request.url.pathname === path);

/** When the tag's chunk had arrived (performance.now() time). */
function codeArrivedAt(): number {
  const chunk = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.endsWith('/chunks/api-keys.js')) as
    PerformanceResourceTiming | undefined;
  check(chunk, "the tag's chunk should have been fetched");
  return chunk.responseEnd;
}

let token = '';
let tokenCalls = 0;
const adopted = { hostname: 'prefetch-adopted.localhost' } as {
  hostname: string;
  element: HTMLElement;
};
const rescoped = { hostname: 'prefetch-rescoped.localhost' } as typeof adopted;
const failed = { hostname: 'prefetch-failed.localhost' } as typeof adopted;

describe('<api-keys> prefetch (render-as-you-fetch)', () => {
  before(async () => {
    token = await testToken();
    await clearFaults();
    await addFaultOnce({ method: 'GET', path: USER_KEYS, status: 500 });
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        at: performance.now(),
      });
      return originalFetch(input, init);
    };
    // The tag's code is held back until the loader's reads have left, so "before the code
    // arrives" does not depend on how fast this machine is.
    await executeServerCommand('hold-chunk', { name: 'api-keys.js' });
    // All three before the tag's code is asked for (the first connection asks for it).
    adopted.element = addWithToken(adopted.hostname, () => {
      tokenCalls += 1;
      return Promise.resolve(token);
    });
    // From the personal keys to the organization's (only `failed` reads the personal keys, so
    // the one fault is its own).
    rescoped.element = addWithToken(rescoped.hostname, token, 'user');
    rescoped.element.setAttribute('scope', 'organization');
    failed.element = addWithToken(failed.hostname, token, 'user');
    await waitFor(
      () =>
        callsTo(adopted.hostname, ORGANIZATION_KEYS).length > 0 &&
        callsTo(failed.hostname, USER_KEYS).length > 0,
      'the loader’s first reads',
    );
    await executeServerCommand('release-chunk', { name: 'api-keys.js' });
    await Promise.all([adopted, rescoped, failed].map(({ element }) => ready(element)));
  });

  it('given a token function set before the code arrives, should send the first read once and call the function once', () => {
    const reads = callsTo(adopted.hostname, ORGANIZATION_KEYS);
    check(reads.length === 1, `the keys were read ${reads.length} times, not once`);
    check(reads[0]!.authorization === `Bearer ${token}`, 'the read should carry the token');
    check(reads[0]!.url.search === '?limit=10', `not the widget's first page: ${reads[0]!.url}`);
    check(tokenCalls === 1, `the token function was called ${tokenCalls} times, not once`);
    // Sent by the loader while the tag's code downloaded, not by the widget after it arrived.
    const arrived = codeArrivedAt();
    check(
      reads[0]!.at < arrived,
      `the read should leave before the code arrives (${reads[0]!.at} ms, code ${arrived} ms)`,
    );
  });

  it('given a scope changed before the code arrives, should drop the old scope’s read and read the new one once', () => {
    const user = callsTo(rescoped.hostname, USER_KEYS);
    check(user.length === 0, `the personal keys were read ${user.length} times after the change`);
    const organization = callsTo(rescoped.hostname, ORGANIZATION_KEYS);
    check(
      organization.length === 1,
      `the organization's keys were read ${organization.length} times, not once`,
    );
    check(
      rescoped.element.shadowRoot!.querySelector('[data-scope="organization"]'),
      "the widget should show the organization's keys",
    );
  });

  it('given a prefetch that fails, should send the read again from the widget and show the list', async () => {
    const reads = callsTo(failed.hostname, USER_KEYS);
    check(
      reads.length === 2,
      `the keys were read ${reads.length} times, not twice (failed prefetch, then the widget)`,
    );
    check(reads[0]!.at < codeArrivedAt(), 'the first read should be the prefetch');
    check(
      failed.element.shadowRoot!.querySelector('[role="alert"]') === null,
      'no error should show',
    );
    window.fetch = originalFetch;
    await clearFaults();
  });
});
