// Token handling of the widget elements on the built harness bundle: string and function tokens,
// no request before a token, a new token after a 403 (one retry), a new token before `exp`
// without a request, never one call per request. Real test server, plus a page-level fetch
// stand-in where a test needs tokens the server would not sign (near-expiry JWTs).
import '../../dist/harness/harness.js';
import {
  addFault,
  addProbe,
  afterEach,
  apiBase,
  check,
  clearFaults,
  describe,
  it,
  nameText,
  originalFetch,
  removeCreated,
  sleep,
  testToken,
  track,
  waitFor,
} from './support.js';

interface SeenRequest {
  url: string;
  method: string;
  authorization: string | null;
}

/** Records every widget request; `answer` may reply instead of the network. */
function recordFetch(
  answer?: (url: string, method: string) => Response | undefined,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = request?.method ?? init?.method ?? 'GET';
    if (url.includes('/_widgets/')) {
      seen.push({ url, method, authorization: request?.headers.get('authorization') ?? null });
      const answered = answer?.(url, method);
      if (answered) return Promise.resolve(answered);
    }
    return originalFetch(input, init);
  };
  return seen;
}

const profileCalls = (seen: SeenRequest[], method = 'GET') =>
  seen.filter(
    (request) => request.url.endsWith('/_widgets/UserProfile/me') && request.method === method,
  );

function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
  window.__kitHarness!.clearQueryCache(apiBase);
});

describe('widget element tokens', () => {
  it('given authToken as a string property, should send it as the bearer token', async () => {
    const seen = recordFetch();
    const token = await testToken();
    const element = addProbe();
    element.authToken = token;
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile name');
    check(element.authToken === token, 'the authToken getter does not return the string');
    const calls = profileCalls(seen);
    check(calls.length === 1, `expected one profile request, saw ${calls.length}`);
    check(
      calls[0]!.authorization === `Bearer ${token}`,
      `wrong authorization: ${calls[0]!.authorization}`,
    );
  });

  it('given authToken as a function, should call it once for several requests', async () => {
    const seen = recordFetch();
    const token = await testToken();
    let calls = 0;
    const element = addProbe();
    element.authToken = async () => {
      calls += 1;
      return token;
    };
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile name');
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('.probe-save')!;
    for (let round = 1; round <= 3; round += 1) {
      button.click();
      await waitFor(
        () => profileCalls(seen, 'POST').length === round && !button.disabled,
        `save ${round}`,
      );
    }
    check(profileCalls(seen, 'POST').length === 3, 'expected three saves');
    check(calls === 1, `the token function was called ${calls} times for four requests`);
  });

  it('given no token, should send no request until one is set', async () => {
    const seen = recordFetch();
    const element = addProbe();
    await sleep(800);
    check(
      seen.length === 0,
      `a request left without a token: ${seen.map((r) => r.url).join(', ')}`,
    );
    check(
      element.getAttribute('data-state') === 'loading',
      `data-state is ${element.getAttribute('data-state')}`,
    );
    element.authToken = await testToken();
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile after the token arrived');
    check(
      seen.every((request) => request.authorization?.startsWith('Bearer ')),
      'a request without a bearer token',
    );
  });

  it('given a 403, should call the token function again and retry once with the new token', async () => {
    const seen = recordFetch();
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 403, times: 1 });
    const tokens = [await testToken(), await testToken()];
    let calls = 0;
    const element = addProbe();
    element.authToken = () => tokens[Math.min(calls++, 1)]!;
    await waitFor(() => nameText(element) === 'Ada Admin', 'the profile after the retry');
    const gets = profileCalls(seen);
    check(calls === 2, `the token function was called ${calls} times, expected 2`);
    check(gets.length === 2, `expected the request and one retry, saw ${gets.length}`);
    check(
      gets[0]!.authorization === `Bearer ${tokens[0]}`,
      'the first request did not use the first token',
    );
    check(gets[1]!.authorization === `Bearer ${tokens[1]}`, 'the retry did not use the new token');
  });

  it('given a 403 on the retry too, should stop after one retry and show the error', async () => {
    const seen = recordFetch();
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 403 });
    const tokens = [await testToken(), await testToken(), await testToken()];
    let calls = 0;
    const element = addProbe();
    element.authToken = () => tokens[calls++]!;
    await waitFor(() => element.getAttribute('data-state') === 'error', 'the error state');
    await sleep(300);
    const gets = profileCalls(seen);
    check(
      gets.length === 2,
      `expected the request and one retry (no query retry on 4xx), saw ${gets.length}`,
    );
    check(calls === 2, `the token function was called ${calls} times, expected 2`);
  });

  it('given a function returning the same token after a 403, should not resend it', async () => {
    const seen = recordFetch();
    await addFault({ method: 'GET', path: '/_widgets/UserProfile/me', status: 403 });
    const token = await testToken();
    let calls = 0;
    const element = addProbe();
    element.authToken = () => {
      calls += 1;
      return token;
    };
    await waitFor(() => element.getAttribute('data-state') === 'error', 'the error state');
    check(calls === 2, `the token function was called ${calls} times, expected 2`);
    check(profileCalls(seen).length === 1, 'the refused token was sent again');
  });

  it('given a token 32 s from exp, should call the function again before exp (inside the 30 s window) without a request', async () => {
    const fakeBase = 'http://token-expiry.test';
    const profile = {
      id: 'user_1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Expiry',
    };
    const seen = recordFetch((url) =>
      url.startsWith(fakeBase)
        ? new Response(JSON.stringify(profile), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : undefined,
    );
    const issued: string[] = [];
    const element = document.createElement('kit-probe');
    element.setAttribute('api-hostname', 'token-expiry.test');
    element.setAttribute('api-https', 'false');
    document.body.append(element);
    track(element);
    element.authToken = () => {
      const now = Math.floor(Date.now() / 1000);
      const token = fakeJwt({ sub: 'user_1', iat: now - 600, exp: now + 32, n: issued.length });
      issued.push(token);
      return token;
    };
    await waitFor(() => nameText(element) === 'Ada Expiry', 'the profile');
    check(issued.length === 1, `expected one token call at start, saw ${issued.length}`);
    await waitFor(() => issued.length === 2, 'a new token about 30 s before exp', 9000);
    check(profileCalls(seen).length === 1, 'the refresh before expiry sent a request or refetched');
    // The next request uses the new token.
    element.shadowRoot!.querySelector<HTMLButtonElement>('.probe-save')!.click();
    await waitFor(() => profileCalls(seen, 'POST').length === 1, 'the save');
    check(
      profileCalls(seen, 'POST')[0]!.authorization === `Bearer ${issued[1]}`,
      'the save did not use the new token',
    );
    check((issued.length as number) === 2, 'the save asked for another token');
  });
});
