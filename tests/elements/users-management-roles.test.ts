// <users-management> role modes on the built kit: multiple roles (Edit roles, checkbox list, at
// least one), a single role (invite select locked with its note), and Edit role disabled while
// the roles load. The query cache is one per page and API base, and the roles answer is cached:
// each test here uses its own API host name so its roles-and-config request is really sent.
import '../../dist/widgets/widgets.js';

declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void> | void) => void;
declare const afterEach: (body: () => Promise<void> | void) => void;

type Widget = HTMLElementTagNameMap['users-management'];
type AxeResult = { violations: Array<{ id: string; impact: string; nodes: unknown[] }> };

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

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await originalFetch(`${api.origin}/_test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ times: 1, ...fault }),
  });
  check(response.ok, `POST /_test/faults answered ${response.status}`);
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

async function openAction(element: HTMLElement, email: string, action: string): Promise<void> {
  const row = await waitFor(() => rowFor(element, email), `the row of ${email}`);
  row.querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!.click();
  const item = await waitFor(
    () =>
      Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
        (candidate) => candidate.textContent?.trim() === action,
      ),
    `menu item ${action}`,
  );
  item.click();
}

async function expectAxeClean(scope: HTMLElement): Promise<void> {
  if (!('axe' in window)) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    document.head.append(script);
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
  }
  const axe = (window as unknown as { axe: { run: (context: Element) => Promise<AxeResult> } }).axe;
  const result = await axe.run(scope);
  const serious = result.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact),
  );
  check(serious.length === 0, `axe: ${serious.map((violation) => violation.id).join(', ')}`);
}

afterEach(async () => {
  window.fetch = originalFetch;
  for (const element of created.splice(0)) element.remove();
  await originalFetch(`${api.origin}/_test/faults`, { method: 'DELETE' });
});

// Another name for the same server, hence another query cache.
const otherHost = api.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

describe('users-management roles', () => {
  it('given roles still loading, should disable Edit role with the reason as a tooltip', async () => {
    await addFault({ method: 'GET', path: `${UM}/roles-and-config`, latencyMs: 4000 });
    const slow = await addWidget('jonas.becker@acme.test');
    rowFor(slow, 'jonas.becker@acme.test')!
      .querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
      .click();
    const item = await waitFor(
      () =>
        Array.from(root(slow).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
          (i) => i.textContent === 'Edit role',
        ),
      'Edit role item',
    );
    check(item.getAttribute('aria-disabled') === 'true', 'Edit role enabled while roles load');
    item.focus();
    const tip = await waitFor(() => root(slow).querySelector('[role="tooltip"]'), 'the tooltip');
    check(tip.textContent === 'Loading roles…', `tooltip: ${tip.textContent}`);
    item.click();
    check(!dialog(slow, 'Edit role'), 'a disabled item opened the dialog');
  });
});

describe('users-management multiple roles', () => {
  it('given multiple roles, should offer Edit roles with descriptions and require at least one', async () => {
    patchRolesAndConfig((body) => {
      body.multipleRolesEnabled = true;
    });
    const element = await addWidget('jonas.becker@acme.test', otherHost);
    await waitFor(
      () => root(element).querySelector('thead')?.textContent?.includes('Roles'),
      'the Roles header',
    );
    await openAction(element, 'jonas.becker@acme.test', 'Edit roles');
    const edit = await waitFor(() => dialog(element, 'Edit roles'), 'Edit roles');
    const boxes = Array.from(edit.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    check(boxes.length >= 2, `checkboxes: ${boxes.length}`);
    check(edit.querySelector('.ui-checkbox-description'), 'no role description');
    await expectAxeClean(edit);
    for (const box of boxes.filter((candidate) => candidate.checked)) box.click();
    buttonIn(edit, 'Save')!.click();
    await waitFor(
      () => edit.textContent?.includes('Please select at least one role'),
      'the at-least-one message',
    );
  });
});
