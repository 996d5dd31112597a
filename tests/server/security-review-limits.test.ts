// The security findings of the partner/administrator/attacker review (issue #39, items 5, 7
// and 8; items 1 to 4 are in security-review.test.ts), each pinned by a test that failed before
// its fix. One server for the whole file.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { authorizeUrl, pkcePair } from './sign-in';
import { createOrganization, latestMail, widgetCall, managementCall } from './widgets-fixtures';

const SECRET = 'sk_test_security_review_limits_secret_0123456789';

describe('security review (issue #39): limits, idempotency and decisions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
  });
  afterAll(async () => server?.close());

  const management = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    managementCall(server, SECRET, path, body, headers);

  const widgetToken = async (organizationId: string, scopes: string[], userId?: string) => {
    const minted = await management('/widgets/token', {
      organization_id: organizationId,
      scopes,
      ...(userId ? { user_id: userId } : {}),
    });
    expect(minted.status).toBe(201);
    return ((await minted.json()) as { token: string }).token;
  };

  describe('5. organization-only widget tokens have their own mutation limit', () => {
    it('when one organization spent its limit, should let another organization create keys', async () => {
      const createKey = (token: string, name: string) =>
        widgetCall(server, '/_widgets/ApiKeys/organization-api-keys', {
          token,
          method: 'POST',
          body: { name },
          headers: { 'workos-widgets-type': 'api-keys' },
        });
      const first = await widgetToken(await createOrganization(server, 'Limit One'), [
        'widgets:api-keys:manage',
      ]);
      const second = await widgetToken(await createOrganization(server, 'Limit Two'), [
        'widgets:api-keys:manage',
      ]);
      // The limit is per clock minute: start early in one, so the burst does not straddle two.
      const secondOfMinute = new Date().getSeconds();
      if (secondOfMinute > 20)
        await new Promise((resolve) => setTimeout(resolve, (61 - secondOfMinute) * 1000));
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1)
        statuses.push((await createKey(first, `Key ${index}`)).status);
      expect(statuses.at(-1)).toBe(429);
      expect((await createKey(second, 'Other organization')).status).toBe(201);
    }, 120_000);
  });

  describe('7. the idempotency table keeps no recoverable body hash', () => {
    const storedHashes = async () =>
      (
        await server.ctx.db.query<{ request_hash: string }>(
          "SELECT request_hash FROM idempotency_keys WHERE scope LIKE '%/user_management/users%'",
        )
      ).map((row) => row.request_hash);

    it('when a user is created with a password, should store a keyed hash without the password', async () => {
      const body = { email: 'idempotent-secret@acme.test', password: 'correct-horse-battery' };
      const created = await management('/user_management/users', body, {
        'idempotency-key': 'secret-body-1',
      });
      expect(created.status).toBe(201);
      const [stored] = await storedHashes();
      expect(stored).toBeDefined();
      const unkeyed = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
      expect(stored).not.toBe(unkeyed);
      // The password is not in the hash: the same request with another password is a replay.
      const retried = await management(
        '/user_management/users',
        { ...body, password: 'another-password-2026' },
        { 'idempotency-key': 'secret-body-1' },
      );
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
    });
  });

  describe('8. decisions: throttled key checks, JSON only, bounded challenges, org-only tokens', () => {
    it('when a client keeps presenting wrong secret keys, should answer 429 yet let the right key through', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 22; attempt += 1) {
        const response = await fetch(`${server.url}/organizations`, {
          headers: { authorization: `Bearer sk_wrong_${attempt}_${'x'.repeat(32)}` },
        });
        statuses.push(response.status);
      }
      expect(statuses[0]).toBe(401);
      expect(statuses.at(-1)).toBe(429);
      expect((await management('/organizations')).status).toBe(200);
      await server.ctx.db.query(
        "DELETE FROM management_rate_windows WHERE key_hash LIKE 'failed-key:%'",
      );
    });

    it('when a client keeps presenting a wrong client_secret, should answer 429 with Retry-After', async () => {
      let last: Response | undefined;
      for (let attempt = 0; attempt < 22; attempt += 1) {
        last = await fetch(`${server.url}/user_management/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            grant_type: 'password',
            client_id: server.config.clientId,
            client_secret: `sk_wrong_${attempt}_${'x'.repeat(32)}`,
            email: 'nobody@acme.test',
            password: 'not-a-password',
          }),
        });
      }
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await last!.json()).toMatchObject({ error: 'rate_limit_exceeded' });
      await server.ctx.db.query(
        "DELETE FROM management_rate_windows WHERE key_hash LIKE 'failed-key:%'",
      );
    });

    it('when a management body is form-encoded, should refuse it with 415 and create nothing', async () => {
      const response = await fetch(`${server.url}/organizations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'name=Form+Org',
      });
      expect(response.status).toBe(415);
      expect(
        await server.ctx.db.query("SELECT 1 FROM organizations WHERE name = 'Form Org'"),
      ).toEqual([]);
    });

    it('when one client views the sign-in page many times, should keep at most 20 of its challenges', async () => {
      await server.ctx.db.query('DELETE FROM webauthn_challenges');
      for (let view = 0; view < 25; view += 1)
        await fetch(authorizeUrl(server, { code_challenge: pkcePair().challenge, state: 's' }));
      const [row] = await server.ctx.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM webauthn_challenges WHERE user_id IS NULL',
      );
      expect(Number(row?.n)).toBe(20);
    });

    it('given an organization-only widget token, should invite a user and generate a portal link', async () => {
      const organizationId = await createOrganization(server, 'Org Token Org');
      const token = await widgetToken(organizationId, [
        'widgets:users-table:manage',
        'widgets:sso:manage',
      ]);
      const invited = await widgetCall(server, '/_widgets/UserManagement/invite-user', {
        token,
        method: 'POST',
        body: { email: 'invited-by-org@acme.test', roles: ['member'] },
      });
      expect(invited.status).toBe(200);
      expect((await latestMail(server, 'invited-by-org@acme.test'))?.body).toContain(
        'An administrator invited you',
      );
      const link = await widgetCall(server, '/_widgets/admin-portal/generate-link?intent=sso', {
        token,
        method: 'POST',
      });
      expect(link.status).toBe(200);
      expect(link.body.link).toContain('/admin-portal/');
    });
  });
});
