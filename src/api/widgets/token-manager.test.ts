import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenManager } from './token-manager';
import { isWidgetAuthTokenError } from './widget-auth-token-error';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    focus: () => target.dispatchEvent(new Event('focus')),
  };
}

describe('createTokenManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given a string source, should return it without decoding requirements', async () => {
    const tokens = createTokenManager();
    tokens.setSource('opaque');
    await expect(tokens.getToken()).resolves.toBe('opaque');
    await expect(tokens.refresh('opaque')).resolves.toBe('opaque');
  });

  it('given a function source, should call it once for many requests while the token is fresh', async () => {
    const source = vi.fn(async () => jwt({ exp: nowSeconds() + 600, iat: nowSeconds() }));
    const tokens = createTokenManager();
    tokens.setSource(source);
    const results = await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()]);
    await tokens.getToken();
    expect(new Set(results).size).toBe(1);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('given a token within 30 s of exp, should call the function again on the next request', async () => {
    let n = 0;
    const source = vi.fn(() => jwt({ exp: nowSeconds() + 600, iat: nowSeconds(), n: n++ }));
    const tokens = createTokenManager();
    tokens.setSource(source);
    const first = await tokens.getToken();
    vi.setSystemTime(Date.now() + 569_000);
    expect(await tokens.getToken()).toBe(first);
    vi.setSystemTime(Date.now() + 2_000);
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('given a connected manager, should refresh by timer 30 s before exp', async () => {
    const source = vi.fn(() =>
      jwt({ exp: nowSeconds() + 120, iat: nowSeconds(), r: Math.random() }),
    );
    const tokens = createTokenManager();
    const win = fakeWindow();
    const disconnect = tokens.connect(win);
    tokens.setSource(source);
    await tokens.getToken();
    await vi.advanceTimersByTimeAsync(89_000);
    expect(source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(source).toHaveBeenCalledTimes(2);
    disconnect();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('given an expired token, should call the function on window focus, not before', async () => {
    const source = vi.fn(() =>
      jwt({ exp: nowSeconds() + 60, iat: nowSeconds(), r: Math.random() }),
    );
    const tokens = createTokenManager();
    const win = fakeWindow();
    tokens.setSource(source);
    await tokens.getToken();
    // Not connected: no timer; time passes while the tab sleeps.
    tokens.connect(win);
    win.focus();
    expect(source).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    win.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('given a short-lived token, should not ask again on every request', async () => {
    const source = vi.fn(() => jwt({ exp: nowSeconds() + 20, iat: nowSeconds() }));
    const tokens = createTokenManager();
    tokens.setSource(source);
    await tokens.getToken();
    vi.setSystemTime(Date.now() + 5_000);
    await tokens.getToken();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('given concurrent refreshes after a 403, should share one call and skip a second for an already replaced token', async () => {
    let n = 0;
    const source = vi.fn(async () => jwt({ exp: nowSeconds() + 600, n: n++ }));
    const tokens = createTokenManager();
    tokens.setSource(source);
    const refused = await tokens.getToken();
    const [a, b] = await Promise.all([tokens.refresh(refused), tokens.refresh(refused)]);
    expect(a).toBe(b);
    expect(source).toHaveBeenCalledTimes(2);
    await expect(tokens.refresh(refused)).resolves.toBe(a);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('given no source, should wait for one and then use it', async () => {
    const tokens = createTokenManager({ missingTokenTimeoutMs: 2_000 });
    const pending = tokens.getToken();
    await vi.advanceTimersByTimeAsync(1_000);
    tokens.setSource(() => Promise.resolve('late'));
    await expect(pending).resolves.toBe('late');
  });

  it('given no source for the whole timeout, should fail as missing', async () => {
    const tokens = createTokenManager({ missingTokenTimeoutMs: 2_000 });
    const pending = tokens.getToken();
    const assertion = expect(pending).rejects.toSatisfy(
      (error: unknown) => isWidgetAuthTokenError(error) && error.reason === 'missing',
    );
    await vi.advanceTimersByTimeAsync(2_001);
    await assertion;
  });

  it('given a function that throws or returns nothing, should fail as "failed" and try again next time', async () => {
    const source = vi.fn<() => string>().mockImplementationOnce(() => {
      throw new Error('boom');
    });
    source.mockImplementationOnce(() => '');
    source.mockImplementation(() => 'ok');
    const tokens = createTokenManager();
    tokens.setSource(source);
    await expect(tokens.getToken()).rejects.toSatisfy(
      (e: unknown) => isWidgetAuthTokenError(e) && e.reason === 'failed',
    );
    await expect(tokens.getToken()).rejects.toSatisfy(
      (e: unknown) => isWidgetAuthTokenError(e) && e.reason === 'failed',
    );
    await expect(tokens.getToken()).resolves.toBe('ok');
  });

  it('given a new source, should drop the held token and notify subscribers', async () => {
    const tokens = createTokenManager();
    const listener = vi.fn();
    tokens.subscribe(listener);
    tokens.setSource('first');
    await tokens.getToken();
    tokens.setSource('second');
    await expect(tokens.getToken()).resolves.toBe('second');
    expect(tokens.source()).toBe('second');
    expect(listener).toHaveBeenCalled();
  });

  it('given a JWT, should expose its claims', async () => {
    const tokens = createTokenManager();
    tokens.setSource(jwt({ sid: 'session_1', exp: nowSeconds() + 600 }));
    await tokens.getToken();
    expect(tokens.claims()?.sid).toBe('session_1');
  });

  it('given a client clock far ahead of the server, should not call the function in a loop', async () => {
    const serverNow = () => nowSeconds() - 3_600;
    const source = vi.fn(() => jwt({ iat: serverNow(), exp: serverNow() + 300, r: Math.random() }));
    const tokens = createTokenManager();
    tokens.connect(fakeWindow());
    tokens.setSource(source);
    await tokens.getToken();
    await tokens.getToken();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('given a token adopted for the current source, should not call the source for it', async () => {
    const source = vi.fn(async () => 'fresh');
    const tokens = createTokenManager();
    tokens.setSource(source);
    tokens.adopt(Promise.resolve('asked-by-the-loader'));
    expect(await tokens.getToken()).toBe('asked-by-the-loader');
    expect(source).not.toHaveBeenCalled();
  });

  it('given an adopted token that failed, should ask the source instead', async () => {
    const source = vi.fn(async () => 'fresh');
    const tokens = createTokenManager();
    tokens.setSource(source);
    tokens.adopt(Promise.reject(new Error('no token')));
    expect(await tokens.getToken()).toBe('fresh');
    expect(source).toHaveBeenCalledTimes(1);
  });
});
