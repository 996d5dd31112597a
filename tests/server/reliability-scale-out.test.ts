// Scale out: two server processes on one PostgreSQL database, requests alternating between them.
// Sign in through one, then refresh, list and invite through the other; attempt counters,
// single-use codes and single-use refresh tokens hold across both. Needs TEST_DATABASE_URL (a
// PostgreSQL server, set up by .ci/run); skipped with the reason printed otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../../scripts/test-server.mjs';
import {
  authorizeUrl,
  codeFromRedirect,
  decodeClaims,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
  refresh,
  signIn,
} from './sign-in';
import type { TestServer } from './test-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log(
    'reliability-scale-out: skipped, no TEST_DATABASE_URL (two processes need one PostgreSQL server; .ci/run sets it up)',
  );
}

const ADMIN = 'admin@acme.test';
const PASSWORD = 'Demo-pass-2026';

describe.skipIf(!databaseUrl)('reliability: two server processes on one PostgreSQL', () => {
  let first: ServerProcess;
  let second: ServerProcess;
  let one: TestServer;
  let two: TestServer;
  let schema: string;

  beforeAll(async () => {
    const pg = (await import('pg')).default;
    schema = `scale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    // One public URL (the load balancer's) for both: tokens name one issuer.
    const publicUrl = 'http://localhost:4420';
    const env = {
      DATABASE_URL: scoped.toString(),
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
    };
    const ports = [await freePort(), await freePort()];
    const urls = ports.map((port) => `http://localhost:${port}`);
    const shared = {
      ...env,
      REDIRECT_URIS: urls.map((url) => `${url}/callback`).join(','),
      ALLOWED_ORIGINS: urls.join(','),
    };
    // The first applies the migrations and seeds; the second then starts on the same schema.
    first = await startServerProcess({ env: shared, port: ports[0] });
    second = await startServerProcess({ env: shared, port: ports[1] });
    const config = { clientId: 'client_loyalty_dashboard' };
    one = { url: first.url, config } as unknown as TestServer;
    two = { url: second.url, config } as unknown as TestServer;
  }, 120_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (!databaseUrl) return;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  const membersOf = (server: TestServer, token: string, search: string) =>
    fetch(
      `${server.url}/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(search)}`,
      {
        headers: {
          authorization: `Bearer ${token}`,
          'workos-widgets-version': '1',
          'workos-widgets-type': 'user-management',
        },
      },
    );

  it('given a sign-in through one, should refresh, list and invite through the other', async () => {
    const session = await signIn(one, ADMIN, PASSWORD);
    const refreshed = await refresh(two, session.refreshToken);
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(decodeClaims(body.access_token).sid).toBe(session.sessionId);

    const listed = await membersOf(two, body.access_token, '');
    expect(listed.status).toBe(200);
    const email = `scale-${Date.now()}@example.com`;
    const invited = await fetch(`${second.url}/_widgets/UserManagement/invite-user`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${body.access_token}`,
        'content-type': 'application/json',
        'workos-widgets-version': '1',
        'workos-widgets-type': 'user-management',
      },
      body: JSON.stringify({ email, roles: ['member'] }),
    });
    expect(invited.status).toBe(200);
    const seen = (await (await membersOf(one, session.accessToken, email)).json()) as {
      data: Array<{ email: string; status: string }>;
    };
    expect(seen.data.map((member) => [member.email, member.status])).toEqual([[email, 'Invited']]);

    // Within the reuse interval, the rotated token answers the same successor on the other
    // process too: the rotation is shared state, not a process's memory.
    const reused = await refresh(one, session.refreshToken);
    expect(reused.status).toBe(200);
    const again = (await reused.json()) as { access_token: string; refresh_token: string };
    expect(again.refresh_token).toBe(body.refresh_token);
  });

  it('given an authorization code issued by one, should exchange it once across both', async () => {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(6).toString('hex');
    const page = await fetch(authorizeUrl(one, { code_challenge: challenge, state }));
    const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
    const posted = await postForm(`${first.url}/user_management/authorize/sign-in`, {
      ...fields,
      email: ADMIN,
      password: PASSWORD,
    });
    const code = await codeFromRedirect(posted, state);
    const [a, b] = await Promise.all([
      exchangeCode(two, code, verifier),
      exchangeCode(one, code, verifier),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });

  it('given failed sign-ins alternating between both, should count them together and refuse the next', async () => {
    const email = 'member@acme.test';
    const attempt = async (server: TestServer, password: string) => {
      const { challenge } = pkcePair();
      const page = await fetch(authorizeUrl(server, { code_challenge: challenge, state: 's' }));
      const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email,
        password,
      });
      return { status: response.status, text: await response.text() };
    };
    for (let index = 0; index < 10; index += 1) {
      const result = await attempt(index % 2 === 0 ? one : two, `wrong-${index}`);
      expect(result.status).not.toBe(303);
      expect(result.text).not.toContain('Too many sign-in attempts');
    }
    for (const server of [one, two]) {
      const refused = await attempt(server, PASSWORD);
      expect(refused.status).not.toBe(303);
      expect(refused.text).toContain('Too many sign-in attempts');
    }
  });
});
