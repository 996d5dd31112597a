// <user-sessions> on the built kit against the real test server: the list in its shadow root
// (current session first as 'This device'), loading, empty, error, one session, both sign-out
// dialogs (keyboard, success with events, server failure) and axe in each state.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  addFault,
  addFaultOnce,
  afterEach,
  api,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  waitFor,
} from './support.js';

type Widget = HTMLElementTagNameMap['user-sessions'];
const SESSIONS = '/_widgets/UserProfile/sessions';

const root = (element: HTMLElement) => element.shadowRoot!;
const items = (element: HTMLElement) =>
  Array.from(root(element).querySelectorAll<HTMLElement>('.us-list > .us-item'));
const alertDialog = (element: HTMLElement, title: string) =>
  Array.from(root(element).querySelectorAll<HTMLElement>('[role="alertdialog"]')).find(
    (candidate) => candidate.querySelector('h2')?.textContent === title,
  );
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (button) => button.textContent?.trim() === text,
  );
const unique = (label: string) => `wtr-sessions-${label}-${Date.now().toString(36)}@example.com`;

// Elements share one query cache per API base, so each test reaches the server through its own
// subdomain of localhost (Chromium resolves every *.localhost to the loopback).
let hostCount = 0;
const freshHostname = () => `sessions-${++hostCount}.localhost`;

