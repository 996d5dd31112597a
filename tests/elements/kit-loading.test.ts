// Per-tag loading from the one widgets.js: every kit tag is defined at once by a light element
// class (no React), nothing but the small entry is fetched until an element is connected; then
// the runtime and that tag's chunk load (relative to widgets.js) and the widget mounts, keeping
// properties and attributes set before, with `ready` and whenDefined.
import type * as KitEntry from '../../src/elements/index';
import type { KitAutoloader } from '../../src/elements/autoloader';
import type { KitElementConnection } from '../../src/elements/kit-element';
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
  it('given only widgets.js, should define every kit tag with its properties and fetch no chunk until one is connected', async () => {
    check(
      typeof kit.discover === 'function' && typeof kit.whenDefined === 'function',
      'no discover/whenDefined exports',
    );
    check(kit.kitTags.length === 11, `expected the eleven kit tags, got ${kit.kitTags.join(', ')}`);
    // A tag's own properties (registry.ts) exist before its code arrives too.
    const own: Record<string, string[]> = {
      'api-keys': ['scope'],
      'organization-switcher': ['variant', 'switchToOrganization'],
    };
    for (const tag of kit.kitTags) {
      const defined = customElements.get(tag);
      check(defined, `<${tag}> was not defined up front`);
      const properties = ['authToken', 'messages', 'apiHostname', 'appearance', 'locale'];
      for (const property of [...properties, ...(own[tag] ?? [])]) {
        check(property in defined.prototype, `<${tag}> has no ${property} property`);
      }
    }
    const observed = (
      customElements.get('users-management') as unknown as {
        observedAttributes: string[];
      }
    ).observedAttributes;
    for (const attribute of [
      'api-hostname',
      'api-port',
      'api-https',
      'appearance',
      'accent-color',
      'radius',
      'scaling',
      'font-family',
      'elements',
      'locale',
    ]) {
      check(observed.includes(attribute), `${attribute} is not observed`);
    }
    // Created but never connected: still nothing to fetch.
    document.createElement('users-management').authToken = 'not-used';
    await sleep(200);
    const fetched = chunkRequests().filter((path) => path.includes('/chunks/'));
    check(
      fetched.length === 0,
      `chunks fetched before any tag was connected: ${fetched.join(', ')}`,
    );
  });

  it('given a tag in a shadow root the host owns, set up as React 19 does before the code arrives, should mount with those values (no discover)', async () => {
    const token = await testToken();
    const host = track(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const element = document.createElement('users-management');
    // React 19, Preact and Svelte 5 set a property only when the element has it.
    check('authToken' in element, 'authToken is not a property before the code arrives');
    element.setAttribute('api-hostname', api.hostname);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    element.radius = 'large';
    element.authToken = () => Promise.resolve(token);
    let ready = 0;
    element.addEventListener('ready', () => (ready += 1));
    shadow.append(element);
    document.body.append(host);

    await waitFor(
      () => element.getAttribute('data-state') === 'ready',
      'the widget to be ready',
      10000,
    );
    check(ready === 1, `expected one ready event, got ${ready}`);
    check(!Object.hasOwn(element, 'authToken'), 'authToken is an own property');
    check(typeof element.authToken === 'function', 'authToken getter lost the function');
    check(element.getAttribute('radius') === 'large', 'the radius property was not reflected');
    check(
      element.shadowRoot?.querySelector<HTMLElement>('[part="base"]')?.dataset.radius === 'large',
      'the radius set early was not applied',
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

  it('given an element connected with a token before its code arrives, should tell the loader its token and API attributes', async () => {
    const loader = (globalThis as Record<symbol, KitAutoloader>)[
      Symbol.for('account-widgets.autoloader')
    ]!;
    const seen: KitElementConnection[] = [];
    const stop = loader.onConnectedWithToken((connection) => seen.push(connection));
    try {
      const element = track(document.createElement('user-sessions'));
      element.setAttribute('api-hostname', api.hostname);
      element.setAttribute('api-port', api.port);
      document.body.append(element);
      check(seen.length === 0, 'announced without a token');
      element.authToken = 'token-1';
      check(seen.length > 0 && seen.length < 2, `expected one announcement, got ${seen.length}`);
      check(
        seen[0]!.tag === 'user-sessions' &&
          seen[0]!.element === element &&
          seen[0]!.authToken === 'token-1' &&
          seen[0]!.api.hostname === api.hostname &&
          seen[0]!.api.port === api.port &&
          seen[0]!.api.https === undefined &&
          !seen[0]!.codeLoaded,
        `unexpected announcement: ${JSON.stringify({ ...seen[0], element: undefined })}`,
      );
    } finally {
      stop();
    }
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
