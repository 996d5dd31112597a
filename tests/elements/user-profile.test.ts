// <user-profile> on the built kit against the real test server: the card in its shadow root,
// loading, error, picture and broken picture, connected accounts and an unknown account type,
// the Edit name dialog (keyboard, save timing, blank values, server failure) and axe in each.
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
  sleep,
  testToken,
  typeInto,
  waitFor,
} from './support.js';

type Widget = HTMLElementTagNameMap['user-profile'];
const ME = '/_widgets/UserProfile/me';

const root = (element: HTMLElement) => element.shadowRoot!;
const dialog = (element: HTMLElement) =>
  root(element).querySelector<HTMLElement>('[role="dialog"]');
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find((button) =>
    button.textContent?.trim().startsWith(text),
  );
const inputNamed = (scope: ParentNode, name: string) =>
  scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const nameShown = (element: HTMLElement) =>
  root(element).querySelector('.up-name')?.textContent ?? '';
const unique = (label: string) => `wtr-profile-${label}-${Date.now().toString(36)}@example.com`;

// Elements share one query cache per API base, so each test reaches the server through its own
// subdomain of localhost (Chromium resolves every *.localhost to the loopback) to start from an
// empty cache.
let hostCount = 0;
const freshHostname = () => `profile-${++hostCount}.localhost`;

/** A fresh user (no name, no picture) signed in, on a tracked <user-profile> with its own cache. */
async function addWidget(email = unique('user'), wait = true): Promise<Widget> {
  const element = addElement('user-profile', {}, freshHostname());
  element.authToken = await testToken(email);
  if (wait) {
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'data-state ready', 10000);
  }
  return element;
}

