// Input and contract details of the widgets and management APIs (issue #39, items 19 and 20),
// each pinned by a test that failed before its fix.
import { UnprocessableEntityException, WorkOS } from '@workos-inc/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PERMISSIONS } from '../../server/domain/default-roles';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

const SECRET = 'sk_test_api_input_review_secret_key_0123456789';

describe('API input and details (issue #39)', () => {
  let server: TestServer;
  let member: Actor;
  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    const organizationId = await createOrganization(server, 'Input Org');
    await server.ctx.db.query(
      "UPDATE roles SET permissions = $2 WHERE organization_id = $1 AND slug = 'member'",
      [organizationId, MEMBER_PERMISSIONS],
    );
    member = await createActor(server, organizationId, {
      email: 'input@acme.test',
      roles: ['member'],
      permissions: MEMBER_PERMISSIONS,
    });
  });
  afterAll(async () => server?.close());

  const createKey = (body: unknown) =>
    widgetCall(server, '/_widgets/UserApiKeys/api-keys', {
      token: member.token,
      method: 'POST',
      body,
      headers: { 'workos-widgets-type': 'user-api-keys' },
    });

  const fieldOf = (body: { errors?: { field?: string }[] } | undefined) => body?.errors?.[0]?.field;

  describe('19. widget API input', () => {
    it('when expiresAt is an impossible date, should refuse it naming expiresAt', async () => {
      for (const expiresAt of ['2027-02-30T00:00:00Z', '2027-04-31T12:00:00.000Z']) {
        const response = await createKey({ name: 'Dated', expiresAt });
        expect(response.status, expiresAt).toBeGreaterThanOrEqual(400);
        expect(response.status, expiresAt).toBeLessThan(500);
        expect(fieldOf(response.body)).toBe('expiresAt');
      }
    });

    it('when a name holds a NUL byte or bidi-override characters, should refuse it naming the field', async () => {
      for (const name of ['a\u0000b', 'invoice\u202Efdp.exe', 'x\u2066y\u2069']) {
        const response = await createKey({ name });
        expect(response.status, JSON.stringify(name)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(fieldOf(response.body)).toBe('name');
      }
      await server.ctx.db.query(
        `INSERT INTO passkeys (id, user_id, credential_id, public_key, device_type, name)
         VALUES ('passkey_input_1', $1, 'input-credential', 'x', 'singleDevice', 'Laptop')`,
        [member.userId],
      );
      for (const name of ['a\u0000b', 'Lap\u202Etop']) {
        const renamed = await widgetCall(server, '/_widgets/UserProfile/passkeys/passkey_input_1', {
          token: member.token,
          method: 'POST',
          body: { name },
          headers: { 'workos-widgets-type': 'user-security' },
        });
        expect(renamed.status).toBe(400);
        expect(fieldOf(renamed.body)).toBe('name');
      }
      const profile = await widgetCall(server, '/_widgets/UserProfile/me', {
        token: member.token,
        method: 'POST',
        body: { firstName: 'Ada\u202E', lastName: 'Lovelace' },
        headers: { 'workos-widgets-type': 'user-profile' },
      });
      expect(profile.status).toBe(400);
      expect(fieldOf(profile.body)).toBe('firstName');
      const [stored] = await server.ctx.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM api_keys WHERE owner_user_id = $1',
        [member.userId],
      );
      expect(Number(stored?.n)).toBe(0);
    });
  });

  describe('20. management API details', () => {
    const sdk = () => {
      const url = new URL(server.url);
      return new WorkOS({
        apiKey: SECRET,
        clientId: server.config.clientId,
        apiHostname: url.hostname,
        port: Number(url.port),
        https: false,
        maxRetries: 0,
      });
    };

    it('given an invitation, should give it an invitation_ id that get and revoke take', async () => {
      const workos = sdk();
      const organization = await workos.organizations.createOrganization({ name: 'Invite Id Org' });
      const invitation = await workos.userManagement.sendInvitation({
        email: 'prefixed@acme.test',
        organizationId: organization.id,
      });
      expect(invitation.id).toMatch(/^invitation_/);
      expect((await workos.userManagement.getInvitation(invitation.id)).email).toBe(
        'prefixed@acme.test',
      );
      const listed = await workos.userManagement.listInvitations({
        organizationId: organization.id,
      });
      expect(listed.data.map((item) => item.id)).toEqual([invitation.id]);
      expect((await workos.userManagement.revokeInvitation(invitation.id)).state).toBe('revoked');
    });

    it('given the password grant, should answer the user with the name getUser has', async () => {
      const workos = sdk();
      const created = await workos.userManagement.createUser({
        email: 'named@acme.test',
        password: 'Named-pass-2026',
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      const signedIn = await workos.userManagement.authenticateWithPassword({
        clientId: server.config.clientId,
        email: 'named@acme.test',
        password: 'Named-pass-2026',
      });
      expect((await workos.userManagement.getUser(created.id)).name).toBe('Grace Hopper');
      expect(signedIn.user.name).toBe('Grace Hopper');
    });

    it('given a value the API refuses, should answer 422 codes the SDK message names the field by', async () => {
      const workos = sdk();
      const refused = await workos.organizations.createOrganization({ name: '' }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(UnprocessableEntityException);
      const message = (refused as Error).message;
      expect(message).toContain('must be met');
      expect(message).toMatch(/\tname_\w+/);
      const response = await fetch(`${server.url}/organizations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', domain_data: 'nope' }),
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as {
        errors: { code: string; field: string; message: string }[];
      };
      expect(body.errors[0]).toMatchObject({ field: 'domain_data' });
      expect(body.errors[0]?.code).toMatch(/^domain_data_/);
      expect(body.errors[0]?.message).toMatch(/domain_data/);
    });
  });
});
