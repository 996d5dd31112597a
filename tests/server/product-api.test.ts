// The product API under /api over real HTTP: bearer checks, organization creation rules,
// duplicate codes, the caller's memberships and lazy provisioning.
import { SignJWT, generateKeyPair, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/domain/demo-accounts';
import { decodeClaims, refresh, signIn } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

interface Organization {
  organizationId: string;
  name: string;
  code: string;
  tier: string;
  organizationEnvironments: {
    organizationEnvironmentId: string;
    idpOrganizationId: string | null;
  }[];
}

describe('product API', () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
    adminToken = (await signIn(server, 'admin@acme.test', DEMO_PASSWORD)).accessToken;
  });
  afterAll(async () => server.close());

  const api = (
    path: string,
    token: string | undefined,
    init: { method?: string; body?: unknown } = {},
  ) =>
    fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
  const settings = (body: object) =>
    fetch(`${server.url}/_test/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  describe('given the bearer token', () => {
    it('when missing, should answer 401 in the envelope', async () => {
      const response = await api('/idp/organization-memberships', undefined);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'No access token provided',
        code: 'unauthorized',
        details: null,
      });
    });

    it('when it uses alg none, should answer 401', async () => {
      const payload = Buffer.from(JSON.stringify(decodeClaims(adminToken))).toString('base64url');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const response = await api('/idp/organization-memberships', `${header}.${payload}.`);
      expect(response.status).toBe(401);
    });

    it('when signed by a foreign key, even under our kid, should answer 401', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const { kid } = decodeProtectedHeader(adminToken);
      const forged = await new SignJWT(decodeClaims(adminToken))
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(privateKey);
      const response = await api('/idp/organization-memberships', forged);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('Invalid access token');
    });

    it('when it is garbage, should answer 401', async () => {
      expect((await api('/idp/organization-memberships', 'not.a.jwt')).status).toBe(401);
    });

    it('when it has expired, should answer 401 with code token_expired', async () => {
      await settings({ accessTokenTtlSeconds: 1 });
      const { accessToken } = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      await settings({ accessTokenTtlSeconds: 300 });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await api('/idp/organization-memberships', accessToken);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'token_expired' });
    });

    it('when its session has ended, should answer 401', async () => {
      const { accessToken, sessionId } = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      await fetch(`${server.url}/user_management/sessions/logout?session_id=${sessionId}`);
      expect((await api('/idp/organization-memberships', accessToken)).status).toBe(401);
    });
  });

  describe('given POST /organizations', () => {
    it.each([
      ['name', { code: 'OK_1', tier: 'BASE' }],
      ['name', { name: '   ', code: 'OK_1', tier: 'BASE' }],
      ['code', { name: 'Ok', tier: 'BASE' }],
      ['code', { name: 'Ok', code: 'lower', tier: 'BASE' }],
      ['code', { name: 'Ok', code: 'A'.repeat(51), tier: 'BASE' }],
      ['code', { name: 'Ok', code: 'HAS-DASH', tier: 'BASE' }],
      ['tier', { name: 'Ok', code: 'OK_1' }],
      ['tier', { name: 'Ok', code: 'OK_1', tier: 'GOLD' }],
    ])(
      'when %s is invalid (%j), should answer 400 naming it and create nothing',
      async (field, body) => {
        const response = await api('/organizations', adminToken, { method: 'POST', body });
        expect(response.status).toBe(400);
        const json = (await response.json()) as {
          message: string;
          code: string;
          details: { field: string }[];
        };
        expect(json.details.map((detail) => detail.field)).toContain(field);
        expect(json.message).toMatch(/^Validation error/);
        const rows = await server.ctx.db.query(
          "SELECT 1 FROM product_organizations WHERE code = 'OK_1'",
        );
        expect(rows).toHaveLength(0);
      },
    );

    it('when the tier is missing, should use the SPEC message', async () => {
      const response = await api('/organizations', adminToken, {
        method: 'POST',
        body: { name: 'Ok', code: 'OK_2' },
      });
      expect(((await response.json()) as { message: string }).message).toBe(
        'Validation error: Please select an organization tier',
      );
    });

    it('when given an unknown property or a mistyped one, should answer 400 naming it', async () => {
      const extra = await api('/organizations', adminToken, {
        method: 'POST',
        body: { name: 'Ok', code: 'OK_3', tier: 'BASE', plan: 'x' },
      });
      expect(extra.status).toBe(400);
      expect(((await extra.json()) as { message: string }).message).toContain('plan');
      const typed = await api('/organizations', adminToken, {
        method: 'POST',
        body: { name: 5, code: 'OK_3', tier: 'BASE' },
      });
      expect(typed.status).toBe(400);
      expect(((await typed.json()) as { message: string }).message).toContain('name');
    });

    it('when the body is not JSON, should answer 400', async () => {
      const response = await api('/organizations', adminToken, {
        method: 'POST',
        body: '{"name":',
      });
      expect(response.status).toBe(400);
    });

    it('when the body is larger than the limit, should answer 413 and create nothing', async () => {
      const response = await api('/organizations', adminToken, {
        method: 'POST',
        body: { name: 'x'.repeat(70_000), code: 'HUGE', tier: 'BASE' },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: 'Request body is too large' });
      expect(
        await server.ctx.db.query("SELECT 1 FROM product_organizations WHERE code = 'HUGE'"),
      ).toHaveLength(0);
    });

    it('when the code exists, should answer 409 with a clear message', async () => {
      const response = await api('/organizations', adminToken, {
        method: 'POST',
        body: { name: 'Another Acme', code: 'ACME', tier: 'BASE' },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        message: 'An organization with the code ACME already exists',
        code: 'conflict',
      });
    });
  });

  describe('given a newcomer creating an organization', () => {
    it('should appear in memberships with its idp organization only after the provisioning delay', async () => {
      await settings({ organizationProvisioningDelayMs: 600 });
      const newcomer = await signIn(server, 'newcomer@acme.test', DEMO_PASSWORD);
      expect(newcomer.organizationId).toBeUndefined();
      const created = await api('/organizations', newcomer.accessToken, {
        method: 'POST',
        body: { name: '  Newco Rewards ', code: 'NEWCO', tier: 'BASE_ANALYTICS' },
      });
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as { data: Organization };
      expect(data).toMatchObject({ name: 'Newco Rewards', code: 'NEWCO', tier: 'BASE_ANALYTICS' });
      expect(data.organizationEnvironments).toEqual([
        { organizationEnvironmentId: expect.any(String), idpOrganizationId: null },
      ]);

      const early = (await (
        await api('/idp/organization-memberships', newcomer.accessToken)
      ).json()) as {
        data: Organization[];
      };
      expect(early.data).toEqual([]);

      await new Promise((resolve) => setTimeout(resolve, 700));
      const later = (await (
        await api('/idp/organization-memberships', newcomer.accessToken)
      ).json()) as {
        data: Organization[];
      };
      expect(later.data).toHaveLength(1);
      const idpOrganizationId = later.data[0]?.organizationEnvironments[0]?.idpOrganizationId;
      expect(idpOrganizationId).toMatch(/^org_/);
      expect(later.data[0]?.organizationId).toBe(data.organizationId);

      // The creator is an admin of the new organization and can switch the session to it.
      const switched = await refresh(server, newcomer.refreshToken, {
        organization_id: idpOrganizationId ?? '',
      });
      expect(switched.status).toBe(200);
      const claims = decodeClaims(
        ((await switched.json()) as { access_token: string }).access_token,
      );
      expect(claims).toMatchObject({ org_id: idpOrganizationId, role: 'admin' });
    });
  });

  describe('given GET /idp/organization-memberships', () => {
    it('should list the caller’s organizations in the order they joined, in the contract shape', async () => {
      const response = await api('/idp/organization-memberships', adminToken);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Organization[] };
      // The two business organizations first, then the seeded SSO-state organizations.
      expect(data.map((organization) => organization.code)).toEqual([
        'ACME',
        'GLOBEX',
        'INITECH',
        'UMBRELLA',
        'STARK',
        'WAYNE',
      ]);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual([
        'code',
        'name',
        'organizationEnvironments',
        'organizationId',
        'tier',
      ]);
      expect(data[0]?.organizationEnvironments[0]?.idpOrganizationId).toBe(
        decodeClaims(adminToken).org_id,
      );
    });

    it('should list only the member’s own organizations', async () => {
      const { accessToken } = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      const { data } = (await (await api('/idp/organization-memberships', accessToken)).json()) as {
        data: Organization[];
      };
      expect(data.map((organization) => organization.code)).toEqual(['ACME']);
    });
  });
  describe('given the customers screen’s Manage Points and Deactivate', () => {
    let memberToken: string;
    beforeAll(async () => {
      memberToken = (await signIn(server, 'member@acme.test', DEMO_PASSWORD)).accessToken;
    });
    const auditEvents = (action: string) =>
      server.ctx.db.query<{
        organization_id: string;
        actor: { id: string; type: string; name: string };
        targets: { id: string; type: string }[];
        context: { location: string; user_agent: string | null };
        metadata: Record<string, string> | null;
      }>(
        'SELECT organization_id, actor, targets, context, metadata FROM audit_log_events WHERE action = $1 ORDER BY id',
        [action],
      );

    it('when an admin adjusts points, should store it, answer the running total and record the audit event', async () => {
      const first = await api('/customers/cust_liam/points', adminToken, {
        method: 'POST',
        body: { delta: 250, reason: 'Goodwill' },
      });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({
        data: { customerId: 'cust_liam', delta: 250, adjustedTotal: 250 },
      });
      const second = await api('/customers/cust_liam/points', adminToken, {
        method: 'POST',
        body: { delta: -50 },
      });
      expect((await second.json()).data.adjustedTotal).toBe(200);
      const events = await auditEvents('customer.points_adjusted');
      expect(events).toHaveLength(2);
      const claims = decodeClaims(adminToken);
      expect(events[0]).toMatchObject({
        organization_id: claims.org_id,
        actor: { id: claims.sub, type: 'user' },
        targets: [{ id: 'cust_liam', type: 'customer' }],
        context: { location: '127.0.0.1' },
        metadata: { delta: '250', reason: 'Goodwill' },
      });
      expect(events[1]?.metadata).toEqual({ delta: '-50' });
    });

    it('when Manage Points opens again, should read the current total of the adjustments (a member too) and nothing for another customer', async () => {
      for (const token of [adminToken, memberToken]) {
        const response = await api('/customers/cust_liam/points', token);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          data: { customerId: 'cust_liam', adjustedTotal: 200 },
        });
      }
      expect(await (await api('/customers/cust_noone/points', adminToken)).json()).toEqual({
        data: { customerId: 'cust_noone', adjustedTotal: 0 },
      });
      expect((await api('/customers/cust_liam/points', undefined)).status).toBe(401);
      expect((await api('/customers/bad%20id/points', adminToken)).status).toBe(400);
    });

    it('when an admin deactivates a customer, should record it once however often it is asked', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await api('/customers/cust_ava/deactivate', adminToken, {
          method: 'POST',
        });
        expect(response.status).toBe(200);
        expect((await response.json()).data).toMatchObject({
          customerId: 'cust_ava',
          status: 'inactive',
          deactivatedAt: expect.any(String),
        });
      }
      const events = await auditEvents('customer.deactivated');
      expect(events).toHaveLength(1);
      expect(events[0]?.targets).toEqual([{ id: 'cust_ava', type: 'customer' }]);
    });

    it('when a member without the permission or no token tries, should refuse and change nothing', async () => {
      const points = await api('/customers/cust_liam/points', memberToken, {
        method: 'POST',
        body: { delta: 10 },
      });
      expect(points.status).toBe(403);
      expect((await points.json()).message).toBe('This action needs the points:adjust permission');
      const deactivate = await api('/customers/cust_zoe/deactivate', memberToken, {
        method: 'POST',
      });
      expect(deactivate.status).toBe(403);
      expect(
        (await api('/customers/cust_zoe/deactivate', undefined, { method: 'POST' })).status,
      ).toBe(401);
      const [rows] = await server.ctx.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM customer_deactivations WHERE customer_id = 'cust_zoe'",
      );
      expect(Number(rows?.n)).toBe(0);
      expect(await auditEvents('customer.points_adjusted')).toHaveLength(2);
    });

    it('when the input is bad, should answer 400 naming the field and store nothing', async () => {
      for (const [body, field] of [
        [{ delta: 0 }, 'delta'],
        [{ delta: 1.5 }, 'delta'],
        [{ delta: 2_000_000 }, 'delta'],
        [{}, 'delta'],
        [{ delta: 5, reason: 'x'.repeat(201) }, 'reason'],
      ] as const) {
        const response = await api('/customers/cust_liam/points', adminToken, {
          method: 'POST',
          body,
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(field);
      }
      expect(
        (
          await api('/customers/bad%20id/points', adminToken, {
            method: 'POST',
            body: { delta: 1 },
          })
        ).status,
      ).toBe(400);
      expect(await auditEvents('customer.points_adjusted')).toHaveLength(2);
    });
  });
});
