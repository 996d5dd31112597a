// Render-as-you-fetch on the built kit: an element given its token before its tag's code has
// arrived gets its first reads from the loader, and the widget takes them (no second request,
// the token function called once); a changed token drops them; a failed one is sent again.
// Each case uses a tag whose code this page has not loaded yet (a test file is one page).
import '../../dist/widgets/widgets.js';
import {
  addFaultOnce,
  afterEach,
  api,
  check,
  clearFaults,
  describe,
  it,
  originalFetch,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';

interface Sent {
  url: string;
  authorization: string | null;
  /** performance.now() when it was sent. */
  at: number;
}

/** Records every request of the page (the loader's and the widgets' alike). */
function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      at: performance.now(),
    });
    return originalFetch(input, init);
  };
  return sent;
}

/** A kit element on the test API, given `authToken` before it is added (its code not loaded). */
function addWithToken<K extends keyof HTMLElementTagNameMap>(tag: K, authToken: unknown) {
  const element = document.createElement(tag) as HTMLElementTagNameMap[K] & { authToken: unknown };
  element.setAttribute('api-hostname', api.hostname);
  element.setAttribute('api-port', api.port);
  element.setAttribute('api-https', String(api.protocol === 'https:'));
  element.authToken = authToken;
  document.body.append(element);
  return track(element);
}

const ready = (element: HTMLElement) =>
  waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
const callsTo = (sent: Sent[], path: string) =>
  sent.filter((request) => new URL(request.url).pathname === path);

afterEach(async () => {
  removeCreated();
  window.fetch = originalFetch;
  await clearFaults();
});

const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
  executeServerCommand: (command: string, payload?: unknown) => Promise<unknown>;
};

describe('kit prefetch (render-as-you-fetch)', () => {
  it('given a token function set before the code arrives, should send each first read once and call the function once', async () => {
    const token = await testToken();
    const sent = recordRequests();
    let calls = 0;
    // The tag's code is held back until the loader's reads have left, so "before the code
    // arrives" does not depend on how fast this machine is.
    await executeServerCommand('hold-chunk', { name: 'users-management.js' });
    const element = addWithToken('users-management', () => {
      calls += 1;
      return Promise.resolve(token);
    });
    await waitFor(
      () =>
        callsTo(sent, '/_widgets/UserManagement/members').length > 0 &&
        callsTo(sent, '/_widgets/UserManagement/roles-and-config').length > 0,
      'the loader’s first reads',
    );
    await executeServerCommand('release-chunk', { name: 'users-management.js' });
    await ready(element);
    await waitFor(
      () => element.shadowRoot!.querySelector('tbody tr')?.textContent?.includes('@'),
      'a member row',
    );
    const members = callsTo(sent, '/_widgets/UserManagement/members');
    const roles = callsTo(sent, '/_widgets/UserManagement/roles-and-config');
    check(members.length === 1, `members requested ${members.length} times, not once`);
    check(roles.length === 1, `roles requested ${roles.length} times, not once`);
    check(
      [...members, ...roles].every((request) => request.authorization === `Bearer ${token}`),
      'every read should carry the token',
    );
    check(calls === 1, `the token function was called ${calls} times, not once`);
    // Sent by the loader while the tag's code downloaded, not by the widget after it arrived.
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/chunks/users-management.js')) as
      PerformanceResourceTiming | undefined;
    check(chunk, "the tag's chunk should have been fetched");
    check(
      members[0]!.at < chunk.responseEnd && roles[0]!.at < chunk.responseEnd,
      `the reads should leave before the code arrives (${members[0]!.at} / ${roles[0]!.at} ms, code ${chunk.responseEnd} ms)`,
    );
    check(
      new URL(members[0]!.url).search === '?limit=10',
      `the members read should be the widget's first page, was ${members[0]!.url}`,
    );
  });

  it('given a token changed before the code arrives, should drop the reads of the old token', async () => {
    const [admin, member] = await Promise.all([testToken(), testToken('member@acme.test')]);
    const sent = recordRequests();
    const element = addWithToken('user-profile', admin);
    element.authToken = member;
    await ready(element);
    await waitFor(() => element.shadowRoot!.textContent?.includes('Milo'), "the member's name");
    check(
      !element.shadowRoot!.textContent?.includes('Ada'),
      "the old token's profile should not show",
    );
    const withAdmin = callsTo(sent, '/_widgets/UserProfile/me').filter(
      (request) => request.authorization === `Bearer ${admin}`,
    );
    check(
      withAdmin.length === 0,
      `the profile was read ${withAdmin.length} times with the old token`,
    );
    const withMember = callsTo(sent, '/_widgets/UserProfile/me').filter(
      (request) => request.authorization === `Bearer ${member}`,
    );
    check(
      withMember.length === 1,
      `the profile was read ${withMember.length} times with the new token`,
    );
  });

  it('given a prefetch that fails, should send the read again from the widget and show the data', async () => {
    await addFaultOnce({ method: 'GET', path: '/_widgets/UserProfile/sessions', status: 500 });
    const sent = recordRequests();
    const element = addWithToken('user-sessions', await testToken());
    await ready(element);
    const sessions = callsTo(sent, '/_widgets/UserProfile/sessions');
    check(
      sessions.length === 2,
      `sessions read ${sessions.length} times, not twice (failed prefetch, then the widget)`,
    );
    check(element.shadowRoot!.querySelector('[role="alert"]') === null, 'no error should show');
  });
});
