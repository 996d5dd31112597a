import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  MEMBER_PERMISSIONS,
  PRODUCT_PERMISSIONS,
} from '../../server/domain/default-roles';
import { startTestServer, type TestServer } from './test-server';
import {
  createActor,
  createOrganization,
  signToken,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

const SECRET = 'sk_test_api_keys_widget_secret_key_0123456789';
const ADMIN = [...ADMIN_PERMISSIONS, ...PRODUCT_PERMISSIONS];
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('widgets API: ApiKeys and UserApiKeys', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let ada: Actor;
  let milo: Actor;
  let nina: Actor;
  let gus: Actor;

  /** The organization's roles as migration 070 and DEFAULT_ROLES give them. */
  const grantRoles = async (organizationId: string) => {
    await server.ctx.db.query(
      `UPDATE roles SET permissions = CASE slug WHEN 'admin' THEN $2::text[] ELSE $3::text[] END WHERE organization_id = $1`,
      [organizationId, ADMIN, MEMBER_PERMISSIONS],
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    await grantRoles(acme);
    await grantRoles(globex);
    ada = await createActor(server, acme, {
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
      permissions: ADMIN,
    });
    milo = await createActor(server, acme, {
      email: 'milo@acme.test',
      firstName: 'Milo',
      lastName: 'Member',
      roles: ['member'],
      permissions: MEMBER_PERMISSIONS,
    });
    nina = await createActor(server, acme, {
      email: 'nina@acme.test',
      roles: ['member'],
      permissions: MEMBER_PERMISSIONS,
    });
    gus = await createActor(server, globex, { email: 'gus@globex.test', permissions: ADMIN });
  });
  afterAll(async () => server?.close());

  const call = (actor: Actor, path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
    widgetCall(server, `/_widgets${path}`, {
      token: actor.token,
      ...options,
      headers: { 'workos-widgets-type': path.startsWith('/User') ? 'user-api-keys' : 'api-keys' },
    });

  const validate = async (value: unknown) => {
    const response = await fetch(`${server.url}/api_keys/validations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as { api_key: any } };
  };

  const createOrgKey = (name: string, body: Record<string, unknown> = {}) =>
    call(ada, '/ApiKeys/organization-api-keys', {
      method: 'POST',
      body: { name, permissions: [], expiresAt: null, ...body },
    });

  describe('organization scope', () => {
    it('given an admin, when creating a key, should answer 201 with the secret once, field for field, and store only its hash', async () => {
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      const response = await createOrgKey('Billing sync', {
        permissions: ['customers:read', 'offers:write'],
        expiresAt,
      });
      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'name', 'obfuscatedValue', 'permissions', 'value'].sort(),
      );
      expect(response.body).toMatchObject({
        id: expect.stringMatching(/^api_key_[0-9A-Z]{26}$/),
        name: 'Billing sync',
        permissions: ['customers:read', 'offers:write'],
        createdAt: expect.stringMatching(iso),
        expiresAt,
      });
      const value: string = response.body.value;
      // 32 random bytes in base64url behind the prefix: 256 bits of entropy.
      expect(value).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
      expect(response.body.obfuscatedValue).toBe(`sk_…${value.slice(-4)}`);
      const stored = await server.ctx.db.query<Record<string, unknown>>(
        'SELECT * FROM api_keys WHERE id = $1',
        [response.body.id],
      );
      expect(JSON.stringify(stored)).not.toContain(value);
      expect(stored[0]?.owner_user_id).toBeNull();
    });

    it('given keys, when listing, should show them field for field without any secret, newest first', async () => {
      const created = await createOrgKey('Listing probe');
      const response = await call(ada, '/ApiKeys/organization-api-keys');
      expect(response.status).toBe(200);
      const first = response.body.data[0];
      expect(first).toEqual({
        id: created.body.id,
        name: 'Listing probe',
        obfuscatedValue: created.body.obfuscatedValue,
        createdAt: created.body.createdAt,
        lastUsedAt: null,
        expiresAt: null,
        permissions: [],
      });
      expect(response.text).not.toContain(created.body.value);
      expect(response.body.list_metadata).toEqual({ before: null, after: null });
    });

    it('given more than a page, when paging with the cursors and searching, should walk pages of ten and filter by name', async () => {
      for (let index = 0; index < 12; index += 1) await createOrgKey(`Paging key ${index}`);
      const first = await call(ada, '/ApiKeys/organization-api-keys?search=paging%20KEY');
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0].name).toBe('Paging key 11');
      expect(first.body.list_metadata.after).toBeNull();
      const next = await call(
        ada,
        `/ApiKeys/organization-api-keys?search=paging%20key&before=${first.body.list_metadata.before}`,
      );
      expect(next.body.data.map((key: { name: string }) => key.name)).toEqual([
        'Paging key 1',
        'Paging key 0',
      ]);
      expect(next.body.list_metadata.before).toBeNull();
      const back = await call(
        ada,
        `/ApiKeys/organization-api-keys?search=paging%20key&after=${next.body.list_metadata.after}`,
      );
      expect(back.body.data).toEqual(first.body.data);
      const none = await call(ada, '/ApiKeys/organization-api-keys?search=nothing%25like');
      expect(none.body).toEqual({ data: [], list_metadata: { before: null, after: null } });
    });

    it('given the permissions list, should answer the environment permissions with names and descriptions', async () => {
      const response = await call(ada, '/ApiKeys/permissions');
      expect(response.status).toBe(200);
      expect(response.body.data.map((p: { slug: string }) => p.slug)).toEqual([
        'customers:read',
        'customers:write',
        'offers:read',
        'offers:write',
        'points:adjust',
      ]);
      expect(response.body.data[0]).toEqual({
        id: expect.stringMatching(/^perm_/),
        slug: 'customers:read',
        name: 'Read customers',
        description: expect.any(String),
      });
      const filtered = await call(ada, '/ApiKeys/permissions?search=points&limit=100');
      expect(filtered.body.data.map((p: { slug: string }) => p.slug)).toEqual(['points:adjust']);
      const paged = await call(ada, '/ApiKeys/permissions?limit=2');
      expect(paged.body.data).toHaveLength(2);
      expect(paged.body.list_metadata.before).toBe('customers:write');
    });

    it('given a key, when changing its expiration, should answer the ApiKey and refuse past dates, revoked and expired keys', async () => {
      const created = await createOrgKey('Expiring');
      const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const changed = await call(ada, `/ApiKeys/${created.body.id}/expire`, {
        method: 'POST',
        body: { expiresAt: later },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({
        id: created.body.id,
        name: 'Expiring',
        obfuscatedValue: created.body.obfuscatedValue,
        createdAt: created.body.createdAt,
        lastUsedAt: null,
        expiresAt: later,
        permissions: [],
      });
      const never = await call(ada, `/ApiKeys/${created.body.id}/expire`, {
        method: 'POST',
        body: { expiresAt: null },
      });
      expect(never.body.expiresAt).toBeNull();
      const past = await call(ada, `/ApiKeys/${created.body.id}/expire`, {
        method: 'POST',
        body: { expiresAt: '2020-01-01T00:00:00.000Z' },
      });
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual([
        expect.objectContaining({ code: expect.any(String), field: 'expiresAt' }),
      ]);
      await server.ctx.db.query(
        "UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [created.body.id],
      );
      const expired = await call(ada, `/ApiKeys/${created.body.id}/expire`, {
        method: 'POST',
        body: { expiresAt: later },
      });
      expect(expired.status).toBe(409);
      const revokedKey = await createOrgKey('Revoked then expired');
      await call(ada, `/ApiKeys/${revokedKey.body.id}`, { method: 'DELETE' });
      const revoked = await call(ada, `/ApiKeys/${revokedKey.body.id}/expire`, {
        method: 'POST',
        body: { expiresAt: later },
      });
      expect(revoked.status).toBe(409);
    });

    it('given a key, when revoking it, should answer success, drop it from the list and stop its validation at once', async () => {
      const created = await createOrgKey('Short lived', { permissions: ['points:adjust'] });
      expect((await validate(created.body.value)).body.api_key).not.toBeNull();
      const response = await call(ada, `/ApiKeys/${created.body.id}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      expect((await validate(created.body.value)).body).toEqual({ api_key: null });
      const list = await call(ada, '/ApiKeys/organization-api-keys?search=Short%20lived');
      expect(list.body.data).toEqual([]);
      expect((await call(ada, `/ApiKeys/${created.body.id}`, { method: 'DELETE' })).status).toBe(
        404,
      );
    });

    // The contract's ApiKeys errors: 400 for what the schema refuses (a wrong type, a malformed id,
    // a missing field), 422 for a well-formed value the rules refuse; each names its field.
    it('given bad input, should answer 400 (schema) or 422 (rules) with field errors and change nothing', async () => {
      const before = await server.ctx.db.query('SELECT count(*)::int AS n FROM api_keys');
      const beforeCreates = before;
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(1000) }, 'name'],
        [{ name: 'ok', permissions: ['customers:delete'] }, 'permissions'],
        [{ name: 'ok', expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
        [{ name: 'ok', expiresAt: 'tomorrow' }, 'expiresAt'],
      ];
      for (const [body, field] of cases) {
        const response = await createOrgKey(body.name as string, body);
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual([
          expect.objectContaining({ code: expect.any(String), field }),
        ]);
      }
      const wrongType = await call(ada, '/ApiKeys/organization-api-keys', {
        method: 'POST',
        body: { name: 7 },
      });
      expect(wrongType.status).toBe(400);
      // Nothing of the refused creations was stored.
      expect(await server.ctx.db.query('SELECT count(*)::int AS n FROM api_keys')).toEqual(
        beforeCreates,
      );
      expect(wrongType.body.errors).toEqual([
        expect.objectContaining({ code: expect.any(String), field: 'name' }),
      ]);
      const wrongPermissions = await createOrgKey('ok', { permissions: 'customers:read' });
      expect(wrongPermissions.status).toBe(400);
      expect(wrongPermissions.body.errors).toEqual([
        expect.objectContaining({ code: expect.any(String), field: 'permissions' }),
      ]);
      for (const [path, status, field] of [
        ['/ApiKeys/organization-api-keys?before=not-a-cursor', 422, 'before'],
        ['/ApiKeys/organization-api-keys?after=%27%3B--', 422, 'after'],
        ['/ApiKeys/organization-api-keys?limit=0', 422, 'limit'],
        ['/ApiKeys/organization-api-keys?order=asc', 400, 'order'],
        ['/ApiKeys/permissions?before=%20', 422, 'before'],
      ] as const) {
        const response = await call(ada, path);
        expect(response.status, path).toBe(status);
        expect(response.body.errors).toEqual([
          expect.objectContaining({ code: expect.any(String), field }),
        ]);
      }
      const malformedId = await call(ada, '/ApiKeys/not_an_id', { method: 'DELETE' });
      expect(malformedId.status).toBe(400);
      expect(malformedId.body.errors).toEqual([
        expect.objectContaining({ code: expect.any(String), field: 'id' }),
      ]);
      const existing = await createOrgKey('Expiry input probe');
      const countBefore = await server.ctx.db.query('SELECT count(*)::int AS n FROM api_keys');
      for (const [path, body, status, field] of [
        ['/ApiKeys/not_an_id/expire', { expiresAt: null }, 400, 'id'],
        [`/ApiKeys/${existing.body.id}/expire`, {}, 400, 'expiresAt'],
        [`/ApiKeys/${existing.body.id}/expire`, { expiresAt: 1 }, 400, 'expiresAt'],
        [`/ApiKeys/${existing.body.id}/expire`, { expiresAt: 'soon' }, 422, 'expiresAt'],
      ] as const) {
        const response = await call(ada, path, { method: 'POST', body });
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(response.body.errors).toEqual([
          expect.objectContaining({ code: expect.any(String), field }),
        ]);
      }
      const [unchanged] = await server.ctx.db.query<{ expires_at: Date | null }>(
        'SELECT expires_at FROM api_keys WHERE id = $1',
        [existing.body.id],
      );
      expect(unchanged?.expires_at).toBeNull();
      expect(await server.ctx.db.query('SELECT count(*)::int AS n FROM api_keys')).toEqual(
        countBefore,
      );
      const unknownId = await call(ada, '/ApiKeys/api_key_00000000000000000000000000', {
        method: 'DELETE',
      });
      expect(unknownId.status).toBe(404);
    });

    it('given more than 30 mutations a minute by one user, should answer 429 with Retry-After and change nothing', async () => {
      const busy = await createActor(server, acme, {
        email: 'busy@acme.test',
        permissions: ADMIN,
      });
      // The limit counts per calendar minute: start early in one, so all of it lands in one.
      const [clock] = await server.ctx.db.query<{ second: number }>(
        'SELECT extract(second FROM now())::float AS second',
      );
      if (clock!.second > 40)
        await new Promise((resolve) => setTimeout(resolve, (61 - clock!.second) * 1000));
      const target = await call(busy, '/ApiKeys/organization-api-keys', {
        method: 'POST',
        body: { name: 'Rate target', permissions: [], expiresAt: null },
      });
      expect(target.status).toBe(201);
      for (let index = 1; index < 30; index += 1) {
        const response = await call(busy, '/UserApiKeys/api-keys', {
          method: 'POST',
          body: { name: `Rate ${index}`, permissions: [], expiresAt: null },
        });
        expect(response.status).toBe(201);
      }
      const count = () =>
        server.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM api_keys WHERE created_by = $1',
          [busy.userId],
        );
      expect(await count()).toEqual([{ n: 30 }]);
      // The 31st mutation of the minute, whichever scope or kind, is refused before it acts.
      const refused = [
        await call(busy, '/ApiKeys/organization-api-keys', {
          method: 'POST',
          body: { name: 'One too many', permissions: [], expiresAt: null },
        }),
        await call(busy, `/ApiKeys/${target.body.id}`, { method: 'DELETE' }),
        await call(busy, `/ApiKeys/${target.body.id}/expire`, {
          method: 'POST',
          body: { expiresAt: null },
        }),
      ];
      for (const response of refused) {
        expect(response.status).toBe(429);
        expect(response.body).toMatchObject({ code: 'rate_limit_exceeded' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(await count()).toEqual([{ n: 30 }]);
      expect((await validate(target.body.value)).body.api_key).not.toBeNull();
      // Reads are not limited; another user is not held by this one's limit.
      expect((await call(busy, '/ApiKeys/organization-api-keys')).status).toBe(200);
      expect((await createOrgKey('Someone else')).status).toBe(201);
    });

    it('given a member or another organization, should refuse the organization scope and never cross organizations', async () => {
      const created = await createOrgKey('Acme only');
      expect((await call(milo, '/ApiKeys/organization-api-keys')).status).toBe(403);
      const list = await call(gus, '/ApiKeys/organization-api-keys');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([]);
      expect((await call(gus, `/ApiKeys/${created.body.id}`, { method: 'DELETE' })).status).toBe(
        404,
      );
      expect(
        (
          await call(gus, `/ApiKeys/${created.body.id}/expire`, {
            method: 'POST',
            body: { expiresAt: null },
          })
        ).status,
      ).toBe(404);
      expect((await widgetCall(server, '/_widgets/ApiKeys/organization-api-keys')).status).toBe(
        401,
      );
    });
  });

  describe('user scope', () => {
    it('given a member, when creating a personal key, should cap its permissions at their own and list it with its owner', async () => {
      const refused = await call(milo, '/UserApiKeys/api-keys', {
        method: 'POST',
        body: { name: 'Too strong', permissions: ['points:adjust'], expiresAt: null },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ code: expect.any(String), field: 'permissions' }),
      ]);
      const offered = await call(milo, '/UserApiKeys/permissions');
      expect(offered.body.data.map((p: { slug: string }) => p.slug)).toEqual([
        'customers:read',
        'offers:read',
      ]);
      const created = await call(milo, '/UserApiKeys/api-keys', {
        method: 'POST',
        body: { name: 'Milo laptop', permissions: ['customers:read'], expiresAt: null },
      });
      expect(created.status).toBe(201);
      const list = await call(milo, '/UserApiKeys/api-keys');
      expect(list.body.data).toEqual([
        {
          id: created.body.id,
          name: 'Milo laptop',
          obfuscatedValue: created.body.obfuscatedValue,
          createdAt: created.body.createdAt,
          lastUsedAt: null,
          expiresAt: null,
          permissions: ['customers:read'],
          owner: {
            type: 'user',
            id: milo.userId,
            email: 'milo@acme.test',
            firstName: 'Milo',
            lastName: 'Member',
            displayName: 'Milo Member',
          },
        },
      ]);
      // Personal keys are not organization keys.
      const orgList = await call(ada, '/ApiKeys/organization-api-keys?search=Milo');
      expect(orgList.body.data).toEqual([]);
      const valid = await validate(created.body.value);
      expect(valid.body.api_key).toMatchObject({
        object: 'api_key',
        owner: { type: 'user', id: milo.userId, organization_id: acme },
        permissions: ['customers:read'],
      });
    });

    it('given two members, should show each only their own keys, and an admin with manage-all every one, who may revoke them', async () => {
      const ninaKey = await call(nina, '/UserApiKeys/api-keys', {
        method: 'POST',
        body: { name: 'Nina script', permissions: [], expiresAt: null },
      });
      const miloList = await call(milo, '/UserApiKeys/api-keys');
      expect(miloList.body.data.map((key: { name: string }) => key.name)).not.toContain(
        'Nina script',
      );
      expect(
        (await call(milo, `/UserApiKeys/${ninaKey.body.id}`, { method: 'DELETE' })).status,
      ).toBe(404);
      const adminList = await call(ada, '/UserApiKeys/api-keys');
      expect(adminList.body.data.map((key: { name: string }) => key.name)).toEqual(
        expect.arrayContaining(['Nina script', 'Milo laptop']),
      );
      const revoked = await call(ada, `/UserApiKeys/${ninaKey.body.id}`, { method: 'DELETE' });
      expect(revoked.body).toEqual({ success: true });
      expect((await validate(ninaKey.body.value)).body.api_key).toBeNull();
      const gusList = await call(gus, '/UserApiKeys/api-keys');
      expect(gusList.body.data).toEqual([]);
    });

    it('given a member with personal keys, when the member is removed, should revoke their keys', async () => {
      const temp = await createActor(server, acme, {
        email: 'temp@acme.test',
        roles: ['member'],
        permissions: MEMBER_PERMISSIONS,
      });
      const created = await call(temp, '/UserApiKeys/api-keys', {
        method: 'POST',
        body: { name: 'Temp key', permissions: ['offers:read'], expiresAt: null },
      });
      expect((await validate(created.body.value)).body.api_key).not.toBeNull();
      const removed = await widgetCall(
        server,
        `/_widgets/UserManagement/members/${temp.membershipId}`,
        {
          token: ada.token,
          method: 'DELETE',
        },
      );
      expect(removed.status).toBe(200);
      expect((await validate(created.body.value)).body.api_key).toBeNull();
    });
  });

  describe('validation', () => {
    it('given a valid key, should answer the SDK object and record last used, shown in the widget list', async () => {
      const created = await createOrgKey('Validated', {
        permissions: ['customers:read', 'offers:read'],
      });
      const response = await validate(created.body.value);
      expect(response.status).toBe(200);
      expect(response.body.api_key).toEqual({
        object: 'api_key',
        id: created.body.id,
        owner: { type: 'organization', id: acme },
        name: 'Validated',
        obfuscated_value: created.body.obfuscatedValue,
        last_used_at: expect.stringMatching(iso),
        permissions: ['customers:read', 'offers:read'],
        created_at: created.body.createdAt,
        updated_at: expect.stringMatching(iso),
      });
      const list = await call(ada, '/ApiKeys/organization-api-keys?search=Validated');
      expect(list.body.data[0].lastUsedAt).toBe(response.body.api_key.last_used_at);
    });

    it('given expired, unknown and malformed values, should answer null or a field error', async () => {
      const created = await createOrgKey('Soon expired');
      await server.ctx.db.query(
        "UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1",
        [created.body.id],
      );
      expect((await validate(created.body.value)).body).toEqual({ api_key: null });
      expect((await validate(`${created.body.value}x`)).body).toEqual({ api_key: null });
      expect((await validate('sk_unknown')).body).toEqual({ api_key: null });
      expect((await validate('')).status).toBe(422);
      expect((await validate(42)).status).toBe(422);
    });

    it('given keys of two organizations, should validate each as its own organization only', async () => {
      const globexKey = await call(gus, '/ApiKeys/organization-api-keys', {
        method: 'POST',
        body: { name: 'Globex key', permissions: [], expiresAt: null },
      });
      const valid = await validate(globexKey.body.value);
      expect(valid.body.api_key.owner).toEqual({ type: 'organization', id: globex });
      const acmeList = await call(ada, '/ApiKeys/organization-api-keys?search=Globex');
      expect(acmeList.body.data).toEqual([]);
    });

    it('given a token without the permission, should answer 403', async () => {
      const token = await signToken(server, {
        userId: milo.userId,
        sessionId: milo.sessionId,
        organizationId: acme,
        permissions: [],
      });
      const response = await widgetCall(server, '/_widgets/UserApiKeys/api-keys', { token });
      expect(response.status).toBe(403);
    });
  });
});
