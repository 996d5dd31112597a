// <organization-switcher> on the built kit against the real test server: the label for one
// organization, the searchable list for several (keyboard, search, no match), loading and load
// failure, a pending switch, a rejected switch (SPEC.md §8) and a successful one, the variant
// attribute, long names and favicons; axe in each state.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  addFault,
  afterEach,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  sleep,
  testToken,
  typeInto,
  waitFor,
} from './support.js';

type Widget = HTMLElementTagNameMap['organization-switcher'];
const LIST = '/_widgets/UserManagement/organizations';

const root = (element: HTMLElement) => element.shadowRoot!;
const trigger = (element: HTMLElement) =>
  root(element).querySelector<HTMLButtonElement>('button[part="trigger"]');
const search = (element: HTMLElement) =>
  root(element).querySelector<HTMLInputElement>('input[role="combobox"]');
const options = (element: HTMLElement) =>
  Array.from(root(element).querySelectorAll<HTMLElement>('[role="option"]'));
const popup = (element: HTMLElement) => root(element).querySelector<HTMLElement>('[part="popup"]');
const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
  );

// Elements share one query cache per API base and identity; a subdomain per test starts empty.
let hostCount = 0;
const freshHostname = () => `switcher-${++hostCount}.localhost`;

async function addSwitcher(
  email = 'admin@acme.test',
  { wait = true, attributes = {} as Record<string, string> } = {},
): Promise<Widget> {
  const element = addElement('organization-switcher', attributes, freshHostname());
  element.authToken = await testToken(email);
  if (wait) {
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  }
  return element;
}

async function openList(element: Widget): Promise<HTMLInputElement> {
  trigger(element)!.click();
  const input = await waitFor(() => search(element), 'the search box');
  await waitFor(() => root(element).activeElement === input, 'focus in the search box');
  return input;
}

