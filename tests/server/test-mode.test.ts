// Test-mode controls (team conventions) and the dev mail pages: present in test mode, absent
// in development (except the mail pages) and in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestTxtRecords } from '../../server/domain/txt-resolver';
import { authorizeUrl, pkcePair } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('test mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
  });
  afterAll(async () => server.close());

  const memberships = (token: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/idp/organization-memberships`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  describe('given POST /_test/token', () => {
    it('when the user is seeded, should return real tokens that the API accepts', async () => {
      const response = await fetch(`${server.url}/_test/token`, json({ email: 'admin@acme.test' }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        accessToken: string;
        refreshToken: string;
        sessionId: string;
        user: { email: string };
      };
      expect(body.user.email).toBe('admin@acme.test');
      expect(body.sessionId).toMatch(/^session_/);
      expect((await memberships(body.accessToken)).status).toBe(200);
    });

    it('when the user is new, should create it; when the organization is not theirs, should answer 400', async () => {
      const created = await fetch(`${server.url}/_test/token`, json({ email: 'fresh@test.test' }));
      expect(created.status).toBe(200);
      const [acme] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Acme Loyalty'",
      );
      const refused = await fetch(
        `${server.url}/_test/token`,
        json({ email: 'fresh@test.test', organizationId: acme?.id }),
      );
      expect(refused.status).toBe(400);
      const missing = await fetch(`${server.url}/_test/token`, json({}));
      expect(missing.status).toBe(400);
    });
  });

  describe('given POST /_test/faults', () => {
    let token: string;
    beforeAll(async () => {
      token = (
        (await (
          await fetch(`${server.url}/_test/token`, json({ email: 'member@acme.test' }))
        ).json()) as {
          accessToken: string;
        }
      ).accessToken;
    });

    it('when a status fault has times 1, should fail exactly one matching request, with CORS headers', async () => {
      const created = await fetch(
        `${server.url}/_test/faults`,
        json({ method: 'GET', path: '/api/idp/', status: 503, times: 1 }),
      );
      expect(((await created.json()) as { id: string }).id).toMatch(/^fault_/);
      const failed = await memberships(token, { origin: server.url });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('access-control-allow-origin')).toBe(server.url);
      expect(await failed.json()).toMatchObject({ code: 'injected_fault' });
      expect((await memberships(token)).status).toBe(200);
    });

    it('when a latency fault is set, should delay the request and then answer normally', async () => {
      await fetch(
        `${server.url}/_test/faults`,
        json({ method: '*', path: '/api/idp/organization-memberships', latencyMs: 300, times: 1 }),
      );
      const started = Date.now();
      const response = await memberships(token);
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('when a drop fault is set, should drop the connection until the faults are cleared', async () => {
      await fetch(
        `${server.url}/_test/faults`,
        json({ method: 'GET', path: '/api/idp/organization-memberships', drop: true }),
      );
      await expect(memberships(token)).rejects.toThrow();
      await expect(memberships(token)).rejects.toThrow();
      expect((await fetch(`${server.url}/_test/faults`, { method: 'DELETE' })).status).toBe(204);
      expect((await memberships(token)).status).toBe(200);
    });

    it('when the fault is malformed, should answer 400 naming the field', async () => {
      const response = await fetch(
        `${server.url}/_test/faults`,
        json({ method: 'GET', path: '/x', status: 42 }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('status');
    });

    it('when the fault targets the identity provider, should answer in its error shape', async () => {
      await fetch(
        `${server.url}/_test/faults`,
        json({ method: 'POST', path: '/user_management/authenticate', status: 500, times: 1 }),
      );
      const response = await fetch(
        `${server.url}/user_management/authenticate`,
        json({ grant_type: 'refresh_token', client_id: 'x' }),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: 'injected_fault' });
    });
  });

  describe('given /_test/settings and /_test/dns', () => {
    it('should merge settings and reject invalid values', async () => {
      const first = await fetch(
        `${server.url}/_test/settings`,
        json({ userProvisioningDelayMs: 10 }),
      );
      expect(await first.json()).toMatchObject({
        userProvisioningDelayMs: 10,
        organizationProvisioningDelayMs: 4000,
      });
      const second = await fetch(
        `${server.url}/_test/settings`,
        json({ accessTokenTtlSeconds: 60 }),
      );
      expect(await second.json()).toMatchObject({
        userProvisioningDelayMs: 10,
        accessTokenTtlSeconds: 60,
      });
      expect(
        (await fetch(`${server.url}/_test/settings`, json({ accessTokenTtlSeconds: -1 }))).status,
      ).toBe(400);
      expect((await fetch(`${server.url}/_test/settings`, json({ other: 1 }))).status).toBe(400);
    });

    it('should store TXT records for the domain-verification resolver', async () => {
      const response = await fetch(
        `${server.url}/_test/dns`,
        json({ name: '_verify.Example.com.', values: ['token=abc'] }),
      );
      expect(response.status).toBe(204);
      expect(await getTestTxtRecords(server.ctx.db, '_verify.example.com')).toEqual(['token=abc']);
      expect(await getTestTxtRecords(server.ctx.db, 'other.example.com')).toBeUndefined();
    });
  });

  describe('given POST /_test/organization-settings', () => {
    it('should switch multiple roles on for an organization and refuse unknown ones', async () => {
      const [acme] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Acme Loyalty'",
      );
      const enabled = await fetch(
        `${server.url}/_test/organization-settings`,
        json({ organizationId: acme!.id, multipleRolesEnabled: true }),
      );
      expect(await enabled.json()).toEqual({
        organizationId: acme!.id,
        multipleRolesEnabled: true,
      });
      const [row] = await server.ctx.db.query<{ multiple_roles_enabled: boolean }>(
        'SELECT multiple_roles_enabled FROM organizations WHERE id = $1',
        [acme!.id],
      );
      expect(row!.multiple_roles_enabled).toBe(true);
      const unknown = await fetch(
        `${server.url}/_test/organization-settings`,
        json({ organizationId: 'org_missing', multipleRolesEnabled: true }),
      );
      expect(unknown.status).toBe(404);
      const invalid = await fetch(
        `${server.url}/_test/organization-settings`,
        json({ organizationId: acme!.id, multipleRolesEnabled: 'yes' }),
      );
      expect(invalid.status).toBe(400);
    });
  });

  describe('given the mail outbox', () => {
    it('should list mails newest first as JSON, filtered by recipient, and escape them in HTML', async () => {
      await server.ctx.mailer.send(server.ctx.db, {
        to: 'a@x.test',
        subject: 'First',
        body: 'code 111111',
        kind: 'other',
      });
      await server.ctx.mailer.send(server.ctx.db, {
        to: 'b@x.test',
        subject: '<b>Hi</b>',
        body: 'x',
        kind: 'invitation',
      });
      // Newest first is by time: ids are random, so two mails in one millisecond have no order.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.ctx.mailer.send(server.ctx.db, {
        to: 'a@x.test',
        subject: 'Second',
        body: 'code 222222',
        kind: 'other',
      });
      const { data } = (await (await fetch(`${server.url}/_dev/mail.json?to=A@x.test`)).json()) as {
        data: { to: string; subject: string; createdAt: string }[];
      };
      expect(data.map((mail) => mail.subject)).toEqual(['Second', 'First']);
      expect(data[0]).toMatchObject({
        to: 'a@x.test',
        body: 'code 222222',
        kind: 'other',
        createdAt: expect.any(String),
      });
      const page = await (await fetch(`${server.url}/_dev/mail`)).text();
      expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;');
      expect(page).not.toContain('<b>Hi</b>');
    });
  });
});

describe.each([
  ['development', { mode: 'development' as const }, 200, true],
  ['production', { mode: 'production' as const, demoMode: false }, 404, false],
])('given a server in %s mode', (_mode, overrides, mailStatus, showsDemo) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(overrides, { seed: true });
  });

  it(`should ${showsDemo ? '' : 'not '}offer demo sign-ins on the sign-in page`, async () => {
    const { challenge } = pkcePair();
    const page = await (await fetch(authorizeUrl(server, { code_challenge: challenge }))).text();
    expect(page.includes('Demo accounts')).toBe(showsDemo);
    expect(page.includes('Demo-pass-2026')).toBe(showsDemo);
  });
  afterAll(async () => server.close());

  it('should have no test routes at all', async () => {
    for (const path of ['/_test/token', '/_test/faults', '/_test/settings', '/_test/dns']) {
      const response = await fetch(`${server.url}${path}`, json({}));
      expect(response.status, path).toBe(404);
    }
  });

  it(`should answer ${mailStatus} for the mail outbox`, async () => {
    expect((await fetch(`${server.url}/_dev/mail.json`)).status).toBe(mailStatus);
    expect((await fetch(`${server.url}/_dev/mail`)).status).toBe(mailStatus);
  });
});