/** Rewrites the GET /me answer (the server has no switch for pictures or connected accounts). */
function patchProfile(change: (body: Record<string, unknown>) => void): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await originalFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    if (url.pathname !== ME || method !== 'GET' || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    change(body);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

async function openEdit(element: Widget): Promise<HTMLElement> {
  buttonIn(root(element), 'Edit')!.click();
  const open = await waitFor(() => dialog(element), 'the Edit name dialog');
  await waitFor(
    () => root(element).activeElement === inputNamed(open, 'firstName'),
    'focus on First name',
  );
  return open;
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('user-profile card', () => {
  it('given a user without a name, should render in its shadow root with Not set and the e-mail', async () => {
    const email = unique('plain');
    const element = await addWidget(email);
    check(element.shadowRoot !== null, 'an open shadow root');
    check(document.querySelector('.up-card') === null, 'nothing in the light DOM');
    check(nameShown(element) === 'Not set', `name shows ${nameShown(element)}`);
    check(root(element).querySelector('.up-email')?.textContent === email, 'the e-mail');
    check(root(element).querySelector('.ui-avatar') === null, 'no picture when none is set');
    check(root(element).querySelector('[part="connected-accounts"]') === null, 'no accounts');
    await expectAxeClean(root(element).querySelector<HTMLElement>('.up-card')!);
  });

  it('given a slow profile, should show the loading card first', async () => {
    await addFault({ method: 'GET', path: ME, latencyMs: 1500 });
    const element = await addWidget(unique('slow'), false);
    const card = await waitFor(
      () => root(element).querySelector<HTMLElement>('.up-card[aria-busy="true"]'),
      'the loading card',
    );
    check(element.getAttribute('data-state') === 'loading', 'data-state loading');
    await expectAxeClean(card);
    await waitFor(
      () => element.getAttribute('data-state') === 'ready',
      'ready after loading',
      8000,
    );
  });

  it('given the profile fails to load, should show the error fallback and recover on Retry', async () => {
    await addFault({ method: 'GET', path: ME, status: 500, times: 2 });
    const element = await addWidget(unique('failing'), false);
    await waitFor(() => element.getAttribute('data-state') === 'error', 'data-state error', 8000);
    const text = root(element).textContent ?? '';
    check(text.includes('An unknown error occurred'), `fallback text: ${text}`);
    await expectAxeClean(root(element).querySelector<HTMLElement>('[part~="base"]') ?? element);
    buttonIn(root(element), 'Retry')!.click();
    await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready after Retry', 8000);
    check(nameShown(element) === 'Not set', 'the card after Retry');
  });

  it('given a picture and connected accounts, should show both', async () => {
    patchProfile((body) => {
      body.profilePictureUrl =
        'data:image/svg+xml;base64,' +
        btoa(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0a7"/></svg>',
        );
      body.oauthProfiles = {
        GoogleOAuth: { email: 'ada@gmail.test' },
        GithubOAuth: { email: 'ada@github.test' },
        MicrosoftOAuth: { email: 'ada@outlook.test' },
        AppleOAuth: { email: 'ada@icloud.test' },
      };
    });
    const element = await addWidget();
    await waitFor(() => root(element).querySelector('.ui-avatar img'), 'the picture');
    const accounts = Array.from(root(element).querySelectorAll<HTMLElement>('.up-account'));
    check(
      accounts.map((item) => item.textContent).join('|') ===
        'GitHubada@github.test|Googleada@gmail.test|Microsoftada@outlook.test|Appleada@icloud.test',
      `accounts: ${accounts.map((item) => item.textContent).join('|')}`,
    );
    check(
      accounts.every((item) => item.querySelector('svg[aria-hidden="true"]')),
      'each account has its provider icon',
    );
    await expectAxeClean(root(element).querySelector<HTMLElement>('.up-card')!);
  });

  it('given a broken picture, should fall back to initials', async () => {
    patchProfile((body) => {
      body.firstName = 'Ada';
      body.lastName = 'Lovelace';
      body.profilePictureUrl = `${api.origin}/no-such-picture.png`;
    });
    const element = await addWidget();
    await waitFor(
      () => root(element).querySelector('.ui-avatar-initials')?.textContent === 'AL',
      'initials instead of the broken picture',
    );
    check(root(element).querySelector('.ui-avatar img') === null, 'no broken image left');
  });

  it('given an unknown account type, should show the error fallback instead of crashing', async () => {
    patchProfile((body) => {
      body.oauthProfiles = {
        GoogleOAuth: { email: 'g@gmail.test' },
        GitlabOAuth: { email: 'x@y.test' },
      };
    });
    const element = await addWidget(unique('unknown'), false);
    const errors: string[] = [];
    element.addEventListener('error', (event) => {
      const detail = (event as unknown as CustomEvent<{ message?: string }>).detail;
      if (detail?.message) errors.push(detail.message);
    });
    await waitFor(() => element.getAttribute('data-state') === 'error', 'data-state error', 8000);
    await waitFor(() => errors.length > 0, 'the error event');
    check(
      (root(element).textContent ?? '').includes('An unknown error occurred'),
      'the unknown-error fallback',
    );
    check(root(element).querySelector('.up-account') === null, 'no half-drawn card');
  });
});

describe('user-profile edit name', () => {
  it('given Edit, should open the dialog by keyboard, close on Escape and return focus', async () => {
    const element = await addWidget();
    const edit = buttonIn(root(element), 'Edit')!;
    edit.focus();
    const open = await openEdit(element);
    check(open.querySelector('h2')?.textContent === 'Edit name', 'the title');
    check(buttonIn(open, 'Cancel') && buttonIn(open, 'Save'), 'Cancel and Save');
    await expectAxeClean(open);
    open.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await waitFor(() => dialog(element) === null, 'the dialog closed');
    await waitFor(() => root(element).activeElement === edit, 'focus back on Edit');
  });

  it('given Japanese, should ask the family name first (姓, then 名) and focus it', async () => {
    const element = await addWidget();
    element.setAttribute('locale', 'ja');
    await waitFor(
      () => root(element).querySelector('.ui-root')?.getAttribute('lang') === 'ja',
      'the widget in Japanese',
    );
    buttonIn(root(element), '編集')!.click();
    const open = await waitFor(() => dialog(element), 'the name dialog');
    const names = Array.from(open.querySelectorAll<HTMLInputElement>('input')).map(
      (input) => input.name,
    );
    check(names.join() === 'lastName,firstName', `fields in order ${names.join()}`);
    await waitFor(
      () => root(element).activeElement === inputNamed(open, 'lastName'),
      'focus on the family name',
    );
  });

  it('given new names, should save with loading then Done, close, update the card and announce it', async () => {
    const element = await addWidget();
    const events: unknown[] = [];
    element.addEventListener('profile-updated', (event) =>
      events.push((event as CustomEvent).detail),
    );
    await addFaultOnce({ method: 'POST', path: ME, latencyMs: 100 });
    const open = await openEdit(element);
    typeInto(inputNamed(open, 'firstName'), '  Grace ');
    typeInto(inputNamed(open, 'lastName'), 'Hopper');
    const save = buttonIn(open, 'Save')!;
    const started = Date.now();
    save.click();
    await waitFor(() => save.dataset.status === 'loading', 'loading');
    await expectAxeClean(open);
    await waitFor(() => save.dataset.status === 'done', 'Done', 3000);
    const doneAfter = Date.now() - started;
    check(doneAfter >= 600, `Done after ${doneAfter} ms (at least 600)`);
    await expectAxeClean(open);
    await sleep(1000);
    check(dialog(element) !== null, 'still open while Done shows');
    await waitFor(() => dialog(element) === null, 'closed after Done', 3000);
    check(Date.now() - started >= 2100, 'Done shown 1500 ms');
    check(nameShown(element) === 'Grace Hopper', `card shows ${nameShown(element)}`);
    check(
      JSON.stringify(events) === '[{"firstName":"Grace","lastName":"Hopper"}]',
      JSON.stringify(events),
    );
  });

  it('given a blank field, should send an empty string and keep the old value on the card', async () => {
    const element = await addWidget();
    let open = await openEdit(element);
    typeInto(inputNamed(open, 'firstName'), 'Ada');
    typeInto(inputNamed(open, 'lastName'), 'Lovelace');
    buttonIn(open, 'Save')!.click();
    await waitFor(() => dialog(element) === null, 'closed after the first save', 5000);
    const bodies: string[] = [];
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request && input.method === 'POST' && input.url.endsWith(ME))
        bodies.push(await input.clone().text());
      return originalFetch(input, init);
    };
    open = await openEdit(element);
    typeInto(inputNamed(open, 'firstName'), '   ');
    buttonIn(open, 'Save')!.click();
    await waitFor(() => dialog(element) === null, 'closed after the blank save', 5000);
    check(bodies.length === 1, `one save sent (${bodies.length})`);
    check(bodies[0] === '{"firstName":"","lastName":"Lovelace"}', `sent ${bodies[0]}`);
    check(
      nameShown(element) === 'Ada Lovelace',
      `card keeps the old first name: ${nameShown(element)}`,
    );
  });

  it('given the server fails, should keep the dialog open with what was typed and the message', async () => {
    const element = await addWidget();
    await addFaultOnce({ method: 'POST', path: ME, status: 503 });
    const open = await openEdit(element);
    typeInto(inputNamed(open, 'firstName'), 'Katherine');
    typeInto(inputNamed(open, 'lastName'), 'Johnson');
    // Enter in a field submits the form.
    inputNamed(open, 'lastName').form!.requestSubmit();
    await waitFor(
      () =>
        open.querySelector('[role="alert"]')?.textContent?.includes('Injected fault (status 503)'),
      "the server's message",
    );
    check(dialog(element) === open, 'the dialog stays open');
    check(inputNamed(open, 'firstName').value === 'Katherine', 'first name kept');
    check(inputNamed(open, 'lastName').value === 'Johnson', 'last name kept');
    check(nameShown(element) === 'Not set', 'the card is unchanged');
    await expectAxeClean(open);
    buttonIn(open, 'Save')!.click();
    await waitFor(() => dialog(element) === null, 'closed after a successful retry', 5000);
    check(nameShown(element) === 'Katherine Johnson', 'saved on retry');
  });
});