/** Rewrites the organizations answer (the seed has no long names or favicons). */
function patchList(change: (data: Array<Record<string, unknown>>) => void): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== LIST || !response.ok) return response;
    const body = (await response.json()) as { data: Array<Record<string, unknown>> };
    change(body.data);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('organization-switcher', () => {
  it('given a member of one organization, should show a plain label and no list', async () => {
    const element = await addSwitcher('member@acme.test');
    const label = root(element).querySelector<HTMLElement>('[part="label"]');
    check(label?.textContent?.includes('Acme Loyalty'), `label: ${label?.textContent}`);
    check(trigger(element) === null, 'no trigger for one organization');
    check(root(element).querySelector('.ui-avatar')?.textContent === 'AL', 'initials AL');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
  });

  it('given an admin of two organizations, should open a searchable list with the current one marked', async () => {
    const element = await addSwitcher();
    const button = trigger(element)!;
    check(button.getAttribute('aria-haspopup') === 'listbox', 'aria-haspopup listbox');
    check(button.getAttribute('aria-expanded') === 'false', 'closed at first');
    check(/Switch organization$/.test(button.textContent ?? ''), 'trigger names its action');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);

    const input = await openList(element);
    check(button.getAttribute('aria-expanded') === 'true', 'expanded');
    check(options(element).length >= 2, `several options, got ${options(element).length}`);
    const current = options(element).filter(
      (item) => item.getAttribute('aria-selected') === 'true',
    );
    check(current.length === 1, 'one current option');
    check(
      button.textContent?.includes(current[0]!.textContent ?? '?'),
      'trigger shows the current',
    );
    await expectAxeClean(popup(element)!);

    typeInto(input, 'zzz');
    await waitFor(() => root(element).textContent?.includes('No organizations found.'), 'empty');
    check(options(element).length === 0, 'no options for zzz');
    await expectAxeClean(popup(element)!);
    typeInto(input, 'glo');
    await waitFor(() => options(element).length === 1, 'one match for glo');
    check(options(element)[0]!.textContent?.includes('Globex Rewards'), 'Globex matches');
  });

  it('given the list open, should move with the arrow keys, Home and End, and close on Escape', async () => {
    const element = await addSwitcher();
    const input = await openList(element);
    const items = options(element);
    const active = () => input.getAttribute('aria-activedescendant');
    const last = items[items.length - 1]!.id;
    key(input, 'Home');
    await waitFor(() => active() === items[0]!.id, 'Home highlights the first');
    key(input, 'ArrowDown');
    await waitFor(() => active() === items[1]!.id, 'ArrowDown highlights the second');
    key(input, 'ArrowUp');
    await waitFor(() => active() === items[0]!.id, 'ArrowUp goes back to the first');
    key(input, 'ArrowUp');
    await waitFor(() => active() === last, 'ArrowUp wraps to the last');
    key(input, 'Home');
    key(input, 'End');
    await waitFor(() => active() === last, 'End highlights the last');
    key(input, 'Escape');
    await waitFor(() => search(element) === null, 'closed on Escape');
    await waitFor(() => root(element).activeElement === trigger(element), 'focus on the trigger');
  });

  it('given a switch that takes a while and succeeds, should show a pending trigger, then dispatch organization-switched', async () => {
    const element = await addSwitcher();
    let release!: () => void;
    const calls: unknown[] = [];
    element.switchToOrganization = (request) => {
      calls.push(request);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const events: Array<{ organizationId: string }> = [];
    element.addEventListener('organization-switched', (event) => events.push(event.detail));
    const input = await openList(element);
    const other = options(element).find((item) => item.getAttribute('aria-selected') === 'false')!;
    const otherName = other.querySelector('.os-name')?.textContent ?? '';
    other.click();
    const button = trigger(element)!;
    await waitFor(() => button.getAttribute('data-state') === 'pending', 'pending trigger');
    check(button.getAttribute('aria-busy') === 'true', 'aria-busy while pending');
    check(button.textContent?.includes(`Switching to ${otherName}…`), 'pending text');
    check(input.isConnected === false, 'the list closed');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
    // A second click while pending opens nothing.
    button.click();
    await sleep(100);
    check(search(element) === null, 'no list while pending');
    check(events.length === 0, 'no event before the switch resolves');
    release();
    await waitFor(() => events.length === 1, 'organization-switched');
    const [request] = calls as Array<{ organizationId: string }>;
    check(request?.organizationId?.startsWith('org_'), `called with ${JSON.stringify(request)}`);
    check(events[0]!.organizationId === request!.organizationId, 'event detail names it');
    await waitFor(() => button.getAttribute('data-state') === 'closed', 'pending over');
    check(button.textContent?.includes(otherName), `now shows ${otherName}`);
  });

  it('given a switch that is rejected, should show the switch failure and keep the current organization', async () => {
    const element = await addSwitcher();
    element.switchToOrganization = async () => {
      throw new Error('Service unavailable');
    };
    const events: unknown[] = [];
    element.addEventListener('organization-switched', (event) => events.push(event.detail));
    const before = trigger(element)!.textContent;
    await openList(element);
    options(element)
      .find((item) => item.getAttribute('aria-selected') === 'false')!
      .click();
    const alert = await waitFor(
      () => root(element).querySelector<HTMLElement>('[part="error"][role="alert"]'),
      'the failure',
    );
    check(
      alert.textContent?.includes('Failed to switch organization'),
      `alert: ${alert.textContent}`,
    );
    check(alert.textContent?.includes('Service unavailable'), 'the error text');
    check(trigger(element)!.textContent === before, 'the current organization is kept');
    check(events.length === 0, 'no organization-switched');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
    alert.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')!.click();
    await waitFor(() => !root(element).querySelector('[part="error"]'), 'dismissed');
  });

  it('given a rejection without a message or no switchToOrganization at all, should show the fallback text', async () => {
    const element = await addSwitcher();
    await openList(element);
    options(element)
      .find((item) => item.getAttribute('aria-selected') === 'false')!
      .click();
    const alert = await waitFor(
      () => root(element).querySelector<HTMLElement>('[part="error"]'),
      'the failure',
    );
    check(
      alert.textContent?.includes('An error occurred while switching organizations'),
      `fallback: ${alert.textContent}`,
    );
  });

  it('given a slow list, should show the loading state', async () => {
    await addFault({ method: 'GET', path: LIST, latencyMs: 4000, times: 1 });
    const element = await addSwitcher('admin@acme.test', { wait: false });
    await waitFor(
      () => root(element).querySelector<HTMLElement>('[aria-busy="true"][role="status"]'),
      'the loading state',
    );
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready after', 8000);
  });

  it('given the list fails to load, should say so, report error and recover on Retry', async () => {
    await addFault({ method: 'GET', path: LIST, status: 500, times: 2 });
    const errors: unknown[] = [];
    const element = addElement('organization-switcher', {}, freshHostname());
    element.addEventListener('error', (event) => errors.push(event.detail));
    element.authToken = await testToken();
    await waitFor(() => element.getAttribute('data-state') === 'error', 'data-state error', 8000);
    const alert = root(element).querySelector<HTMLElement>('[role="alert"]');
    check(alert?.textContent === 'Failed to load organizations', `alert: ${alert?.textContent}`);
    check(errors.length === 1, 'one error event');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
    await clearFaults();
    Array.from(root(element).querySelectorAll('button'))
      .find((button) => button.textContent === 'Retry')!
      .click();
    await waitFor(() => trigger(element), 'the trigger after Retry', 8000);
  });

  it('given variant ghost, a long name and a favicon, should style the trigger, truncate and keep the full name', async () => {
    const longName = `Acme Loyalty ${'International Holdings '.repeat(6)}`.trim();
    const favicon =
      'data:image/svg+xml;base64,' +
      btoa(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0a7"/></svg>',
      );
    patchList((data) => {
      const current = data.find((item) => item.current) ?? data[0]!;
      current.name = longName;
      current.favicon = favicon;
    });
    const element = await addSwitcher('admin@acme.test', { attributes: { variant: 'ghost' } });
    const button = trigger(element)!;
    check(button.getAttribute('data-variant') === 'ghost', 'data-variant ghost');
    check(button.title === longName, 'the full name as title');
    const name = button.querySelector<HTMLElement>('.os-name')!;
    check(name.scrollWidth > name.clientWidth, 'the name is truncated');
    check(button.getBoundingClientRect().width <= 16 * 16 + 1, 'the trigger stays within 16rem');
    await waitFor(() => button.querySelector('.ui-avatar img'), 'the favicon');
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part="base"]')!);
    element.setAttribute('variant', 'outline');
    await waitFor(() => button.getAttribute('data-variant') === 'outline', 'outline');
  });
});
