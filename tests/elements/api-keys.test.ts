// <api-keys> on the built kit: against the real test server (seeded admin and member of Acme)
// for the list, create → shown-once secret → close, search in the URL, details, edit expiration
// and revoke with their events; against answers given by the test (fetch stubbed for made-up
// hosts) for the empty, skeleton, error, paging and permissions-failed states. axe in each.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  check,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  testToken,
  typeInto,
  waitFor,
} from './support.js';
import { stubHost, type StubHandler } from './stub-host.js';

type Widget = HTMLElementTagNameMap['api-keys'];
const root = (element: HTMLElement) => element.shadowRoot!;
const dialogTitled = (element: HTMLElement, title: string) =>
  Array.from(
    root(element).querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ).find((candidate) => candidate.querySelector('h2')?.textContent === title);
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (button) => button.textContent?.trim() === text,
  );
const rows = (element: HTMLElement) =>
  Array.from(root(element).querySelectorAll<HTMLElement>('tbody tr:not([data-skeleton])'));
const rowNamed = (element: HTMLElement, name: string) =>
  rows(element).find((row) => row.querySelector('.ak-name')?.textContent === name);
const ready = (element: HTMLElement) =>
  waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let hostCount = 0;
/** Each test reaches the server through its own host (the query cache is one per API base). */
const freshHostname = () => `api-keys-${++hostCount}.localhost`;

