// The auth client against the real identity server: hosted sign-in, code exchange, refresh,
// organization switch, failures and sign-out, driven through fake browser tabs.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthClient, getClaims, type AuthClient } from '../../src/api/auth';
import { seed } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './test-server';
import {
  completeHostedSignIn,
  fakeTab,
  MemoryStorage,
  type FakeTabOptions,
} from './auth-client-fake-tab';

const CLIENT_ID = 'client_loyalty_dashboard';
const PASSWORD = 'Demo-pass-2026';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.ctx);
});
afterAll(async () => {
  await server?.close();
});

const clientFor = (
  tab: ReturnType<typeof fakeTab>,
  extra: Parameters<typeof createAuthClient>[0] extends infer O ? Partial<O> : never = {},
) =>
  createAuthClient({
    clientId: CLIENT_ID,
    apiHostname: new URL(server.url).host,
    https: false,
    redirectUri: `${server.url}/callback`,
    environment: tab.environment,
    ...extra,
  });

/** Signs in through the hosted page; returns the client on the callback page and that tab. */
async function signedIn(email = 'admin@acme.test', tabOptions: Partial<FakeTabOptions> = {}) {
  const sessionStorage = new MemoryStorage();
  const start = fakeTab({ href: `${server.url}/settings`, sessionStorage, ...tabOptions });
  const before = await clientFor(start);
  await before.signIn({ state: { returnTo: '/settings' } });
  before.dispose();
  const callbackUrl = await completeHostedSignIn(start.assigned[0]!, email, PASSWORD);
  const tab = fakeTab({ href: callbackUrl, sessionStorage, ...tabOptions });
  const client = await clientFor(tab);
  return { client, tab, authorizeUrl: start.assigned[0]! };
}

async function verify(accessToken: string) {
  const keys = createRemoteJWKSet(new URL(`${server.url}/sso/jwks/${CLIENT_ID}`));
  return (await jwtVerify(accessToken, keys)).payload;
}

