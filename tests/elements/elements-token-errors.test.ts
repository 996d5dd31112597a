// Token failures on the built harness bundle, each with its own message and `error` event kind:
// an expired token, an ended session, a token the server cannot verify, and a token function
// that throws (its own message in the event's detail, asked again in the background until it
// works, as a passing network failure is).
import '../../dist/harness/harness.js';
import {
  addProbe,
  afterEach,
  apiBase,
  check,
  describe,
  it,
  nameText,
  originalFetch,
  removeCreated,
  testToken,
  waitFor,
} from './support.js';

interface ErrorDetail {
  message?: string;
  kind?: string;
  cause?: string;
}

const fallback = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part="error"]') ?? null;

function recordErrors(element: HTMLElement): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  element.addEventListener('error', (event) =>
    details.push((event as unknown as CustomEvent<ErrorDetail>).detail),
  );
  return details;
}

/** Answers every widget call with `status` and `body`, as the server does for that case. */
function answerWidgetCalls(status: number, body: Record<string, string>): void {
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/_widgets/')) {
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    return originalFetch(input, init);
  };
}

afterEach(() => {
  window.fetch = originalFetch;
  removeCreated();
  window.__kitHarness!.clearQueryCache(apiBase);
});

describe('widget element token errors', () => {
  it('given an expired token (403 "Access token expired"), should say it expired, not incorrect permissions', async () => {
    answerWidgetCalls(403, { message: 'Access token expired', code: 'token_expired' });
    const element = addProbe();
    const errors = recordErrors(element);
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(!shown.textContent?.includes('Incorrect permissions'), `said: ${shown.textContent}`);
    check(shown.textContent?.includes('has expired'), `said: ${shown.textContent}`);
    check(errors[0]?.kind === 'token-expired', `event: ${JSON.stringify(errors)}`);
  });

  it('given an ended session (401 "Session has ended"), should say the session ended', async () => {
    answerWidgetCalls(401, { message: 'Session has ended', code: 'session_ended' });
    const element = addProbe();
    const errors = recordErrors(element);
    element.authToken = await testToken();
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(shown.textContent?.includes('Your session has ended'), `said: ${shown.textContent}`);
    check(!shown.textContent?.includes('forgot'), `said: ${shown.textContent}`);
    check(errors[0]?.kind === 'session-ended', `event: ${JSON.stringify(errors)}`);
  });

  it('given a malformed token, should say the token is not valid (the real server refuses it)', async () => {
    const element = addProbe();
    const errors = recordErrors(element);
    element.authToken = 'not-a-jwt';
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(shown.textContent?.includes('is not valid'), `said: ${shown.textContent}`);
    check(!shown.textContent?.includes('forgot'), `said: ${shown.textContent}`);
    check(errors[0]?.kind === 'token-invalid', `event: ${JSON.stringify(errors)}`);
  });

  it('given a token function that rejects, should report its message and recover once it works, unaided', async () => {
    const token = await testToken();
    let calls = 0;
    let failing = true;
    const element = addProbe();
    const errors = recordErrors(element);
    element.authToken = () => {
      calls += 1;
      return failing ? Promise.reject(new Error('Partner sign-in is offline')) : token;
    };
    const shown = await waitFor(() => fallback(element), 'the fallback');
    check(
      shown.textContent?.includes('could not provide an access token'),
      `said: ${shown.textContent}`,
    );
    check(!shown.textContent?.includes('forgot'), `said: ${shown.textContent}`);
    check(
      errors[0]?.kind === 'token-source-failed' &&
        errors[0]?.cause === 'Partner sign-in is offline',
      `event: ${JSON.stringify(errors)}`,
    );
    // Asked again in the background (every 5 s), without a click on Retry.
    const before = calls;
    await waitFor(() => calls > before, 'the token function called again', 8000);
    failing = false;
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile, unaided', 12000);
    check(fallback(element) === null, 'the fallback is gone');
  });
});
