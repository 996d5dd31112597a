// Element machinery on the built harness bundle: registration, shadow rendering, attribute and
// property changes, theme inheritance. The API is the real test server (window.__TEST_API__).
import '../../dist/harness/harness.js';
import {
  addProbe,
  afterEach,
  api,
  check,
  describe,
  it,
  nameText,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';

const base = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part="base"]') ?? null;

afterEach(() => {
  removeCreated();
  document.documentElement.classList.remove('dark');
  document.body.removeAttribute('data-theme');
  document.documentElement.style.colorScheme = '';
});

describe('widget element registration', () => {
  it('given the bundle, should define kit-probe, and importing the bundle again should not throw', async () => {
    const first = customElements.get('kit-probe');
    check(first, 'kit-probe is not defined');
    // A second copy of the bundle (new module URL) runs every define again.
    await import('../../dist/harness/harness.js?copy=2' as string);
    check(customElements.get('kit-probe') === first, 'the second import replaced the definition');
  });

  it('given a token, should render inside an open shadow root with the styles adopted', async () => {
    const element = addProbe();
    element.authToken = await testToken();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile name');
    check(element.shadowRoot, 'no open shadow root');
    check(element.children.length === 0, 'the widget rendered into the light DOM');
    check(base(element), 'no [part=base] root inside the shadow root');
    check(
      element.shadowRoot.adoptedStyleSheets.length >= 2,
      'the UI and widget styles were not adopted',
    );
    check(
      element.getAttribute('data-state') === 'ready',
      `data-state is ${element.getAttribute('data-state')}`,
    );
  });

  // Issue #39 item 16: appearance="dark" on a light page paints the whole widget (toolbar and
  // pagination included) on the dark surface, not the host page's white; "inherit" stays clear.
  it('given appearance dark or light, should paint the widget surface; given inherit, should leave it clear', async () => {
    const painted = addProbe({ appearance: 'dark' });
    painted.authToken = await testToken();
    await waitFor(() => base(painted)?.dataset.appearance === 'dark', 'dark appearance');
    const dark = getComputedStyle(base(painted)!);
    check(dark.backgroundColor === 'rgb(17, 17, 19)', `dark background ${dark.backgroundColor}`);
    check(dark.color === 'rgb(237, 238, 240)', `dark text colour ${dark.color}`);
    painted.setAttribute('appearance', 'light');
    await waitFor(
      () => getComputedStyle(base(painted)!).backgroundColor === 'rgb(255, 255, 255)',
      'light surface',
    );
    painted.setAttribute('appearance', 'inherit');
    await waitFor(
      () => getComputedStyle(base(painted)!).backgroundColor === 'rgba(0, 0, 0, 0)',
      'no surface of its own when inheriting',
    );
  });

  it('given attribute changes, should re-render with the new values', async () => {
    const element = addProbe({ label: 'One', appearance: 'light' });
    element.authToken = await testToken();
    await waitFor(
      () => element.shadowRoot?.querySelector('.probe-label')?.textContent === 'One',
      'label One',
    );
    element.setAttribute('label', 'Two');
    await waitFor(
      () => element.shadowRoot?.querySelector('.probe-label')?.textContent === 'Two',
      'label Two',
    );

    element.setAttribute('appearance', 'dark');
    await waitFor(() => base(element)?.dataset.appearance === 'dark', 'dark appearance');
    element.setAttribute('radius', 'large');
    await waitFor(() => base(element)?.dataset.radius === 'large', 'large radius');
    element.setAttribute('font-family', 'Georgia, serif');
    await waitFor(
      () => base(element)?.style.getPropertyValue('--_font-family') === 'Georgia, serif',
      'font family',
    );
    element.setAttribute('accent-color', 'crimson');
    await waitFor(
      () => base(element)?.style.getPropertyValue('--_accent-seed') === '#cb1d63',
      'crimson accent',
    );

    // A removed attribute goes back to its default (appearance: inherit; the page is light).
    element.removeAttribute('appearance');
    await waitFor(
      () => base(element)?.dataset.appearance === 'light',
      'appearance back to the page (light)',
    );
    element.removeAttribute('radius');
    await waitFor(() => base(element)?.dataset.radius === 'medium', 'radius back to medium');
  });

  it('given properties set before the tag is defined, should pick them up at upgrade', async () => {
    const token = await testToken();
    const element = document.createElement('kit-probe-late') as HTMLElement & {
      authToken: unknown;
      label: unknown;
    };
    element.authToken = () => Promise.resolve(token);
    element.label = 'Early';
    element.setAttribute('api-hostname', api.hostname);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    document.body.append(element);
    track(element);
    window.__kitHarness!.defineProbe('kit-probe-late');
    await waitFor(() => nameText(element) === 'Ada Admin', 'the late probe to load');
    check(!Object.hasOwn(element, 'authToken'), 'authToken still shadows the accessor');
    check(typeof element.authToken === 'function', 'authToken getter does not return the function');
    check(
      element.shadowRoot?.querySelector('.probe-label')?.textContent === 'Early',
      'label set early was lost',
    );
  });

  it('given invalid elements JSON, should log one console error and keep rendering', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const element = addProbe({ elements: '{not json' });
      element.authToken = await testToken();
      await waitFor(() => nameText(element) === 'Ada Admin', 'the profile name');
      element.setAttribute('label', 're-render');
      await waitFor(() => element.shadowRoot?.querySelector('.probe-label'), 'a re-render');
      const mine = errors.filter((message) => message.includes('elements attribute'));
      check(
        mine.length === 1,
        `expected one console error about elements, got ${mine.length}: ${errors.join(' | ')}`,
      );
    } finally {
      console.error = original;
    }
  });

  it('given appearance inherit, should follow the page class, data-theme and their changes', async () => {
    const element = addProbe({ appearance: 'inherit' });
    element.authToken = await testToken();
    await waitFor(() => base(element)?.dataset.appearance === 'light', 'light to start');
    document.documentElement.classList.add('dark');
    await waitFor(() => base(element)?.dataset.appearance === 'dark', 'dark after html.dark');
    document.documentElement.classList.remove('dark');
    await waitFor(
      () => base(element)?.dataset.appearance === 'light',
      'light after removing html.dark',
    );
    document.body.setAttribute('data-theme', 'dark');
    await waitFor(
      () => base(element)?.dataset.appearance === 'dark',
      'dark after body[data-theme=dark]',
    );
  });
});
