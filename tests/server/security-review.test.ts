// The security findings of the partner/administrator/attacker review (issue #39, items 1 to 4;
// 5, 7 and 8 are in security-review-limits.test.ts), each pinned by a test that failed before
// its fix. One server for the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  MEMBER_PERMISSIONS,
  PRODUCT_PERMISSIONS,
} from '../../server/domain/default-roles';
import { hashPassword } from '../../server/domain/passwords';
import { startTestServer, type TestServer } from './test-server';
import { authorizeUrl, hiddenFields, pkcePair, postForm } from './sign-in';
import {
  createActor,
  createOrganization,
  latestMail,
  widgetCall,
  type Actor,
  managementCall,
} from './widgets-fixtures';

const SECRET = 'sk_test_security_review_secret_key_0123456789';
const ADMIN = [...ADMIN_PERMISSIONS, ...PRODUCT_PERMISSIONS];

describe('security review (issue #39)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
  });
  afterAll(async () => server?.close());

  const management = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    managementCall(server, SECRET, path, body, headers);

  /** An organization whose roles grant what DEFAULT_ROLES grant, with two admins. */
  async function organizationWithAdmins(name: string) {
    const organizationId = await createOrganization(server, name);
    await server.ctx.db.query(
      `UPDATE roles SET permissions = CASE slug WHEN 'admin' THEN $2::text[] ELSE $3::text[] END WHERE organization_id = $1`,
      [organizationId, ADMIN, MEMBER_PERMISSIONS],
    );
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    const owner = await createActor(server, organizationId, {
      email: `owner@${slug}.test`,
      permissions: ADMIN,
    });
    const boss = await createActor(server, organizationId, {
      email: `boss@${slug}.test`,
      permissions: ADMIN,
    });
    return { organizationId, owner, boss };
  }

  const personalKey = async (owner: Actor) => {
    const created = await widgetCall(server, '/_widgets/UserApiKeys/api-keys', {
      token: owner.token,
      method: 'POST',
      body: {
        name: 'Integration',
        permissions: ['customers:write', 'offers:write', 'points:adjust', 'customers:read'],
      },
      headers: { 'workos-widgets-type': 'user-api-keys' },
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; value: string };
  };

  const validated = async (value: string) =>
    (
      (await (await management('/api_keys/validations', { value })).json()) as {
        api_key: { permissions: string[] } | null;
      }
    ).api_key;

  describe('1. a personal API key never carries more than its owner holds now', () => {
    it('when the owner is demoted through the widget, should cut the key back to the member role', async () => {
      const { owner, boss } = await organizationWithAdmins('Demoted Key Org');
      const key = await personalKey(owner);
      const demoted = await widgetCall(
        server,
        `/_widgets/UserManagement/members/${owner.membershipId}`,
        {
          token: boss.token,
          method: 'POST',
          body: { roles: ['member'] },
        },
      );
      expect(demoted.status).toBe(200);
      expect((await validated(key.value))?.permissions).toEqual(['customers:read']);
      const [stored] = await server.ctx.db.query<{ permissions: string[] }>(
        'SELECT permissions FROM api_keys WHERE id = $1',
        [key.id],
      );
      expect(stored?.permissions).toEqual(['customers:read']);
    });

    it('when the role changes by any other path, should still validate only what the owner holds', async () => {
      const { owner } = await organizationWithAdmins('Quietly Demoted Org');
      const key = await personalKey(owner);
      await server.ctx.db.query("UPDATE memberships SET role_slugs = '{member}' WHERE id = $1", [
        owner.membershipId,
      ]);
      expect((await validated(key.value))?.permissions).toEqual(['customers:read']);
      await server.ctx.db.query('DELETE FROM memberships WHERE id = $1', [owner.membershipId]);
      expect(await validated(key.value)).toBeNull();
    });
  });

  const passwordGrant = (email: string, password: string, extra: Record<string, string> = {}) =>
    fetch(`${server.url}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: server.config.clientId,
        client_secret: SECRET,
        email,
        password,
        ...extra,
      }),
    });

  describe('2. the password grant takes only a real IP address as ip_address', () => {
    it('when ip_address is not an IP address, should refuse it naming the field and store nothing', async () => {
      const organizationId = await createOrganization(server, 'Grant Address Org');
      await createActor(server, organizationId, {
        email: 'grant-address@acme.test',
        passwordHash: await hashPassword('Right-pass-2026'),
      });
      for (const [attempt, address] of ['<b>x</b>', 'not-an-ip', '999.1.1.1'].entries()) {
        const wrong = await passwordGrant('grant-address@acme.test', `wrong-${attempt}`, {
          ip_address: address,
        });
        expect(wrong.status).toBe(400);
        expect(await wrong.text()).toMatch(/ip_address/);
      }
      const right = await passwordGrant('grant-address@acme.test', 'Right-pass-2026', {
        ip_address: '<img src=x>',
      });
      expect(right.status).toBe(400);
      const stored = await server.ctx.db.query(
        `SELECT 1 FROM sessions WHERE ip_address !~ '^[0-9a-f.:]+$'
         UNION ALL SELECT 1 FROM sign_in_attempts WHERE ip_address !~ '^[0-9a-f.:]+$'`,
      );
      expect(stored).toEqual([]);
      const real = await passwordGrant('grant-address@acme.test', 'Right-pass-2026', {
        ip_address: '2001:db8::7',
      });
      expect(real.status).toBe(200);
      const [session] = await server.ctx.db.query<{ ip_address: string }>(
        'SELECT ip_address FROM sessions ORDER BY created_at DESC LIMIT 1',
      );
      expect(session?.ip_address).toBe('2001:db8::7');
    });
  });

  describe('3. checks decide on the routed path, not the raw string', () => {
    it('when a management path is percent-encoded, should send no CORS headers, preflight included', async () => {
      const origin = server.url;
      const read = await management('/%6Frganizations', undefined, { origin });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fetch(`${server.url}/%6Frganizations`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('when a create is retried on a percent-encoded path with the same key, should create once', async () => {
      const headers = { 'idempotency-key': 'encoded-path-retry-1' };
      const body = { name: 'Idempotent Encoded Org' };
      const first = await management('/organizations', body, headers);
      expect(first.status).toBe(201);
      const second = await management('/%6Frganizations', body, headers);
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      const rows = await server.ctx.db.query(
        "SELECT 1 FROM organizations WHERE name = 'Idempotent Encoded Org'",
      );
      expect(rows).toHaveLength(1);
    });

    it('when an admin portal path is percent-encoded, should still send no-store and no-referrer', async () => {
      const page = await fetch(`${server.url}/%61dmin-portal/sso`);
      expect(page.status).toBeLessThan(500);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    });
  });

  describe('4. an e-mail change ends what was mailed to the old address', () => {
    const codeOf = async (to: string) =>
      /\b(\d{6})\b/.exec((await latestMail(server, to))?.subject ?? '')?.[1] ?? '';
    const profileCall = (actor: Actor, path: string, body: unknown, elevated?: string) =>
      widgetCall(server, `/_widgets/UserProfile/${path}`, {
        token: actor.token,
        method: 'POST',
        body,
        headers: {
          'workos-widgets-type': 'user-profile',
          ...(elevated ? { 'x-elevated-access-token': elevated } : {}),
        },
      });

    it('when a sign-in code was mailed before the change, should not sign in with it after', async () => {
      const organizationId = await createOrganization(server, 'Mail Change Org');
      const actor = await createActor(server, organizationId, { email: 'old-address@acme.test' });
      const page = await fetch(
        authorizeUrl(server, { code_challenge: pkcePair().challenge, state: 's' }),
      );
      const requested = await postForm(`${server.url}/user_management/authorize/email-code`, {
        ...hiddenFields(await page.text(), '/user_management/authorize/sign-in'),
        email: actor.email,
      });
      const codePage = await requested.text();
      const signInCode = await codeOf(actor.email);
      const sent = await profileCall(actor, 'send-verification', undefined);
      const verified = await profileCall(actor, 'verify', {
        code: await codeOf(actor.email),
        authenticationChallengeId: sent.body.authenticationChallenge,
      });
      const elevated = verified.body.elevatedAccessToken as string;
      expect(
        (
          await profileCall(
            actor,
            'send-email-change',
            { newEmail: 'new-address@acme.test' },
            elevated,
          )
        ).status,
      ).toBe(200);
      const changed = await profileCall(
        actor,
        'verify-email-change',
        { code: await codeOf('new-address@acme.test') },
        elevated,
      );
      expect(changed.status).toBe(200);
      const used = await postForm(`${server.url}/user_management/authorize/email-code/verify`, {
        ...hiddenFields(codePage, '/user_management/authorize/email-code/verify'),
        code: signInCode,
      });
      expect(used.status).toBe(401);
    });
  });
});
