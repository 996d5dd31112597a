// Per-tag loading from the one widgets.js: nothing but the small entry is fetched until a kit
// tag appears; then the runtime and that tag's chunk load (relative to widgets.js) and the tag
// is defined, keeping properties and attributes set before, with `ready` and whenDefined.
import type * as KitEntry from '../../src/elements/index';
import {
  afterEach,
  api,
  check,
  describe,
  it,
  removeCreated,
  sleep,
  testToken,
  track,
  waitFor,
} from './support.js';

const chunkRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/widgets/'));

const memberEmails = (element: HTMLElement) =>
  Array.from(
    element.shadowRoot?.querySelectorAll('tbody tr') ?? [],
    (row) => row.textContent ?? '',
  );

// The built entry, typed by its source (the first import of widgets.js on this page).
const kit = (await import('../../dist/widgets/widgets.js' as string)) as typeof KitEntry;

afterEach(() => removeCreated());

describe('kit loading', () => {
  it('given only widgets.js, should fetch no chunk and define no tag until one appears', async () => {
    check(
      typeof kit.discover === 'function' && typeof kit.whenDefined === 'function',
      'no discover/whenDefined exports',
    );
    check(kit.kitTags.length === 7, `expected the seven kit tags, got ${kit.kitTags.join(', ')}`);
    await sleep(200);
    check(!customElements.get('users-management'), 'users-management was defined up front');
    const fetched = chunkRequests().filter((path) => path.includes('/chunks/'));
    check(fetched.length === 0, `chunks fetched before any tag appeared: ${fetched.join(', ')}`);
  });

  it('given a tag in a shadow root the host owns, should load it only after discover(root), keeping early properties and attributes', async () => {
    const token = await testToken();
    const host = track(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const element = document.createElement('users-management');
    element.setAttribute('api-hostname', api.hostname);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    element.setAttribute('radius', 'large');
    // Set before the code exists: must not shadow the accessor once the tag is defined.
    element.authToken = () => Promise.resolve(token);
    let ready = 0;
    element.addEventListener('ready', () => (ready += 1));
    shadow.append(element);
    document.body.append(host);

    await sleep(300);
    check(!customElements.get('users-management'), 'the document observer saw into a shadow root');

    kit.discover(shadow);
    await waitFor(
      () => element.getAttribute('data-state') === 'ready',
      'the widget to be ready',
      10000,
    );
    check(ready === 1, `expected one ready event, got ${ready}`);
    check(!Object.hasOwn(element, 'authToken'), 'authToken set early still shadows the accessor');
    check(typeof element.authToken === 'function', 'authToken getter lost the function');
    check(
      element.shadowRoot?.querySelector<HTMLElement>('[part="base"]')?.dataset.radius === 'large',
      'the radius attribute set early was not applied',
    );
    check(
      memberEmails(element).some((text) => text.includes('@acme.test')),
      `no member rows: ${memberEmails(element).join(' | ')}`,
    );

    const fetched = chunkRequests();
    check(
      fetched.some((path) => /^\/dist\/widgets\/chunks\/users-management\.js$/.test(path)) &&
        fetched.some((path) => /^\/dist\/widgets\/chunks\/runtime\.js$/.test(path)),
      `the tag and runtime chunks were not fetched next to widgets.js: ${fetched.join(', ')}`,
    );
  });

  it('given a tag added to the document later, should upgrade it and resolve whenDefined', async () => {
    const Defined = await kit.whenDefined('users-management');
    check(Defined === customElements.get('users-management'), 'whenDefined resolved another class');
    const holder = track(document.createElement('div'));
    holder.innerHTML = `<users-management api-hostname="${api.hostname}" api-port="${api.port}" api-https="false"></users-management>`;
    document.body.append(holder);
    const element = holder.querySelector('users-management')!;
    check(element instanceof Defined, 'the late element was not upgraded');
    element.authToken = await testToken();
    await waitFor(
      () => element.getAttribute('data-state') === 'ready',
      'the late widget to be ready',
      10000,
    );
  });

  it('given a name that is not a kit tag, whenDefined should reject with a clear error', async () => {
    let message = '';
    await kit.whenDefined('not-a-widget').catch((error: Error) => (message = error.message));
    check(message.includes('<not-a-widget> is not a kit tag'), `unexpected rejection: ${message}`);
  });

  it('given widgets.js imported again from another URL, should keep the definition and not throw', async () => {
    const first = customElements.get('users-management');
    const copy = (await import(
      '../../dist/widgets/widgets.js?copy=2' as string
    )) as typeof KitEntry;
    check(
      customElements.get('users-management') === first,
      'the second import replaced the definition',
    );
    check(
      (await copy.whenDefined('users-management')) === first,
      'the copy resolved another class',
    );
  });
});