/** Signs `email` in `count` times (one session each); returns the tokens, newest last. */
async function signInTimes(email: string, count: number) {
  const tokens: Array<{ accessToken: string; sessionId: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const response = await originalFetch(`${api.origin}/_test/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    check(response.ok, `POST /_test/token answered ${response.status}`);
    tokens.push((await response.json()) as { accessToken: string; sessionId: string });
  }
  return tokens;
}

/** A tracked <user-sessions> for a fresh user with `count` sessions, using the newest one. */
async function addWidget(count: number, wait = true) {
  const tokens = await signInTimes(unique(String(count)), count);
  const current = tokens.at(-1)!;
  const element: Widget = addElement('user-sessions', {}, freshHostname());
  element.authToken = current.accessToken;
  if (wait) {
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  }
  return { element, current, others: tokens.slice(0, -1) };
}

function recordEvents(element: HTMLElement) {
  const events: Array<{ type: string; detail: unknown }> = [];
  for (const type of ['session-revoked', 'other-sessions-revoked']) {
    element.addEventListener(type, (event) =>
      events.push({ type, detail: (event as CustomEvent).detail }),
    );
  }
  return events;
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('user-sessions list', () => {
  it('given three sessions, should show the current one first as This device and the others with Sign out', async () => {
    const { element, current } = await addWidget(3);
    check(document.querySelector('.us-item') === null, 'nothing in the light DOM');
    const rows = items(element);
    check(rows.length === 3, `3 sessions (${rows.length})`);
    check(rows[0]!.textContent!.includes('This device'), 'the first is This device');
    check(!buttonIn(rows[0]!, 'Sign out'), 'no Sign out on this device');
    check(
      rows.slice(1).every((row) => buttonIn(row, 'Sign out')),
      'Sign out on the others',
    );
    check(
      rows.every((row) => row.textContent!.includes('Last seen')),
      'Last seen on each',
    );
    // Alike rows (one browser, no location, same minute) still get distinct button names.
    const names = rows.slice(1).map((row) => buttonIn(row, 'Sign out')!.getAttribute('aria-label'));
    check(
      names.every((name) => /^Sign out of .+, location unknown, last active /.test(name ?? '')),
      `names without location and last activity: ${names.join(' | ')}`,
    );
    check(new Set(names).size === names.length, `names alike: ${names.join(' | ')}`);
    check(
      rows.every((row) => !row.textContent!.includes('Just now')),
      'Just now capitalised after Last seen',
    );
    check(
      rows[0]!.querySelector('.us-device')?.textContent === 'Chrome on Linux',
      `device: ${rows[0]!.querySelector('.us-device')?.textContent}`,
    );
    check(current.sessionId.length > 0, 'the current session id');
    check(
      root(element)
        .querySelector('[part="sign-out-all"]')
        ?.textContent?.includes('Sign out of all other devices'),
      'the sign-out-all card',
    );
    await expectAxeClean(root(element).querySelector<HTMLElement>('.us')!);
  });

  it('given one session, should show no sign-out card', async () => {
    const { element } = await addWidget(1);
    check(items(element).length === 1, 'one session');
    check(root(element).querySelector('[part="sign-out-all"]') === null, 'no card');
  });

  it('given a slow list, should show the loading rows first', async () => {
    await addFault({ method: 'GET', path: SESSIONS, latencyMs: 1500 });
    const { element } = await addWidget(1, false);
    const busy = await waitFor(
      () => root(element).querySelector<HTMLElement>('.us[aria-busy="true"]'),
      'the loading rows',
    );
    await expectAxeClean(busy);
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 8000);
  });

  it('given no sessions, should show the empty state', async () => {
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== SESSIONS) return originalFetch(input, init);
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const { element } = await addWidget(1);
    check(
      root(element).querySelector('[part="empty"]')?.textContent === 'No active sessions.',
      'the empty text',
    );
    check(root(element).querySelector('[part="sign-out-all"]') === null, 'no card');
    await expectAxeClean(root(element).querySelector<HTMLElement>('.us')!);
  });

  it('given the list fails to load, should show the error fallback', async () => {
    await addFault({ method: 'GET', path: SESSIONS, status: 500, times: 2 });
    const { element } = await addWidget(1, false);
    await waitFor(() => element.getAttribute('data-state') === 'error', 'data-state error', 8000);
    check((root(element).textContent ?? '').includes('An unknown error occurred'), 'fallback');
    check(buttonIn(root(element), 'Retry'), 'a Retry button');
  });
});

describe('user-sessions sign out', () => {
  it('given Sign out on another device, should confirm, end that session, refresh and announce it', async () => {
    const { element, others } = await addWidget(3);
    const events = recordEvents(element);
    const trigger = buttonIn(items(element)[1]!, 'Sign out')!;
    trigger.focus();
    trigger.click();
    let confirm = await waitFor(() => alertDialog(element, 'Sign out of device?'), 'the dialog');
    await waitFor(
      () => root(element).activeElement === buttonIn(confirm, 'Cancel'),
      'focus on Cancel',
    );
    await expectAxeClean(confirm);
    confirm.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await waitFor(() => !alertDialog(element, 'Sign out of device?'), 'closed on Escape');
    await waitFor(() => root(element).activeElement === trigger, 'focus back on Sign out');
    const eventsAfterEscape = events.length;
    check(eventsAfterEscape === 0, 'nothing signed out on Escape');

    trigger.click();
    confirm = await waitFor(() => alertDialog(element, 'Sign out of device?'), 'the dialog');
    buttonIn(confirm, 'Sign out')!.click();
    await waitFor(() => items(element).length === 2, 'the list refreshed to 2', 6000);
    await waitFor(() => !alertDialog(element, 'Sign out of device?'), 'the dialog closed');
    check(events.length === 1 && events[0]!.type === 'session-revoked', JSON.stringify(events));
    const revokedId = (events[0]!.detail as { id: string }).id;
    check(
      others.some((token) => token.sessionId === revokedId),
      `an other session was ended (${revokedId})`,
    );
  });

  it('given the sign-out fails, should keep the dialog open with the message', async () => {
    const { element } = await addWidget(2);
    await addFaultOnce({ method: 'DELETE', path: `${SESSIONS}/revoke/`, status: 500 });
    buttonIn(items(element)[1]!, 'Sign out')!.click();
    const confirm = await waitFor(() => alertDialog(element, 'Sign out of device?'), 'dialog');
    buttonIn(confirm, 'Sign out')!.click();
    await waitFor(
      () =>
        confirm
          .querySelector('[role="alert"]')
          ?.textContent?.includes('Injected fault (status 500)'),
      'the message',
    );
    check(alertDialog(element, 'Sign out of device?') === confirm, 'still open');
    await expectAxeClean(confirm);
    check(items(element).length === 2, 'both sessions still listed');
  });

  it('given Sign out of all other devices, should confirm, keep only this device and announce it', async () => {
    const { element } = await addWidget(3);
    const events = recordEvents(element);
    buttonIn(root(element), 'Sign out of all other devices')!.click();
    const confirm = await waitFor(
      () => alertDialog(element, 'Sign out of all other devices?'),
      'the dialog',
    );
    await expectAxeClean(confirm);
    buttonIn(confirm, 'Sign out')!.click();
    await waitFor(() => items(element).length === 1, 'only this device left', 6000);
    check(items(element)[0]!.textContent!.includes('This device'), 'this device kept');
    check(root(element).querySelector('[part="sign-out-all"]') === null, 'the card is gone');
    check(
      JSON.stringify(events) === '[{"type":"other-sessions-revoked","detail":{}}]',
      JSON.stringify(events),
    );
  });

  it('given sign out of all others fails, should keep the dialog open with the message', async () => {
    const { element } = await addWidget(2);
    await addFaultOnce({ method: 'DELETE', path: `${SESSIONS}/revoke-all`, status: 503 });
    buttonIn(root(element), 'Sign out of all other devices')!.click();
    const confirm = await waitFor(
      () => alertDialog(element, 'Sign out of all other devices?'),
      'the dialog',
    );
    buttonIn(confirm, 'Sign out')!.click();
    await waitFor(
      () =>
        confirm
          .querySelector('[role="alert"]')
          ?.textContent?.includes('Injected fault (status 503)'),
      'the message',
    );
    await expectAxeClean(confirm);
    check(items(element).length === 2, 'nothing signed out');
  });
});
