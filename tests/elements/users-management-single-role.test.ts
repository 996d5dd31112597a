// <users-management> on the built kit with a single role (the invite select locked with its
// note, Edit role disabled with its reason) and with a token lacking the permission (the error
// fallback). The query cache is one per page and API base, so each test uses its own host name.
import '../../dist/widgets/widgets.js';

declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void> | void) => void;
declare const afterEach: (body: () => Promise<void> | void) => void;

type Widget = HTMLElementTagNameMap['users-management'];

const api = new URL((window as unknown as { __TEST_API__: string }).__TEST_API__);
const originalFetch = window.fetch;
const created: HTMLElement[] = [];
const UM = '/_widgets/UserManagement';

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function waitFor<T>(
  probe: () => T | null | undefined | false,
  what: string,
  timeoutMs = 8000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function testToken(email = 'admin@acme.test'): Promise<string> {
  const response = await originalFetch(`${api.origin}/_test/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  check(response.ok, `POST /_test/token answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Rewrites the roles-and-config answer (the server has no switch for these modes). */
function patchRolesAndConfig(
  change: (body: { roles: unknown[]; multipleRolesEnabled: boolean }) => void,
): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== `${UM}/roles-and-config` || !response.ok) return response;
    const body = await response.json();
    change(body);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

async function addWidget(search?: string, hostname = api.hostname): Promise<Widget> {
  const element = document.createElement('users-management');
  element.setAttribute('api-hostname', hostname);
  element.setAttribute('api-port', api.port);
  element.setAttribute('api-https', 'false');
  document.body.append(element);
  created.push(element);
  element.authToken = await testToken();
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  if (search) {
    type(root(element).querySelector<HTMLInputElement>('input[type="search"]')!, search);
    await waitFor(() => rowFor(element, search), `the row of ${search}`);
  }
  return element;
}

const root = (element: HTMLElement) => element.shadowRoot!;
const rowFor = (element: HTMLElement, email: string) =>
  Array.from(root(element).querySelectorAll<HTMLTableRowElement>('tbody tr')).find((row) =>
    row.textContent?.includes(email),
  );
const dialog = (element: HTMLElement, title: string) =>
  Array.from(
    root(element).querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ).find((candidate) => candidate.querySelector('h2')?.textContent === title);
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find((button) =>
    button.textContent?.includes(text),
  );

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

afterEach(async () => {
  window.fetch = originalFetch;
  for (const element of created.splice(0)) element.remove();
});

// Another name for the same server, hence another query cache.
const otherHost = api.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

describe('users-management single role', () => {
  it('given a single role, should lock the invite select with the note and disable Edit role with the reason', async () => {
    patchRolesAndConfig((body) => {
      body.roles = body.roles.slice(0, 1);
    });
    const element = await addWidget('jonas.becker@acme.test');
    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    const trigger = await waitFor(
      () => invite.querySelector<HTMLButtonElement>('.ui-select-trigger'),
      'the select',
    );
    await waitFor(() => trigger.disabled, 'a disabled select');
    check(trigger.textContent?.includes('Admin'), `preselected: ${trigger.textContent}`);
    check(
      invite.textContent?.includes(
        'New users will be invited with the Admin role, as it is the only one available.',
      ),
      `note: ${invite.textContent}`,
    );
    buttonIn(invite, 'Cancel')!.click();
    await waitFor(() => !dialog(element, 'Invite user'), 'the dialog to close');

    rowFor(element, 'jonas.becker@acme.test')!
      .querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
      .click();
    const item = await waitFor(
      () =>
        Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
          (candidate) => candidate.textContent === 'Edit role',
        ),
      'Edit role item',
    );
    check(item.getAttribute('aria-disabled') === 'true', 'Edit role enabled with a single role');
    item.focus();
    const tip = await waitFor(() => root(element).querySelector('[role="tooltip"]'), 'the tooltip');
    check(tip.textContent === 'There is only one role available.', `tooltip: ${tip.textContent}`);
  });
});

describe('users-management without the permission', () => {
  it('given a member token, should show the Incorrect permissions fallback and report error', async () => {
    const element = document.createElement('users-management');
    element.setAttribute('api-hostname', otherHost);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    let reported = '';
    element.addEventListener('error', (event) => {
      reported = (event as unknown as CustomEvent<{ message: string }>).detail.message;
    });
    document.body.append(element);
    created.push(element);
    element.authToken = await testToken('member@acme.test');
    const fallback = await waitFor(
      () => root(element).querySelector('[part="error"]'),
      'the fallback',
      10000,
    );
    check(
      fallback.textContent?.includes('Incorrect permissions.'),
      `fallback: ${fallback.textContent}`,
    );
    check(
      element.getAttribute('data-state') === 'error',
      `state ${element.getAttribute('data-state')}`,
    );
    check(reported.includes('Incorrect permissions.'), `error event: ${reported}`);
  });
});
