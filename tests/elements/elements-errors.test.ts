// Error handling of the widget elements on the built harness bundle: an invalid API attribute
// (fallback naming it, nothing sent), the default API base (the kit's own origin), the SPEC §8 fallback messages (404, network failure, no token, permissions,
// unknown), Retry, and the host's data-state plus ready/error events.
import '../../dist/harness/harness.js';
import {
  addFault,
  addProbe,
  afterEach,
  api,
  apiBase,
  check,
  clearFaults,
  describe,
  it,
  nameText,
  originalFetch,
  removeCreated,
  testToken,
  waitFor,
} from './support.js';

const originalConsoleError = console.error;

// The harness page and the API are on different origins, so a failure without an answer names
// the page's origin and the setting that allows it.
const CORS_HINT = `An error occurred. This page (${location.origin}) may not be allowed to call`;
const NOT_FOUND = 'Authorization error. Contact your organization admin for support.';
const NO_TOKEN =
  'Authorization error. You likely forgot to provide an authorization token to the User Profile Widget.';
const UNKNOWN = 'An unknown error occurred. If the problem continues, contact the site owner.';

const fallback = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part="error"]') ?? null;

function recordEvents(element: HTMLElement): Array<{ type: string; message?: string }> {
  const events: Array<{ type: string; message?: string }> = [];
  // Listening on the document proves the events bubble out of the element.
  const listener = (event: Event) => {
    if (event.target !== element) return;
    events.push({
      type: event.type,
      message: (event as CustomEvent<{ message?: string }>).detail?.message,
    });
  };
  document.addEventListener('ready', listener);
  document.addEventListener('error', listener);
  return events;
}

afterEach(async () => {
  window.fetch = originalFetch;
  console.error = originalConsoleError;
  removeCreated();
  await clearFaults();
  window.__kitHarness!.clearQueryCache(apiBase);
});

