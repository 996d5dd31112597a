// <user-profile>'s e-mail change on the built kit against the real test server: identity check,
// new address, code from the new address (read from the outbox), and each failure on its field
// with the input kept; axe in every step.
import '../../dist/widgets/widgets.js';
import {
  addElement,
  addFault,
  afterEach,
  api,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  testToken,
  typeInto,
  waitFor,
} from './support.js';

const VERIFY_CHANGE = '/_widgets/UserProfile/verify-email-change';
const SEND_CHANGE = '/_widgets/UserProfile/send-email-change';

const root = (element: HTMLElement) => element.shadowRoot!;
const dialog = (element: HTMLElement) =>
  root(element).querySelector<HTMLElement>('[role="dialog"]');
const buttonIn = (scope: ParentNode, text: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (button) => button.textContent?.trim() === text,
  );
const unique = (label: string) => `wtr-email-${label}-${Date.now().toString(36)}@example.com`;
let hostCount = 0;
const freshHostname = () => `email-${++hostCount}.localhost`;

async function latestCode(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const response = await originalFetch(
      `${api.origin}/_dev/mail.json?to=${encodeURIComponent(to)}`,
    );
    const { data } = (await response.json()) as {
      data: Array<{ subject: string; createdAt: string }>;
    };
    const mail = data.find((item) => Date.parse(item.createdAt) >= since - 1000);
    const code = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
    if (code) return code;
    check(Date.now() < deadline, `a code mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function enterCode(scope: HTMLElement, code: string): Promise<void> {
  const cells = await waitFor(() => {
    const inputs = scope.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]');
    return inputs.length === 6 && !inputs[0]!.disabled ? inputs : undefined;
  }, 'six enabled cells');
  Array.from(code).forEach((digit, index) => typeInto(cells[index]!, digit));
}

/** A fresh user on a <user-profile>, with the Change dialog open and identity verified. */
async function openVerified(email = unique('user')) {
  const element = addElement('user-profile', {}, freshHostname());
  element.authToken = await testToken(email);
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 10000);
  buttonIn(root(element), 'Change')!.click();
  const open = await waitFor(() => dialog(element), 'the dialog');
  check(open.textContent?.includes('Verify your identity'), 'identity step first');
  check(open.textContent?.includes(email), 'names the current address');
  await expectAxeClean(open);
  const since = Date.now();
  buttonIn(open, 'Send code')!.click();
  await enterCode(open, await latestCode(email, since));
  const field = await waitFor(
    () => open.querySelector<HTMLInputElement>('input[name="newEmail"]'),
    'the new address field',
  );
  return { element, open, field, email };
}

const fieldError = (open: HTMLElement, field: HTMLInputElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => open.querySelector(`[id="${id}"]`)?.textContent ?? '').join(' ');
};

async function submitAddress(open: HTMLElement, field: HTMLInputElement, value: string) {
  typeInto(field, value);
  buttonIn(open, 'Continue')!.click();
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('user-profile e-mail change', () => {
  it('given a verified user, should refuse bad addresses on the field, then change the address with the code from the new one', async () => {
    const { element, open, field, email } = await openVerified();
    await expectAxeClean(open);
    const events: Array<{ email: string }> = [];
    element.addEventListener('email-changed', (event) => events.push(event.detail));

    await submitAddress(open, field, 'not-an-address');
    await waitFor(
      () => fieldError(open, field).includes('Enter a valid e-mail address.'),
      'invalid',
    );
    check(field.value === 'not-an-address', 'the input is kept');
    check(field.getAttribute('aria-invalid') === 'true', 'aria-invalid');
    await expectAxeClean(open);

    await submitAddress(open, field, email.toUpperCase());
    await waitFor(
      () => fieldError(open, field).includes('This is already your e-mail address.'),
      'same as current',
    );

    await submitAddress(open, field, 'admin@acme.test');
    await waitFor(
      () => fieldError(open, field).includes('already used by another account'),
      'taken (409 from the server)',
    );
    check(String(field.value) === 'admin@acme.test', 'kept after the 409');

    const target = unique('new');
    const since = Date.now();
    await submitAddress(open, field, target);
    await waitFor(() => open.textContent?.includes(`we sent to ${target}`), 'the code step');
    check(/expires at/.test(open.textContent ?? ''), 'says when the code expires');
    await expectAxeClean(open);

    const code = await latestCode(target, since);
    await enterCode(open, code === '000000' ? '111111' : '000000');
    await waitFor(
      () => open.textContent?.includes('Invalid code, please try again.'),
      'wrong code',
    );
    check(
      open.querySelector('[aria-invalid="true"]') !== null,
      'the code cells are marked invalid',
    );
    await expectAxeClean(open);

    await enterCode(open, code);
    await waitFor(() => dialog(element) === null, 'the dialog closes');
    await waitFor(
      () => root(element).querySelector('.up-email')?.textContent === target,
      'the card shows the new address',
    );
    check(events.length === 1 && events[0]!.email === target, 'email-changed with the address');
  });

  it('given an expired code, too many tries, a rate limit and a network failure, should say each on its field', async () => {
    const { open, field } = await openVerified();
    const answers: Array<{ status: number; body: object }> = [
      { status: 400, body: { message: 'x', code: 'code_expired' } },
      { status: 400, body: { message: 'x', code: 'too_many_attempts' } },
    ];
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const next = url.pathname === VERIFY_CHANGE ? answers.shift() : undefined;
      if (next)
        return new Response(JSON.stringify(next.body), {
          status: next.status,
          headers: { 'Content-Type': 'application/json' },
        });
      return originalFetch(input, init);
    };
    await submitAddress(open, field, unique('codes'));
    await waitFor(() => open.textContent?.includes('Enter the 6-digit code we sent'), 'code step');
    await enterCode(open, '123456');
    await waitFor(
      () => open.textContent?.includes('This code has expired. Request a new code.'),
      'expired',
    );
    await expectAxeClean(open);
    await enterCode(open, '123456');
    await waitFor(
      () => open.textContent?.includes('Too many incorrect attempts. Request a new code.'),
      'too many tries',
    );

    // Back to the address: a rate limit on sending shows the server's wait on the address.
    buttonIn(open, 'Use a different address')!.click();
    const again = await waitFor(
      () => open.querySelector<HTMLInputElement>('input[name="newEmail"]'),
      'the address again',
    );
    await addFault({ method: 'POST', path: SEND_CHANGE, status: 429, times: 1 });
    await submitAddress(open, again, unique('limited'));
    await waitFor(() => fieldError(open, again).length > 0, 'rate limited');
    check(again.value.startsWith('wtr-email-limited'), 'the address is kept');

    // Every try dropped: Chromium silently resends a request whose reused connection died.
    await addFault({ method: 'POST', path: SEND_CHANGE, drop: true });
    buttonIn(open, 'Continue')!.click();
    await waitFor(
      () => fieldError(open, again).includes('Could not reach the server'),
      'network failure',
    ).catch((error: Error) => {
      throw new Error(`${error.message}; the field says: ${fieldError(open, again)}`);
    });
    await expectAxeClean(open);
  });
});
