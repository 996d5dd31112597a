// Elements on one page share one query cache per API base (the same data is fetched once), and
// styles stay inside the shadow root both ways: a page's `button { all: unset }` does not change
// a widget, and widget CSS does not reach the page.
import '../../dist/harness/harness.js';
import {
  addProbe,
  afterEach,
  apiBase,
  check,
  describe,
  it,
  nameText,
  originalFetch,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';

const watched = [
  'display',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'background-color',
  'color',
  'font-size',
  'font-family',
  'cursor',
  'height',
  'border-radius',
];
function styleOf(element: Element): string {
  const style = getComputedStyle(element);
  return watched.map((name) => `${name}:${style.getPropertyValue(name)}`).join('; ');
}

afterEach(() => {
  window.fetch = originalFetch;
  removeCreated();
  window.__kitHarness!.clearQueryCache(apiBase);
});

describe('widget elements on one page', () => {
  it('given two elements with the same API base, should fetch the profile once', async () => {
    const profileRequests: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/_widgets/UserProfile/me')) profileRequests.push(url);
      return originalFetch(input, init);
    };
    const token = await testToken();
    const first = addProbe();
    const second = addProbe();
    first.authToken = token;
    second.authToken = () => Promise.resolve(token);
    await waitFor(
      () => nameText(first) === 'Ada Admin' && nameText(second) === 'Ada Admin',
      'both profiles',
    );
    check(
      profileRequests.length === 1,
      `expected one profile request, saw ${profileRequests.length}`,
    );
    // A third element mounted later reads the shared cache as well.
    const third = addProbe();
    third.authToken = token;
    await waitFor(() => nameText(third) === 'Ada Admin', 'the third profile');
    check(
      profileRequests.length === 1,
      `the third element fetched again (${profileRequests.length})`,
    );
  });

  it('given a page stylesheet with button { all: unset }, should not change the widget', async () => {
    const element = addProbe();
    element.authToken = await testToken();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile');
    // The fallback's Retry is a UI-kit Button; a probe on an unreachable port shows it.
    const failing = addProbe({ 'api-port': '1' });
    failing.authToken = await testToken();
    const retry = await waitFor(
      () => failing.shadowRoot?.querySelector<HTMLButtonElement>('.ui-button'),
      'the Retry button',
      10000,
    );
    const save = element.shadowRoot!.querySelector<HTMLButtonElement>('.probe-save')!;
    const before = [styleOf(save), styleOf(retry)];

    const pageStyle = document.createElement('style');
    pageStyle.textContent =
      'button { all: unset; } .ui-button, .probe-save, [part] { all: unset; color: red; }';
    document.head.append(pageStyle);
    track(pageStyle);
    const after = [styleOf(save), styleOf(retry)];
    check(before[0] === after[0], `the probe button changed:\n${before[0]}\n${after[0]}`);
    check(before[1] === after[1], `the UI button changed:\n${before[1]}\n${after[1]}`);
  });

  it('given the kit on the page, should not style light-DOM elements with kit classes', async () => {
    const element = addProbe();
    element.authToken = await testToken();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile');
    const plain = document.createElement('button');
    plain.textContent = 'plain';
    const lookalike = document.createElement('button');
    lookalike.className = 'ui-button probe-save';
    lookalike.textContent = 'plain';
    const root = document.createElement('div');
    root.className = 'ui-root';
    root.append(lookalike);
    document.body.append(plain, root);
    track(plain);
    track(root);
    check(
      styleOf(plain) === styleOf(lookalike),
      `kit CSS reached the page:\n${styleOf(plain)}\n${styleOf(lookalike)}`,
    );
  });
});
