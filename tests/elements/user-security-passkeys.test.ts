// The Passkeys row of <user-security> on the built kit against the real test server (issue #25):
// real ceremonies with Chromium's virtual authenticator (the runner's `webauthn` command), the
// browser's refusals in plain words with the dialog kept usable, rename and remove, the list as a
// partner sees it, axe in each state, and @simplewebauthn/browser only in the dialogs' chunk,
// fetched when one opens (with a pending state meanwhile).
import '../../dist/widgets/widgets.js';
import {
  addElement,
  afterEach,
  api,
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

const root = (element: HTMLElement) => element.shadowRoot!;
const dialogTitled = (element: HTMLElement, title: string) =>
  Array.from(
    root(element).querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ).find((candidate) => candidate.querySelector('h2')?.textContent === title);
const button = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent?.trim() === text,
  );
const passkeyRow = (element: HTMLElement) =>
  root(element).querySelector<HTMLElement>('[part="passkeys"]');

const EMAIL = 'member@acme.test';
/** Another name for the same server: a fresh query cache, as a page would have. */
const otherHost = api.hostname === 'localhost' ? '127.0.0.1' : 'localhost';

/** The runner's virtual authenticator for this page (created on first use). */
async function webauthn(payload: { userVerified?: boolean } = {}): Promise<void> {
  const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
  const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
    executeServerCommand: (command: string, payload: unknown) => Promise<unknown>;
  };
  await executeServerCommand('webauthn', payload);
}

async function addSecurity(hostname = api.hostname) {
  const element = addElement('user-security', {}, hostname);
  element.authToken = await testToken(EMAIL);
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 10000);
  return element;
}

