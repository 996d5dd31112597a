// Helpers of the users-management-* element tests: the widget on the test API, its rows, dialogs
// and row actions, and a rewrite of the roles-and-config answer.
import { addElement, api, originalFetch, testToken, typeInto, waitFor } from './support.js';

export type Widget = HTMLElementTagNameMap['users-management'];

export const UM = '/_widgets/UserManagement';

/** Another name for the same server, hence another query cache. */
export const otherHost = api.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

export const root = (element: HTMLElement) => element.shadowRoot!;
export const rowFor = (element: HTMLElement, email: string) =>
  Array.from(root(element).querySelectorAll<HTMLTableRowElement>('tbody tr')).find((row) =>
    row.textContent?.includes(email),
  );
export const dialog = (element: HTMLElement, title: string) =>
  Array.from(
    root(element).querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ).find((candidate) => candidate.querySelector('h2')?.textContent === title);
export const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find((button) =>
    button.textContent?.includes(text),
  );

/**
 * A tracked, signed-in <users-management> on `hostname` (default the API's), resolved once it is
 * ready; with `search`, after searching for it and seeing its row.
 */
export async function addWidget(search?: string, hostname = api.hostname): Promise<Widget> {
  const element = addElement('users-management', {}, hostname);
  element.authToken = await testToken();
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  if (search) {
    typeInto(root(element).querySelector<HTMLInputElement>('input[type="search"]')!, search);
    await waitFor(() => rowFor(element, search), `the row of ${search}`);
  }
  return element;
}

/** Opens the actions menu of the row of `email` and clicks `action`. */
export async function openAction(
  element: HTMLElement,
  email: string,
  action: string,
): Promise<void> {
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

/** Rewrites the roles-and-config answer (the server has no switch for these modes). */
export function patchRolesAndConfig(
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

/**
 * Holds every roles-and-config request until the returned function is called, so a test sees the
 * roles loading for as long as it takes to check (a server latency fault races the test's steps,
 * which take longer than the fault's delay on a busy machine).
 */
export function holdRolesAndConfig(): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === `${UM}/roles-and-config`) await released;
    return originalFetch(input, init);
  };
  return release;
}

/** The e-mail addresses of the rows on screen. */
export const rowEmails = (element: HTMLElement): string[] =>
  Array.from(
    element.shadowRoot?.querySelectorAll('tbody tr') ?? [],
    // A member without a name shows the address as the name.
    (row) =>
      (row.querySelector('.um-user-email') ?? row.querySelector('.um-user-name'))?.textContent ??
      '',
  ).filter(Boolean);

/** A tracked <users-management> on the test API with `token` (not waiting for it). */
export function addElementWithToken(token: string): Widget {
  const element = addElement('users-management');
  element.authToken = token;
  return element;
}