describe('auth client against the identity server', () => {
  it('given no client id, should reject with Missing Client ID', async () => {
    await expect(
      createAuthClient({ clientId: '', redirectUri: 'http://x/callback' }),
    ).rejects.toThrow('Missing Client ID');
  });

  it('given no session, should stay initial and refuse to hand out a token', async () => {
    const tab = fakeTab({ href: `${server.url}/` });
    const client = await clientFor(tab);
    expect(client.getState()).toBe('initial');
    expect(tab.authenticateCalls).toHaveLength(0);
    await expect(client.getAccessToken()).rejects.toThrow('No access token available');
  });

  it('given sign-in, should send a PKCE S256 authorize request with the authkit provider and the state', async () => {
    const tab = fakeTab({ href: `${server.url}/` });
    const client = await clientFor(tab);
    await client.signIn({ state: { returnTo: '/x' }, loginHint: 'admin@acme.test' });
    const url = new URL(tab.assigned[0]!);
    expect(url.pathname).toBe('/user_management/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('provider')).toBe('authkit');
    expect(url.searchParams.get('screen_hint')).toBe('sign-in');
    expect(url.searchParams.get('login_hint')).toBe('admin@acme.test');
    expect(JSON.parse(url.searchParams.get('state')!)).toEqual({ returnTo: '/x' });
    expect(tab.sessionStorage.getItem('loyalty-auth:code-verifier')).toMatch(/^[\w-]{43}$/);
  });

  it('given the callback with a code, should exchange it, clean the query string keeping the path and return the state', async () => {
    const { client, tab } = await signedIn();
    expect(client.getState()).toBe('authenticated');
    expect(client.getUser()?.email).toBe('admin@acme.test');
    expect(tab.href()).toBe(`${server.url}/callback`);
    expect(client.getRedirectState()).toEqual({ returnTo: '/settings' });
    expect(tab.sessionStorage.getItem('loyalty-auth:code-verifier')).toBeNull();
    const claims = await verify(await client.getAccessToken());
    expect(claims.org_id).toBeTruthy();
    expect(client.getSnapshot().organizationId).toBe(claims.org_id);
    client.dispose();
  });

  it('given a code but no stored verifier, should enter error and warn about CSRF', async () => {
    const start = fakeTab({ href: `${server.url}/` });
    await (await clientFor(start)).signIn();
    const callbackUrl = await completeHostedSignIn(
      start.assigned[0]!,
      'member@acme.test',
      PASSWORD,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tab = fakeTab({ href: callbackUrl }); // a fresh sessionStorage: no verifier
    const client = await clientFor(tab);
    expect(client.getState()).toBe('error');
    expect(tab.authenticateCalls).toHaveLength(0);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/CSRF/);
    expect(tab.href()).toBe(`${server.url}/callback`);
    warn.mockRestore();
  });

  it('given a token near expiry, should refresh it in getAccessToken and rotate the refresh token', async () => {
    let now = Date.now();
    const { client, tab } = await signedIn('member@acme.test', { now: () => now });
    const first = await client.getAccessToken();
    now = getClaims(first).exp! * 1000 - 5_000;
    const second = await client.getAccessToken();
    expect(second).not.toBe(first);
    expect(tab.authenticateCalls.map((call) => call.grant_type)).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    expect(tab.authenticateCalls[1]!.refresh_token).toBeTruthy();
    expect((await verify(second)).sub).toBe(getClaims(first).sub);
    client.dispose();
  });

  it('given an organization switch, should refresh with organization_id and carry the new org_id', async () => {
    const { client, tab } = await signedIn('admin@acme.test');
    const [globex] = await server.ctx.db.query<{ id: string }>(
      "SELECT id FROM organizations WHERE name = 'Globex Rewards'",
    );
    const before = getClaims(await client.getAccessToken()).org_id;
    expect(before).not.toBe(globex!.id);
    await client.switchToOrganization(globex!.id);
    expect(tab.authenticateCalls.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      organization_id: globex!.id,
    });
    expect(getClaims(await client.getAccessToken()).org_id).toBe(globex!.id);
    expect(client.getSnapshot().organizationId).toBe(globex!.id);
    client.dispose();
  });

  it('given a transient failure, should keep the session and succeed on the next attempt', async () => {
    const { client, tab } = await signedIn('member@acme.test');
    const token = await client.getAccessToken();
    await fetch(`${server.url}/_test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/user_management/authenticate',
        status: 503,
        times: 1,
      }),
    });
    await expect(client.refreshSession()).rejects.toMatchObject({ transient: true });
    expect(client.getState()).toBe('authenticated');
    expect(await client.getAccessToken()).toBe(token);
    await client.refreshSession();
    expect(await client.getAccessToken()).not.toBe(token);
    expect(
      tab.authenticateCalls.filter((call) => call.grant_type === 'refresh_token'),
    ).toHaveLength(2);
    client.dispose();
  });

  it('given a rejected refresh, should clear the session, call the failure handler and enter error', async () => {
    const { tab } = await signedIn('member@acme.test');
    const onRefreshFailure = vi.fn();
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A new "page load" of the same tab (stored session) whose refresh token is already spent.
    const stored = JSON.parse(tab.environment.localStorage!.getItem('loyalty-auth:session')!);
    const client = await clientFor(
      fakeTab({
        href: `${server.url}/`,
        localStorage: tab.environment.localStorage as MemoryStorage,
      }),
      {
        onRefreshFailure,
      },
    );
    await client.refreshSession({ force: true });
    // Spent longer ago than the reuse interval (within it the same successor pair comes back).
    await server.ctx.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    tab.environment.localStorage!.setItem('loyalty-auth:session', JSON.stringify(stored)); // the spent token again
    await expect(client.refreshSession({ force: true })).rejects.toThrow(/already been used/);
    expect(client.getState()).toBe('error');
    expect(onRefreshFailure).toHaveBeenCalledTimes(1);
    expect(tab.environment.localStorage!.getItem('loyalty-auth:session')).toBeNull();
    await expect(client.getAccessToken()).rejects.toThrow('No access token available');
    errorLog.mockRestore();
    client.dispose();
  });

  it('given sign-out, should go to the logout URL with the session id and return target, ending the session', async () => {
    const { client, tab } = await signedIn('member@acme.test');
    const sid = getClaims(await client.getAccessToken()).sid!;
    const refreshToken = JSON.parse(
      tab.environment.localStorage!.getItem('loyalty-auth:session')!,
    ).refreshToken;
    client.signOut({ returnTo: `${server.url}/login` });
    const logout = new URL(tab.assigned.at(-1)!);
    expect(logout.pathname).toBe('/user_management/sessions/logout');
    expect(logout.searchParams.get('session_id')).toBe(sid);
    expect(logout.searchParams.get('return_to')).toBe(`${server.url}/login`);
    expect(tab.environment.localStorage!.getItem('loyalty-auth:session')).toBeNull();
    expect(client.getState()).toBe('initial');
    const followed = await fetch(logout, { redirect: 'manual' });
    expect([302, 303]).toContain(followed.status);
    const refresh = await fetch(`${server.url}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: refreshToken,
      }),
    });
    expect(refresh.status).toBe(400);
    client.dispose();
  });
});

export type { AuthClient };