/** The newest verification code the outbox holds for EMAIL, sent after `after`. */
async function codeSince(after: number): Promise<string> {
  const started = Date.now();
  for (;;) {
    const response = await originalFetch(`${api.origin}/_dev/mail.json?to=${EMAIL}`);
    const { data } = (await response.json()) as {
      data: { subject: string; kind: string; createdAt: string }[];
    };
    const mail = data.find(
      (item) => item.kind === 'verification-code' && Date.parse(item.createdAt) >= after - 1000,
    );
    const code = /(\d{6})/.exec(mail?.subject ?? '')?.[1];
    if (code) return code;
    if (Date.now() - started > 8000) throw new Error('Timed out waiting for the code');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function verifyIdentity(element: HTMLElement) {
  const dialog = await waitFor(() => dialogTitled(element, 'Verify your identity'), 'verify');
  const sentAt = Date.now();
  button(dialog, 'Send code')!.click();
  const cells = await waitFor(() => {
    const inputs = dialog.querySelectorAll<HTMLInputElement>('input');
    return inputs.length === 6 ? inputs : undefined;
  }, 'six cells');
  // A whole code typed into the first cell spreads over the six and submits when complete.
  typeInto(cells[0]!, await codeSince(sentAt));
}

describe('<user-security> passkeys', () => {
  afterEach(() => {
    window.fetch = originalFetch;
    removeCreated();
  });

  it('given no passkey, should offer to add one, axe-clean', async () => {
    const element = await addSecurity(otherHost);
    const row = await waitFor(() => passkeyRow(element), 'passkeys row');
    check(row.textContent?.includes('Passkeys'), 'row title');
    check(row.textContent?.includes('instead of a password'), 'not-set text');
    check(button(row, 'Add a passkey'), 'Add a passkey button');
    check(!row.querySelector('ul'), 'no list');
    await expectAxeClean(root(element) as unknown as HTMLElement);
  });

  // Before any other test opens a dialog: the page has not fetched the dialogs' chunk yet.
  it('given an idle page, should fetch the dialogs only when one opens, showing a pending state meanwhile', async () => {
    const fetched = (file: string) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.endsWith(`/dist/widgets/chunks/${file}`));
    const element = await addSecurity();
    // Idle: the deferred chunks (the floating layer with its dialogs) are in.
    await waitFor(() => fetched('floating.js'), 'the idle preload', 10000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    check(!fetched('on-intent/security-dialogs.js'), 'no dialog code fetched once idle');

    const pending: Element[] = [];
    const observer = new MutationObserver(() => {
      const layer = root(element).querySelector('[data-state="pending"]');
      if (layer && !pending.includes(layer)) pending.push(layer);
    });
    observer.observe(root(element), { childList: true, subtree: true });
    try {
      button(passkeyRow(element)!, 'Add a passkey')!.click();
      await waitFor(() => dialogTitled(element, 'Verify your identity'), 'verify', 10000);
    } finally {
      observer.disconnect();
    }
    check(fetched('on-intent/security-dialogs.js'), 'the dialog code fetched on the click');
    check(pending.length > 0, 'a pending state while it loaded');
    check(!root(element).querySelector('[data-state="pending"]'), 'no pending state once open');
  });

  it('given passkeys, should list each with its kind, dates and labelled Rename and Remove', async () => {
    const now = Date.now();
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await originalFetch(input, init);
      if (
        !String(input instanceof Request ? input.url : input).endsWith(
          '/authentication-information',
        )
      )
        return response;
      const body = (await response.json()) as { data: { verificationMethods: object } };
      body.data.verificationMethods = {
        ...body.data.verificationMethods,
        Passkey: {
          provider: 'Passkey',
          isSetUp: true,
          lastUsed: new Date(now - 3 * 3600_000).toISOString(),
          isCurrentSession: false,
          passKeys: [
            {
              id: 'passkey_1',
              name: 'Work laptop',
              createdAt: new Date(now - 2 * 86400_000).toISOString(),
              lastUsed: new Date(now - 3 * 3600_000).toISOString(),
              deviceType: 'multiDevice',
              backedUp: true,
              transports: ['internal', 'hybrid'],
            },
            {
              id: 'passkey_2',
              name: 'YubiKey',
              createdAt: new Date(now - 60_000).toISOString(),
              lastUsed: null,
              deviceType: 'singleDevice',
              backedUp: false,
              transports: ['usb', 'nfc'],
            },
          ],
        },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
    };
    const element = addElement('user-security', {}, otherHost);
    element.authToken = await testToken('admin@acme.test');
    const items = await waitFor(
      () => {
        const list = root(element).querySelectorAll('[part="passkey"]');
        return list.length === 2 ? list : undefined;
      },
      'two passkeys',
      10000,
    );
    const [laptop, key] = Array.from(items);
    check(laptop!.textContent?.includes('Work laptop'), 'first name');
    check(laptop!.textContent?.includes('Synced passkey'), 'synced kind');
    check(laptop!.textContent?.includes('Added 2 days ago'), `added: ${laptop!.textContent}`);
    check(laptop!.textContent?.includes('Last used 3 hours ago'), 'last used');
    check(key!.textContent?.includes('Security key'), 'security key kind');
    check(key!.textContent?.includes('Not used yet'), 'never used');
    check(passkeyRow(element)!.textContent?.includes('Last used 3 hours ago'), 'row last used');
    check(key!.querySelector('button[aria-label="Rename YubiKey"]'), 'rename labelled');
    check(key!.querySelector('button[aria-label="Remove YubiKey"]'), 'remove labelled');
    await expectAxeClean(root(element) as unknown as HTMLElement);
  });

  it('given a verified identity, should add a passkey, explain refusals, rename and remove it', async () => {
    await webauthn({ userVerified: true });
    const element = await addSecurity();
    const events: string[] = [];
    let removedId = '';
    element.addEventListener('passkey-added', () => events.push('added'));
    element.addEventListener('passkey-removed', (event) => {
      events.push('removed');
      removedId = event.detail.id;
    });

    button(passkeyRow(element)!, 'Add a passkey')!.click();
    await verifyIdentity(element);
    const dialog = await waitFor(() => dialogTitled(element, 'Add a passkey'), 'add dialog');
    const create = await waitFor(() => {
      const found = button(dialog, 'Create passkey');
      return found && !found.disabled ? found : undefined;
    }, 'Create passkey enabled');
    await expectAxeClean(dialog);
    create.click();
    await waitFor(() => !dialogTitled(element, 'Add a passkey'), 'dialog closed', 10000);
    check(events.includes('added'), 'passkey-added dispatched');
    const item = await waitFor(
      () => root(element).querySelector<HTMLElement>('[part="passkey"]'),
      'listed passkey',
      10000,
    );
    check(item.textContent?.includes('Passkey'), 'default name');
    check(item.textContent?.includes('Saved on one device'), `kind: ${item.textContent}`);

    // The device refuses to verify the user: a plain message, the dialog stays usable.
    await webauthn({ userVerified: false });
    button(passkeyRow(element)!, 'Add a passkey')!.click();
    const again = await waitFor(() => dialogTitled(element, 'Add a passkey'), 'add dialog again');
    await waitFor(() => {
      const found = button(again, 'Create passkey');
      return found && !found.disabled ? found : undefined;
    }, 'Create enabled again').then((found) => found.click());
    const refused = await waitFor(
      () => again.querySelector('.ui-callout')?.textContent,
      'refusal message',
      10000,
    );
    check(/did not allow|cancelled/.test(refused), `a plain refusal, got: ${refused}`);
    await expectAxeClean(again);
    // Verifying again: this authenticator already holds the account's passkey (excludeCredentials).
    await webauthn({ userVerified: true });
    button(again, 'Try again')!.click();
    await waitFor(
      () => again.querySelector('.ui-callout')?.textContent?.includes('already holds a passkey'),
      'already registered message',
      10000,
    );
    check(dialogTitled(element, 'Add a passkey'), 'dialog still open');
    button(again, 'Cancel')!.click();
    await waitFor(() => !dialogTitled(element, 'Add a passkey'), 'closed');

    // Rename: an empty name is refused on the field, a new one is kept.
    root(element)
      .querySelector<HTMLButtonElement>('[part="passkey"] button[aria-label^="Rename"]')!
      .click();
    const rename = await waitFor(() => dialogTitled(element, 'Rename passkey'), 'rename dialog');
    const input = rename.querySelector<HTMLInputElement>('input')!;
    typeInto(input, '   ');
    button(rename, 'Save')!.click();
    await waitFor(() => rename.textContent?.includes('Please enter a name'), 'name required');
    await expectAxeClean(rename);
    typeInto(input, 'Test laptop');
    button(rename, 'Save')!.click();
    await waitFor(
      () => root(element).querySelector('[part="passkey"]')?.textContent?.includes('Test laptop'),
      'renamed',
      10000,
    );

    // Remove: the identity is still verified, so the confirmation comes straight away.
    root(element)
      .querySelector<HTMLButtonElement>('[part="passkey"] button[aria-label^="Remove"]')!
      .click();
    const confirm = await waitFor(() => dialogTitled(element, 'Remove passkey?'), 'confirm');
    check(confirm.textContent?.includes('“Test laptop”'), 'names the passkey');
    await expectAxeClean(confirm);
    button(confirm, 'Remove')!.click();
    await waitFor(() => !root(element).querySelector('[part="passkey"]'), 'removed', 10000);
    check(events.join(',') === 'added,removed', `events: ${events.join(',')}`);
    check(removedId.startsWith('passkey_'), `removed id: ${removedId}`);
  });

  it('given a prompt the user cancels, should say so and succeed on Try again', async () => {
    await webauthn({ userVerified: true });
    const element = await addSecurity();
    button(passkeyRow(element)!, 'Add a passkey')!.click();
    await verifyIdentity(element);
    const dialog = await waitFor(() => dialogTitled(element, 'Add a passkey'), 'add dialog');
    const create = await waitFor(() => {
      const found = button(dialog, 'Create passkey');
      return found && !found.disabled ? found : undefined;
    }, 'Create passkey enabled');
    // The browser's prompt, dismissed by the person after a moment.
    const realCreate = navigator.credentials.create.bind(navigator.credentials);
    navigator.credentials.create = () =>
      new Promise((_resolve, reject) =>
        setTimeout(
          () => reject(new DOMException('The operation was not allowed.', 'NotAllowedError')),
          600,
        ),
      );
    try {
      create.click();
      await waitFor(
        () => dialog.querySelector('.ui-callout')?.textContent?.includes('was cancelled'),
        'cancelled message',
      );
    } finally {
      navigator.credentials.create = realCreate;
    }
    await expectAxeClean(dialog);
    button(dialog, 'Try again')!.click();
    await waitFor(() => !dialogTitled(element, 'Add a passkey'), 'added', 10000);
    const item = await waitFor(
      () => root(element).querySelector<HTMLElement>('[part="passkey"]'),
      'listed',
      10000,
    );
    // Leave the account as it was.
    item.querySelector<HTMLButtonElement>('button[aria-label^="Remove"]')!.click();
    const confirm = await waitFor(() => dialogTitled(element, 'Remove passkey?'), 'confirm');
    button(confirm, 'Remove')!.click();
    await waitFor(() => !root(element).querySelector('[part="passkey"]'), 'removed', 10000);
  });

  it('given a browser without WebAuthn, should say so instead of offering a ceremony', async () => {
    const element = await addSecurity();
    const saved = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
    try {
      button(passkeyRow(element)!, 'Add a passkey')!.click();
      await verifyIdentity(element);
      const dialog = await waitFor(() => dialogTitled(element, 'Add a passkey'), 'add dialog');
      await waitFor(
        () => dialog.textContent?.includes('This browser does not support passkeys'),
        'unsupported message',
      );
      check(!button(dialog, 'Create passkey'), 'no Create button');
      await expectAxeClean(dialog);
    } finally {
      Object.defineProperty(window, 'PublicKeyCredential', saved);
    }
  });

  it('given the built kit, should keep @simplewebauthn/browser in the dialogs chunk fetched on opening only', async () => {
    const chunk = async (name: string) =>
      (
        await originalFetch(new URL(`../../dist/widgets/chunks/${name}.js`, import.meta.url))
      ).text();
    const [runtime, security, dialogs] = await Promise.all([
      chunk('runtime'),
      chunk('user-security'),
      chunk('on-intent/security-dialogs'),
    ]);
    check(dialogs.includes('PublicKeyCredential'), 'the dialogs chunk carries the library');
    check(!security.includes('PublicKeyCredential'), 'the security chunk does not');
    check(!runtime.includes('PublicKeyCredential'), 'the shared runtime chunk does not');
  });
});