describe('widget element errors', () => {
  it('given an invalid port or host, should show the fallback naming the attribute and send nothing', async () => {
    const logged: string[] = [];
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    const requested: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/_widgets/')) requested.push(url);
      return originalFetch(input, init);
    };
    const token = await testToken();
    const first = addProbe({ 'api-port': '99999' });
    const second = addProbe({ 'api-port': '99999' });
    const badHost = addProbe({ 'api-hostname': 'api.exa mple.com' });
    const events = recordEvents(first);
    for (const element of [first, second, badHost]) element.authToken = token;
    const shown = await waitFor(
      () => fallback(second) && fallback(badHost) && fallback(first),
      'the three fallbacks',
      10000,
    );
    check(shown.dataset.errorKind === 'configuration', `kind ${shown.dataset.errorKind}`);
    check(!shown.querySelector('[part="error-retry"]'), 'a Retry button that cannot help');
    check(shown.textContent?.includes('api-port'), `no attribute named: ${shown.textContent}`);
    check(
      fallback(badHost)!.textContent?.includes('api-hostname'),
      `no attribute named: ${fallback(badHost)!.textContent}`,
    );
    check(
      events.length === 1 && events[0]!.message?.includes('api-port'),
      `events: ${JSON.stringify(events)}`,
    );
    // Longer than the background retry interval: still nothing sent anywhere.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    check(requested.length === 0, `requests were sent: ${requested.join(', ')}`);
    const mine = logged.filter((message) => message.includes('[widgets]'));
    check(
      mine.length === 2,
      `expected one [widgets] console error per bad value, got ${mine.length}: ${mine.join(' | ')}`,
    );

    // Fixing the attribute brings the widget up.
    first.setAttribute('api-port', api.port);
    await waitFor(() => nameText(first) === 'Ada Admin', 'the profile after the fix');
  });

  it('given no api-hostname, should send to the origin that served the kit, never elsewhere', async () => {
    const requested: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/_widgets/')) {
        requested.push(url);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return originalFetch(input, init);
    };
    const element = addProbe({ 'api-hostname': '', 'api-port': '', 'api-https': '' });
    element.authToken = await testToken();
    await waitFor(() => fallback(element), 'the fallback', 10000);
    // The harness bundle is served by the test runner: its origin is this page's.
    check(requested.length > 0, 'nothing was requested');
    check(
      requested.every((url) => url.startsWith(`${location.origin}/_widgets/`)),
      `unexpected URLs: ${requested.join(', ')}`,
    );
  });

  it('given invalid theme values, should warn once for each and use the defaults', async () => {
    const originalWarn = console.warn;
    const warned: string[] = [];
    console.warn = (...args: unknown[]) => warned.push(args.map(String).join(' '));
    try {
      const theme = { 'accent-color': 'not-a-colour', radius: 'round', scaling: 'huge' };
      const first = addProbe(theme);
      const second = addProbe(theme);
      first.authToken = second.authToken = await testToken();
      await waitFor(() => nameText(first) === 'Ada Admin' && nameText(second), 'both profiles');
      const base = first.shadowRoot!.querySelector<HTMLElement>('.ui-root')!;
      check(base.dataset.radius === 'medium', `radius ${base.dataset.radius}`);
      check(base.style.getPropertyValue('--_scaling') === '1', 'scaling default');
      check(
        base.style.getPropertyValue('--_accent-seed') === '#3e63dd',
        `accent ${base.style.getPropertyValue('--_accent-seed')}`,
      );
      const mine = warned.filter((message) => message.startsWith('[widgets] Invalid'));
      check(mine.length === 3, `expected 3 warnings, got ${mine.length}: ${mine.join(' | ')}`);
      for (const name of ['accent-color', 'radius', 'scaling']) {
        check(
          mine.some((message) => message.includes(name)),
          `no warning names ${name}: ${mine.join(' | ')}`,
        );
      }
    } finally {
      console.warn = originalWarn;
    }
  });

  it('given a network failure, should show "Error fetching data" with the CORS hint', async () => {
    const element = addProbe({ 'api-port': '1' });
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback', 10000);
    check(shown.textContent?.includes('Error fetching data'), `no title: ${shown.textContent}`);
    check(shown.textContent?.includes(CORS_HINT), `no CORS hint: ${shown.textContent}`);
    check(shown.dataset.errorKind === 'network', `kind ${shown.dataset.errorKind}`);
  });

  it('given a dropped connection, should show the CORS hint too', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', drop: true });
    const element = addProbe();
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback', 10000);
    check(shown.textContent?.includes(CORS_HINT), `no CORS hint: ${shown.textContent}`);
  });

  it('given a 404, should show the authorization message, report error, and recover on Retry', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 404, times: 1 });
    const element = addProbe();
    const events = recordEvents(element);
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(shown.textContent?.includes('Error fetching data'), `no title: ${shown.textContent}`);
    check(shown.textContent?.includes(NOT_FOUND), `wrong message: ${shown.textContent}`);
    check(
      element.getAttribute('data-state') === 'error',
      `data-state ${element.getAttribute('data-state')}`,
    );
    check(
      events.length === 1 && events[0]!.type === 'error' && events[0]!.message === NOT_FOUND,
      `events: ${JSON.stringify(events)}`,
    );

    const retry = [...element.shadowRoot!.querySelectorAll('button')].find(
      (button) => button.textContent === 'Retry',
    );
    check(retry, 'no Retry button');
    retry.click();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile after Retry');
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready');
    check(
      events.map((event) => event.type).join(',') === 'error,ready',
      `events after retry: ${JSON.stringify(events)}`,
    );
  });

  it('given no token, should show the no-token message and recover when a token is set', async () => {
    const element = addProbe();
    const events = recordEvents(element);
    const shown = await waitFor(() => fallback(element), 'the no-token fallback', 6000);
    check(shown.textContent?.includes(NO_TOKEN), `wrong message: ${shown.textContent}`);
    check(events[0]?.message === NO_TOKEN, `events: ${JSON.stringify(events)}`);
    element.authToken = await testToken();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile after the token arrived');
    check(
      element.getAttribute('data-state') === 'ready',
      `data-state ${element.getAttribute('data-state')}`,
    );
  });

  it('given a 403 after the token retry, should show incorrect permissions with a link', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 403 });
    const element = addProbe();
    let n = 0;
    const tokens = [await testToken(), await testToken()];
    element.authToken = () => tokens[Math.min(n++, 1)]!;
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(
      shown.textContent?.includes('Incorrect permissions.'),
      `wrong message: ${shown.textContent}`,
    );
    const link = shown.querySelector('a');
    check(link?.href.startsWith('https://'), 'no documentation link');
  });

  it('given a 500 twice (first load and its one retry), should show the unknown message', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 500, times: 2 });
    const element = addProbe();
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback', 10000);
    check(shown.textContent?.includes(UNKNOWN), `wrong message: ${shown.textContent}`);
    check(!shown.textContent?.includes('Error fetching data'), 'the unknown case has no title');
  });

  it('given a 500 on first load that then passes, should come back by itself without Retry', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 500, times: 2 });
    const element = addProbe();
    const events = recordEvents(element);
    element.authToken = await testToken();
    await waitFor(() => fallback(element), 'the fallback', 10000);
    // Nobody clicks Retry: the failed query is fetched again in the background.
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile, unaided', 10000);
    check(fallback(element) === null, 'the fallback is gone');
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready');
    check(
      events.map((event) => event.type).join(',') === 'error,ready',
      `events: ${JSON.stringify(events)}`,
    );
  });

  it('given a 404 on first load, should not try again by itself', async () => {
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 404, times: 1 });
    const element = addProbe();
    element.authToken = await testToken();
    await waitFor(() => fallback(element), 'the fallback');
    // Longer than the background retry interval (5 s) of a passing failure.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    check(fallback(element)?.textContent?.includes(NOT_FOUND), 'the 404 fallback stays');
    check(nameText(element) !== 'Ada Admin', 'no profile without Retry');
  });

  it('given a successful load, should go from loading to ready and dispatch ready once', async () => {
    const element = addProbe();
    check(
      element.getAttribute('data-state') === 'loading',
      `initial data-state ${element.getAttribute('data-state')}`,
    );
    const events = recordEvents(element);
    element.authToken = await testToken();
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready');
    element.setAttribute('label', 'changed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    check(
      JSON.stringify(events.map((event) => event.type)) === '["ready"]',
      `events: ${JSON.stringify(events)}`,
    );
  });
});
