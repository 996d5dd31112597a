// Cookie mode (pages not on localhost) and the marker cookie, with a recording fetch: what the
// client sends and keeps. The real-server journeys are in tests/server/auth-client-*.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth-client';
import type { AuthEnvironment, KeyValueStorage } from './types';

class Storage implements KeyValueStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify({ sid: 'session_1', exp: Math.floor(Date.now() / 1000) + 300, ...claims })).toString('base64url')}.sig`;

const authResponse = (claims: object = {}) =>
  new Response(
    JSON.stringify({
      user: { id: 'user_1', email: 'a@b.test', external_id: 'ext_1' },
      organization_id: 'org_1',
      access_token: token({ org_id: 'org_1', ...claims }),
      authentication_method: 'Password',
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

function environment(href: string, cookies = '', respond: () => Response = () => authResponse()) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const localStorage = new Storage();
  const env: Partial<AuthEnvironment> = {
    location: { href, hostname: new URL(href).hostname, assign: vi.fn() },
    history: { replaceState: vi.fn() },
    sessionStorage: new Storage(),
    localStorage,
    locks: undefined,
    readCookies: () => cookies,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond();
    }) as typeof fetch,
    setInterval: () => 0,
    clearInterval: () => {},
  };
  return { env, calls, localStorage };
}

const options = {
  clientId: 'client_1',
  apiHostname: 'id.example.com',
  redirectUri: 'https://app.example.com/callback',
};

describe('createAuthClient in cookie mode', () => {
  it('given the session marker cookie on a non-local page, should refresh with credentials and no refresh token in the body', async () => {
    const { env, calls, localStorage } = environment(
      'https://app.example.com/',
      'workos-has-session=1',
    );
    const client = await createAuthClient({ ...options, environment: env });
    expect(client.getState()).toBe('authenticated');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://id.example.com/user_management/authenticate');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'client_1',
    });
    expect(localStorage.items.size).toBe(0);
  });

  it('given no marker cookie, should not call the server and stay initial', async () => {
    const { env, calls } = environment('https://app.example.com/');
    const client = await createAuthClient({ ...options, environment: env });
    expect(client.getState()).toBe('initial');
    expect(calls).toHaveLength(0);
  });

  it('given devMode asked for on a non-local page, should warn and still use cookie mode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env, calls, localStorage } = environment(
      'https://app.example.com/',
      'workos-has-session=client_1',
    );
    await createAuthClient({ ...options, devMode: true, environment: env });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/devMode is honoured only on localhost/),
    );
    expect(calls[0]!.init.credentials).toBe('include');
    expect(localStorage.items.size).toBe(0);
    warn.mockRestore();
  });

  it('given a rejected silent refresh, should enter error and call the failure handler once', async () => {
    const onRefreshFailure = vi.fn();
    const { env } = environment(
      'https://app.example.com/',
      'workos-has-session=1',
      () =>
        new Response(
          JSON.stringify({
            error: 'invalid_grant',
            error_description: 'The refresh token is invalid',
          }),
          { status: 400 },
        ),
    );
    const client = await createAuthClient({ ...options, environment: env, onRefreshFailure });
    expect(client.getState()).toBe('error');
    expect(onRefreshFailure).toHaveBeenCalledTimes(1);
    expect(onRefreshFailure.mock.calls[0]![0].error.message).toBe('The refresh token is invalid');
  });

  it('given a network failure on the silent refresh, should not call the failure handler', async () => {
    const onRefreshFailure = vi.fn();
    const { env } = environment('https://app.example.com/', 'workos-has-session=1', () => {
      throw new TypeError('Failed to fetch');
    });
    const client = await createAuthClient({ ...options, environment: env, onRefreshFailure });
    expect(onRefreshFailure).not.toHaveBeenCalled();
    expect(client.getState()).toBe('error');
  });

  it('should report every state change with the user and organization', async () => {
    const states: string[] = [];
    const { env } = environment('https://app.example.com/', 'workos-has-session=1');
    const client = await createAuthClient({
      ...options,
      environment: env,
      onStateChange: (snapshot) => states.push(snapshot.state),
    });
    expect(states).toEqual(['authenticating', 'authenticated']);
    expect(client.getSnapshot()).toMatchObject({
      organizationId: 'org_1',
      user: { email: 'a@b.test', externalId: 'ext_1' },
    });
  });
});

describe('createAuthClient on a fresh load in dev mode', () => {
  const storeSession = (localStorage: Storage) =>
    localStorage.setItem(
      'loyalty-auth:session',
      JSON.stringify({
        user: { id: 'user_1', email: 'a@b.test', externalId: 'ext_1' },
        organizationId: 'org_1',
        accessToken: token({ org_id: 'org_1' }),
        refreshToken: 'stored-refresh-token',
      }),
    );

  it('given a stored session with a fresh access token, should still ask the server with the stored refresh token', async () => {
    const { env, calls, localStorage } = environment('http://localhost:4000/settings');
    storeSession(localStorage);
    const client = await createAuthClient({ ...options, environment: env });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'stored-refresh-token',
    });
    expect(client.getState()).toBe('authenticated');
  });

  it('given a stored session that ended elsewhere, should end up signed out and call the failure handler', async () => {
    const onRefreshFailure = vi.fn();
    const { env, localStorage } = environment(
      'http://localhost:4000/settings',
      '',
      () =>
        new Response(
          JSON.stringify({ error: 'invalid_grant', error_description: 'Session has ended' }),
          { status: 400 },
        ),
    );
    storeSession(localStorage);
    const client = await createAuthClient({ ...options, environment: env, onRefreshFailure });
    expect(client.getState()).toBe('error');
    expect(client.getSnapshot().user).toBeNull();
    expect(localStorage.items.has('loyalty-auth:session')).toBe(false);
    expect(onRefreshFailure).toHaveBeenCalledTimes(1);
  });
});