const key = (index: number) => ({
  id: `api_key_${String(index).padStart(26, '0')}`,
  name: `Fixture key ${index}`,
  obfuscatedValue: `sk_…${String(1000 + index)}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: index % 2 ? '2026-11-25T10:00:00.000Z' : null,
  expiresAt: index % 3 ? null : '2027-01-01T12:00:00.000Z',
  permissions: ['customers:read'],
});

async function addServerWidget(attributes: Record<string, string>, email?: string) {
  const element: Widget = addElement('api-keys', attributes, freshHostname());
  element.authToken = await testToken(email);
  await ready(element);
  return element;
}

async function addStubWidget(handler: StubHandler, attributes: Record<string, string> = {}) {
  const element: Widget = addElement(
    'api-keys',
    { 'api-https': 'true', 'api-port': '', ...attributes },
    stubHost('fixture-keys', handler),
  );
  element.authToken = await testToken();
  return element;
}

function recordEvents(element: HTMLElement) {
  const events: Array<{ type: string; detail: Record<string, unknown> }> = [];
  for (const type of ['api-key-created', 'api-key-revoked', 'api-key-expiration-changed']) {
    element.addEventListener(type, (event) =>
      events.push({ type, detail: (event as CustomEvent).detail }),
    );
  }
  return events;
}

/** Opens Create, types a name, ticks `permissions` (by name) and submits. */
async function createThroughDialog(element: HTMLElement, name: string, permissions: string[]) {
  buttonIn(root(element), 'Create API key')!.click();
  const dialog = await waitFor(() => dialogTitled(element, 'Create API key'), 'the create dialog');
  await waitFor(
    () =>
      dialog.querySelector('input[type="checkbox"]') ||
      dialog.textContent?.includes('could not be loaded'),
    'permissions',
  );
  typeInto(
    dialog.querySelector<HTMLInputElement>('input:not([type])') ??
      dialog.querySelector<HTMLInputElement>('input[type="text"]')!,
    name,
  );
  for (const permission of permissions) {
    const option = Array.from(
      dialog.querySelectorAll<HTMLLabelElement>('label.ui-checkbox-option'),
    ).find((label) => label.querySelector('.ui-checkbox-label')?.textContent === permission);
    check(option, `permission ${permission} offered`);
    option.querySelector('input')!.click();
  }
  await expectAxeClean(dialog);
  buttonIn(dialog, 'Create key')!.click();
  return waitFor(() => dialogTitled(element, 'Copy your API key'), 'the secret dialog', 10000);
}

afterEach(() => {
  window.fetch = originalFetch;
  removeCreated();
  history.replaceState(null, '', location.pathname);
});

describe('<api-keys>', () => {
  it('given an admin, when creating an organization key with two permissions, should show the secret once, emit the event without it, and list the key', async () => {
    const element = await addServerWidget({});
    check(
      root(element).querySelector('.ak')?.getAttribute('data-scope') === 'organization',
      'organization scope by default',
    );
    await expectAxeClean(element);
    const events = recordEvents(element);
    const name = unique('Billing sync');
    const secretDialog = await createThroughDialog(element, name, [
      'Read customers',
      'Write offers',
    ]);
    const secret = secretDialog.querySelector<HTMLInputElement>('.ak-secret-value')!.value;
    check(/^sk_[A-Za-z0-9_-]{43}$/.test(secret), `the whole secret is shown, got ${secret}`);
    check(secretDialog.textContent?.includes("you won't see it again"), 'says it is shown once');
    await expectAxeClean(secretDialog);
    const created = events.find((event) => event.type === 'api-key-created');
    check(created, 'api-key-created dispatched');
    check(created.detail.name === name, 'event names the key');
    check(
      JSON.stringify(created.detail.permissions) === '["customers:read","offers:write"]',
      `permissions ${JSON.stringify(created.detail.permissions)}`,
    );
    check(created.detail.expiresAt === null, 'never expires by default');
    check(
      !JSON.stringify(created.detail).includes(secret) && !('value' in created.detail),
      'event carries no secret',
    );
    buttonIn(secretDialog, 'Done')!.click();
    await waitFor(() => !dialogTitled(element, 'Copy your API key'), 'the secret dialog closed');
    check(!root(element).innerHTML.includes(secret), 'the secret is gone from the widget');
    const row = await waitFor(() => rowNamed(element, name), 'the new row');
    check(row.textContent?.includes(`sk_…${secret.slice(-4)}`), 'obfuscated secret in the row');
    check(row.textContent?.includes('Never'), 'last used and expires say Never');
  });

  it('given a search, should reflect it in ak_q, show no results with Clear search, and clear both', async () => {
    const element = await addServerWidget({});
    typeInto(
      root(element).querySelector<HTMLInputElement>('input[type="search"]')!,
      'zz-no-such-key',
    );
    await waitFor(
      () => root(element).textContent?.includes('No API keys found'),
      'the no-results state',
    );
    check(new URL(location.href).searchParams.get('ak_q') === 'zz-no-such-key', 'ak_q in the URL');
    check(root(element).textContent?.includes('No API keys found'), 'no-results title');
    await expectAxeClean(element);
    buttonIn(root(element), 'Clear search')!.click();
    await waitFor(() => !new URL(location.href).searchParams.has('ak_q'), 'ak_q removed');
    await waitFor(
      () =>
        !root(element).querySelector('[part="empty"]') ||
        !root(element).textContent?.includes('No API keys found'),
      'the list back',
    );
  });

  it('given ak_q in the page URL, should start with that search', async () => {
    history.replaceState(null, '', `${location.pathname}?ak_q=zz-from-url`);
    const element = await addServerWidget({});
    check(
      root(element).querySelector<HTMLInputElement>('input[type="search"]')!.value ===
        'zz-from-url',
      'search box filled from the URL',
    );
  });

  it('given a key, should show details, change its expiration and revoke it after a confirmation naming it', async () => {
    const element = await addServerWidget({});
    const events = recordEvents(element);
    const name = unique('Lifecycle');
    const secretDialog = await createThroughDialog(element, name, []);
    buttonIn(secretDialog, 'Done')!.click();
    const row = await waitFor(() => rowNamed(element, name), 'the new row');

    const openAction = async (action: string) => {
      (await waitFor(() => rowNamed(element, name), 'row'))
        .querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
        .click();
      const item = await waitFor(
        () =>
          Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
            (candidate) => candidate.textContent?.trim() === action,
          ),
        `menu item ${action}`,
      );
      item.click();
    };
    check(row, 'row');
    await openAction('Details');
    const details = await waitFor(() => dialogTitled(element, `API key ${name}`), 'details');
    check(details.textContent?.includes('No permissions'), 'details list permissions');
    await expectAxeClean(details);
    buttonIn(details, 'Close')!.click();
    await waitFor(() => !dialogTitled(element, `API key ${name}`), 'details closed');

    await openAction('Edit expiration');
    const edit = await waitFor(
      () => dialogTitled(element, `Edit expiration of ${name}`),
      'edit dialog',
    );
    await expectAxeClean(edit);
    buttonIn(edit, 'Save')!.click();
    await waitFor(
      () => events.some((event) => event.type === 'api-key-expiration-changed'),
      'api-key-expiration-changed',
    );
    check(
      events.find((event) => event.type === 'api-key-expiration-changed')!.detail.expiresAt ===
        null,
      'Never sends null',
    );
    // As after the details: the next action's menu opens once this dialog has closed.
    await waitFor(() => !dialogTitled(element, `Edit expiration of ${name}`), 'edit dialog closed');

    await openAction('Revoke');
    const revoke = await waitFor(
      () => dialogTitled(element, `Revoke ${name}?`),
      'revoke dialog naming the key',
    );
    check(revoke.textContent?.includes('stops working'), 'says what breaks');
    await expectAxeClean(revoke);
    buttonIn(revoke, 'Revoke key')!.click();
    await waitFor(
      () => events.some((event) => event.type === 'api-key-revoked'),
      'api-key-revoked',
    );
    await waitFor(() => !rowNamed(element, name), 'the row gone');
  });

  it('given the user scope, should not let Escape or the overlay close the secret before the copy is confirmed', async () => {
    const element = await addServerWidget({ scope: 'user' }, 'member@acme.test');
    const secretDialog = await createThroughDialog(element, unique('Laptop'), []);
    const done = buttonIn(secretDialog, 'Done')!;
    check(done.disabled, 'Done disabled before confirmation');
    secretDialog.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    check(dialogTitled(element, 'Copy your API key'), 'still open after Escape');
    secretDialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await waitFor(() => !buttonIn(secretDialog, 'Done')!.disabled, 'Done enabled');
    await expectAxeClean(secretDialog);
    buttonIn(secretDialog, 'Done')!.click();
    await waitFor(() => !dialogTitled(element, 'Copy your API key'), 'closed after confirming');
  });

  it('given no keys, should show the empty state', async () => {
    const element = await addStubWidget(() => ({
      status: 200,
      body: { data: [], list_metadata: { before: null, after: null } },
    }));
    await ready(element);
    check(root(element).textContent?.includes('No API keys yet'), 'empty title');
    await expectAxeClean(element);
  });

  it('given locale ar, should write dates in Arabic and keep data its own direction', async () => {
    const element = await addStubWidget(
      () => ({
        status: 200,
        body: { data: [key(3), key(4)], list_metadata: { before: null, after: null } },
      }),
      { locale: 'ar' },
    );
    await ready(element);
    const expires = await waitFor(
      () => rows(element)[0]?.querySelector('.ak-expires-cell time'),
      'the expiry date',
    );
    const arabic = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' });
    check(
      expires.textContent === arabic.format(new Date(key(3).expiresAt!)),
      `the expiry should be written in Arabic, was "${expires.textContent}"`,
    );
    // A Latin key name in a right-to-left table keeps its own direction (punctuation in place).
    check(
      rows(element).every((row) => row.querySelector('.ak-name')?.getAttribute('dir') === 'auto'),
      'key names should be isolated with dir=auto',
    );
    await expectAxeClean(element);
  });

  it('given a slow list, should show skeleton rows', async () => {
    const element = await addStubWidget(() => new Promise(() => {}));
    await waitFor(() => root(element).querySelector('tr[data-skeleton]'), 'skeleton rows');
    check(root(element).querySelectorAll('tr[data-skeleton]').length === 10, 'ten skeleton rows');
    await expectAxeClean(element);
  });

  it('given a failing list, should show the error fallback', async () => {
    const element = await addStubWidget(() => ({ status: 500, body: { message: 'boom' } }));
    await waitFor(() => element.getAttribute('data-state') === 'error', 'data-state error', 15000);
    check(root(element).querySelector('[part="error"]'), 'error part');
    await expectAxeClean(element);
  });

  it('given more than a page, should page with the contract cursors and show owners with manage-all', async () => {
    const seen: string[] = [];
    const element = await addStubWidget(
      ({ url }) => {
        seen.push(url.search);
        const before = url.searchParams.get('before');
        const owner = {
          type: 'user',
          id: 'user_1',
          email: 'milo@acme.test',
          displayName: 'Milo Member',
        };
        const data = (before ? [11, 12] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).map((index) => ({
          ...key(index),
          owner,
        }));
        return {
          status: 200,
          body: {
            data,
            list_metadata: before
              ? { before: null, after: 'c_prev' }
              : { before: 'c_next', after: null },
          },
        };
      },
      { scope: 'user' },
    );
    await ready(element);
    check(rows(element).length === 10, 'ten rows');
    check(
      root(element).querySelector('thead')?.textContent?.includes('Created by'),
      'owner column',
    );
    check(rows(element)[0]?.textContent?.includes('Milo Member'), 'owner shown');
    check(seen[0]?.includes('limit=10'), `asks for pages of ten: ${seen[0]}`);
    buttonIn(root(element), 'Next')!.click();
    await waitFor(() => rows(element).length === 2, 'the next page');
    check(
      seen.some((search) => search.includes('before=c_next')),
      'Next sends before',
    );
    check(buttonIn(root(element), 'Previous'), 'Previous offered');
    await expectAxeClean(element);
  });

  it('given permissions that fail to load, should say so and still create a key without permissions', async () => {
    let createdBody: unknown;
    const element = await addStubWidget(({ method, url, body }) => {
      if (url.pathname.endsWith('/permissions')) return { status: 500, body: { message: 'down' } };
      if (method === 'POST') {
        createdBody = body;
        return {
          status: 201,
          body: {
            id: key(1).id,
            value: 'sk_fixture_secret_value_123456',
            obfuscatedValue: 'sk_…3456',
            name: 'No perms',
            permissions: [],
            createdAt: key(1).createdAt,
            expiresAt: null,
          },
        };
      }
      return { status: 200, body: { data: [], list_metadata: { before: null, after: null } } };
    });
    await ready(element);
    const secret = await createThroughDialog(element, 'No perms', []);
    check(
      JSON.stringify(createdBody) === '{"name":"No perms","permissions":[],"expiresAt":null}',
      `body ${JSON.stringify(createdBody)}`,
    );
    check(
      secret.querySelector<HTMLInputElement>('.ak-secret-value')!.value ===
        'sk_fixture_secret_value_123456',
      'secret shown',
    );
  });

  it('given an empty name, should refuse to send and say the name is required', async () => {
    let posts = 0;
    const element = await addStubWidget(({ method }) => {
      if (method === 'POST') posts += 1;
      return { status: 200, body: { data: [], list_metadata: { before: null, after: null } } };
    });
    await ready(element);
    buttonIn(root(element), 'Create API key')!.click();
    const dialog = await waitFor(() => dialogTitled(element, 'Create API key'), 'create dialog');
    buttonIn(dialog, 'Create key')!.click();
    await waitFor(
      () => dialog.textContent?.includes('Enter a name for the key.'),
      'the name error',
    );
    check(posts === 0, 'nothing sent');
    await expectAxeClean(dialog);
  });
});
