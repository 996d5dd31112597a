// Two "tabs" of the auth client sharing localStorage and one Web Locks implementation, against
// the real identity server: refreshes are serialized and a rotated refresh token is never reused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthClient, getClaims } from '../../src/api/auth';
import { seed } from '../../server/seed/seed';
import { startTestServer, type TestServer } from './test-server';
import {
  completeHostedSignIn,
  fakeTab,
  FakeLocks,
  MemoryStorage,
  type FakeTab,
} from './auth-client-fake-tab';

const CLIENT_ID = 'client_loyalty_dashboard';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.ctx);
});
afterAll(async () => {
  await server?.close();
});

const clientFor = (tab: FakeTab, lockTimeoutMs?: number) =>
  createAuthClient({
    clientId: CLIENT_ID,
    apiHostname: new URL(server.url).host,
    https: false,
    redirectUri: `${server.url}/callback`,
    environment: tab.environment,
    ...(lockTimeoutMs ? { lockTimeoutMs } : {}),
  });

/** Signs in in a first tab; returns what a second tab opened afterwards shares with it. */
async function signedInBrowser(now: () => number) {
  const localStorage = new MemoryStorage();
  const locks = new FakeLocks();
  const sessionStorage = new MemoryStorage();
  const start = fakeTab({ href: `${server.url}/`, localStorage, sessionStorage, locks, now });
  await (await clientFor(start)).signIn();
  const callbackUrl = await completeHostedSignIn(
    start.assigned[0]!,
    'member@acme.test',
    'Demo-pass-2026',
  );
  const tabA = fakeTab({ href: callbackUrl, localStorage, sessionStorage, locks, now });
  const clientA = await clientFor(tabA);
  return { localStorage, locks, tabA, clientA };
}

async function settings(body: Record<string, number>) {
  const response = await fetch(`${server.url}/_test/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

describe('auth client in two tabs', () => {
  it('given a second tab opened after sign-in, should ask the server once (never adopt the stored token unasked) and leave the first tab working', async () => {
    const { localStorage, locks, tabA, clientA } = await signedInBrowser(() => Date.now());
    const tabB = fakeTab({ href: `${server.url}/`, localStorage, locks });
    const clientB = await clientFor(tabB);
    expect(clientB.getState()).toBe('authenticated');
    expect(tabB.authenticateCalls.map((call) => call.grant_type)).toEqual(['refresh_token']);
    // Tab A refreshes later with the refresh token tab B stored, not the one B spent.
    const rotatedByB = JSON.parse(localStorage.getItem('loyalty-auth:session')!).refreshToken;
    expect(rotatedByB).not.toBe(tabB.authenticateCalls[0]!.refresh_token);
    await clientA.refreshSession({ force: true });
    expect(clientA.getState()).toBe('authenticated');
    expect(tabA.authenticateCalls.at(-1)?.refresh_token).toBe(rotatedByB);
  });

  it('given a session ended elsewhere, should not start a new tab signed in with the stored token', async () => {
    const { localStorage, locks, clientA } = await signedInBrowser(() => Date.now());
    const sessionId = getClaims(await clientA.getAccessToken()).sid!;
    await server.ctx.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [sessionId]);
    const tabB = fakeTab({ href: `${server.url}/`, localStorage, locks });
    const clientB = await clientFor(tabB);
    expect(clientB.getState()).toBe('error');
    expect(clientB.getUser()).toBeNull();
    await expect(clientB.getAccessToken()).rejects.toThrow();
  });

  it('given both tabs refreshing at once, should send exactly one refresh request and end with the same valid token', async () => {
    // Short-lived tokens so both tabs reach the 10 s refresh buffer on the real clock.
    await settings({ accessTokenTtlSeconds: 13 });
    try {
      const { localStorage, locks, tabA, clientA } = await signedInBrowser(() => Date.now());
      const tabB = fakeTab({ href: `${server.url}/`, localStorage, locks });
      const clientB = await clientFor(tabB);
      // Tab B refreshed on load: wait until both tabs' tokens are within the buffer.
      const original = await clientB.getAccessToken();
      const dueAt =
        Math.max(getClaims(await clientA.getAccessToken()).exp!, getClaims(original).exp!) * 1000 -
        10_000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now()) + 50));

      const [tokenA, tokenB] = await Promise.all([
        clientA.getAccessToken(),
        clientB.getAccessToken(),
      ]);

      const refreshes = [...tabA.authenticateCalls, ...tabB.authenticateCalls.slice(1)].filter(
        (call) => call.grant_type === 'refresh_token',
      );
      expect(refreshes).toHaveLength(1);
      expect(tokenA).toBe(tokenB);
      expect(tokenA).not.toBe(original);
      // The winner stored the rotated refresh token; the server still accepts it (nobody reused it).
      const stored = JSON.parse(localStorage.getItem('loyalty-auth:session')!);
      const response = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'refresh_token',
          client_id: CLIENT_ID,
          refresh_token: stored.refreshToken,
        }),
      });
      expect(response.status).toBe(200);
    } finally {
      await settings({ accessTokenTtlSeconds: 300 });
    }
  });

  it('given a tab that waited while the other forced a refresh, should use the re-read refresh token, not the rotated one', async () => {
    const { localStorage, locks, tabA, clientA } = await signedInBrowser(() => Date.now());
    const tabB = fakeTab({ href: `${server.url}/`, localStorage, locks });
    const clientB = await clientFor(tabB);
    const spent = JSON.parse(localStorage.getItem('loyalty-auth:session')!).refreshToken;

    await Promise.all([
      clientA.refreshSession({ force: true }),
      clientB.refreshSession({ force: true }),
    ]);

    expect(clientA.getState()).toBe('authenticated');
    expect(clientB.getState()).toBe('authenticated');
    // Tab B's own refresh on load is not part of this race.
    const sent = [...tabA.authenticateCalls, ...tabB.authenticateCalls.slice(1)]
      .filter((call) => call.grant_type === 'refresh_token')
      .map((call) => call.refresh_token);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(spent);
    expect(sent[1]).not.toBe(spent);
  });

  it('given a lock that is never granted, should refresh without it after the timeout', async () => {
    const { localStorage, locks, clientA } = await signedInBrowser(() => Date.now());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    locks.stuck = true;
    const tabB = fakeTab({ href: `${server.url}/`, localStorage, locks });
    // Its refresh on load already waits out the lock once.
    const clientB = await clientFor(tabB, 200);
    const started = Date.now();
    await clientB.refreshSession({ force: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(clientB.getState()).toBe('authenticated');
    expect(
      tabB.authenticateCalls.filter((call) => call.grant_type === 'refresh_token'),
    ).toHaveLength(2);
    expect(await clientB.getAccessToken()).not.toBe(await clientA.getAccessToken());
    expect(warn.mock.calls.flat().join(' ')).toMatch(/lock timed out/i);
    warn.mockRestore();
  });
});
