import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import {
  addMember,
  createActor,
  createOrganization,
  createUser,
  latestMail,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

describe('widgets API: UserManagement', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let ada: Actor;
  let milo: Actor;
  let globexInviteId: string;
  const base = '/_widgets/UserManagement';

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards', true);
    ada = await createActor(server, acme, {
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    milo = await createActor(server, acme, {
      email: 'milo@acme.test',
      firstName: 'Milo',
      lastName: 'Member',
      roles: ['member'],
    });
    globexInviteId = await addMember(server, globex, null, 'someone@globex.test', {
      status: 'Invited',
      inviteExpiresAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(async () => server.close());

  const call = (path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
    widgetCall(server, `${base}${path}`, { token: ada.token, ...options });

  describe('roles', () => {
    it('given an admin token, when listing roles, should return the organization roles in order', async () => {
      const response = await call('/roles');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { slug: 'admin', name: 'Admin', description: 'Manages the organization', default: false },
        { slug: 'member', name: 'Member', default: true },
      ]);
    });

    it('given an organization without multiple roles, when reading roles-and-config, should say so', async () => {
      const response = await call('/roles-and-config');
      expect(response.status).toBe(200);
      expect(response.body.multipleRolesEnabled).toBe(false);
      expect(response.body.roles.map((role: { slug: string }) => role.slug)).toEqual([
        'admin',
        'member',
      ]);
    });

    it('given a token without the users-table permission, should answer 403 Incorrect permissions', async () => {
      const response = await call('/roles', { token: milo.token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Incorrect permissions');
    });
  });

  describe('members list', () => {
    it('given the caller, should mark their own row and offer no actions on it', async () => {
      const response = await call('/members');
      expect(response.status).toBe(200);
      const self = response.body.data.find(
        (member: { email: string }) => member.email === 'ada@acme.test',
      );
      expect(self).toMatchObject({
        isLoggedInUser: true,
        actions: [],
        status: 'Active',
        firstName: 'Ada',
      });
      expect(self.roles).toEqual([
        { slug: 'admin', name: 'Admin', description: 'Manages the organization', default: false },
      ]);
      const other = response.body.data.find(
        (member: { email: string }) => member.email === 'milo@acme.test',
      );
      expect(other).toMatchObject({
        isLoggedInUser: false,
        actions: ['edit-role', 'revoke-membership'],
      });
      expect(response.body.list_metadata).toEqual({ before: null, after: null });
    });

    it('given a member with several roles and a slug no longer defined, should list their roles in the member order without the unknown one', async () => {
      const boss = await createActor(server, globex, { email: 'lister@globex.test' });
      await addMember(server, globex, null, 'multi@globex.test', {
        status: 'Invited',
        inviteExpiresAt: new Date(Date.now() + 86_400_000),
        roles: ['member', 'gone', 'admin'],
      });
      const response = await widgetCall(server, `${base}/members?search=MULTI@`, {
        token: boss.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0].roles.map((role: { slug: string }) => role.slug)).toEqual([
        'member',
        'admin',
      ]);
      expect(response.body.data[0].roles[1]).toEqual({
        slug: 'admin',
        name: 'Admin',
        description: 'Manages the organization',
        default: false,
      });
    });

    it('given invitations in every state, should derive the status and the actions', async () => {
      await addMember(server, acme, null, 'pending@acme.test', {
        status: 'Invited',
        inviteExpiresAt: new Date(Date.now() + 3_600_000),
      });
      await addMember(server, acme, null, 'expired@acme.test', {
        status: 'Invited',
        inviteExpiresAt: new Date(Date.now() - 1000),
      });
      await addMember(server, acme, null, 'revoked@acme.test', { status: 'InviteRevoked' });
      const response = await call('/members?search=pending');
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({
        status: 'Invited',
        actions: ['resend-invite', 'revoke-invite'],
      });
      const expired = (await call('/members?search=expired@')).body.data[0];
      expect(expired).toMatchObject({
        status: 'InviteExpired',
        actions: ['resend-invite', 'revoke-invite'],
      });
      const revoked = (await call('/members?search=revoked')).body.data[0];
      expect(revoked).toMatchObject({
        status: 'InviteRevoked',
        actions: ['resend-invite'],
        emailVerified: false,
      });
    });

    it('given a search in another case, should match names and e-mail prefixes', async () => {
      expect(
        (await call('/members?search=MILO')).body.data.map((m: { email: string }) => m.email),
      ).toEqual(['milo@acme.test']);
      expect((await call('/members?search=milo%20mem')).body.data).toHaveLength(1);
      expect(
        (await call('/members?search=member')).body.data.map((m: { email: string }) => m.email),
      ).toEqual(['milo@acme.test']);
      expect((await call('/members?search=nobody-here')).body.data).toEqual([]);
    });

    it('given a fragment inside a name or an e-mail address, should match it there, taking % and _ literally', async () => {
      expect(
        (await call('/members?search=ILO')).body.data.map((m: { email: string }) => m.email),
      ).toEqual(['milo@acme.test']);
      expect(
        (await call('/members?search=lo%40acme')).body.data.map((m: { email: string }) => m.email),
      ).toEqual(['milo@acme.test']);
      expect((await call('/members?search=ilo%25')).body.data).toEqual([]);
      expect((await call('/members?search=mil_')).body.data).toEqual([]);
    });

    it('given a role filter, should return only members with that role slug', async () => {
      const response = await call('/members?role=admin');
      expect(response.body.data.map((m: { email: string }) => m.email)).toEqual(['ada@acme.test']);
    });

    it('given bad query values, should answer 400 naming the field', async () => {
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=ten', 'limit'],
        ['before=not-a-cursor', 'before'],
        ['after=%7B%7D', 'after'],
        ['before=a&after=b', 'before'],
        [`search=${'x'.repeat(201)}`, 'search'],
      ] as const) {
        const response = await call(`/members?${query}`);
        expect(response.status, query).toBe(400);
        expect(JSON.stringify(response.body), query).toContain(field);
      }
    });
  });

  describe('paging', () => {
    let org: string;
    let admin: Actor;
    beforeAll(async () => {
      org = await createOrganization(server, 'Paging Co');
      admin = await createActor(server, org, { email: 'boss@paging.test', firstName: 'Boss' });
      // 24 more members, created one minute apart so the order is known: newest first.
      for (let index = 0; index < 24; index += 1) {
        const email = `person${String(index).padStart(2, '0')}@paging.test`;
        const userId = await createUser(server, {
          email,
          firstName: `Person${index}`,
          lastName: 'Paging',
        });
        await addMember(server, org, userId, email, {
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        });
      }
    });
    const page = (query: string) =>
      widgetCall(server, `${base}/members?${query}`, { token: admin.token });

    it('given 25 members, when paging with before (Next) and after (Previous), should walk the pages both ways', async () => {
      const first = await page('limit=10');
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0].email).toBe('boss@paging.test');
      expect(first.body.data[1].email).toBe('person23@paging.test');
      expect(first.body.list_metadata.after).toBeNull();
      expect(first.body.list_metadata.before).toEqual(expect.any(String));

      const second = await page(`limit=10&before=${first.body.list_metadata.before}`);
      expect(second.body.data.map((m: { email: string }) => m.email)[0]).toBe(
        'person14@paging.test',
      );
      expect(second.body.list_metadata.after).toEqual(expect.any(String));

      const third = await page(`limit=10&before=${second.body.list_metadata.before}`);
      expect(third.body.data).toHaveLength(5);
      expect(third.body.data[4].email).toBe('person00@paging.test');
      expect(third.body.list_metadata.before).toBeNull();

      const back = await page(`limit=10&after=${third.body.list_metadata.after}`);
      expect(back.body.data.map((m: { email: string }) => m.email)).toEqual(
        second.body.data.map((m: { email: string }) => m.email),
      );
      const backToStart = await page(`limit=10&after=${back.body.list_metadata.after}`);
      expect(backToStart.body.data.map((m: { email: string }) => m.email)).toEqual(
        first.body.data.map((m: { email: string }) => m.email),
      );
      expect(backToStart.body.list_metadata.after).toBeNull();
    });

    it('given a search, should page within the matches', async () => {
      const first = await page('limit=5&search=person1');
      expect(first.body.data.map((m: { email: string }) => m.email)).toEqual([
        'person19@paging.test',
        'person18@paging.test',
        'person17@paging.test',
        'person16@paging.test',
        'person15@paging.test',
      ]);
      const second = await page(`limit=5&search=person1&before=${first.body.list_metadata.before}`);
      expect(second.body.data.map((m: { email: string }) => m.email)).toEqual([
        'person14@paging.test',
        'person13@paging.test',
        'person12@paging.test',
        'person11@paging.test',
        'person10@paging.test',
      ]);
      // person01's first name is "Person1", so it matches too and comes last.
      const third = await page(`limit=5&search=person1&before=${second.body.list_metadata.before}`);
      expect(third.body.data.map((m: { email: string }) => m.email)).toEqual([
        'person01@paging.test',
      ]);
      expect(third.body.list_metadata.before).toBeNull();
    });

    it('given the default limit, should return 10 members', async () => {
      expect((await page('')).body.data).toHaveLength(10);
    });
  });

  describe('invite-user', () => {
    it('given a new e-mail and a role, should create an invitation and mail it', async () => {
      const response = await call('/invite-user', {
        method: 'POST',
        body: { email: ' New.Person@Acme.test ', roles: ['member'] },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      const [row] = await server.ctx.db.query<{
        status: string;
        role_slugs: string[];
        invite_expires_at: Date;
      }>(
        `SELECT status, role_slugs, invite_expires_at FROM memberships WHERE organization_id = $1 AND email = 'new.person@acme.test'`,
        [acme],
      );
      expect(row).toMatchObject({ status: 'Invited', role_slugs: ['member'] });
      expect(new Date(row!.invite_expires_at).getTime()).toBeGreaterThan(
        Date.now() + 6 * 86_400_000,
      );
      const mail = await latestMail(server, 'new.person@acme.test');
      expect(mail).toMatchObject({ kind: 'invitation' });
      expect(mail!.subject).toContain('Acme Loyalty');
      expect(mail!.body).toContain('invitation_token=');
    });

    it('given people already in the organization, should refuse with the contract messages', async () => {
      const cases = [
        [{ email: 'milo@acme.test', roles: ['member'] }, 'User already exists', 'email'],
        [{ email: 'pending@acme.test', roles: ['member'] }, 'User already invited', 'email'],
        [{ email: 'not-an-email', roles: ['member'] }, 'Invalid email', 'email'],
        [{ email: 'a@b', roles: ['member'] }, 'Invalid email', 'email'],
        [{ email: 'fresh@acme.test', roles: ['owner'] }, 'Invalid role', 'roles'],
        [{ email: 'fresh@acme.test', roles: [] }, 'Invalid role', 'roles'],
        [{ email: 'fresh@acme.test', roles: ['admin', 'member'] }, 'Invalid role', 'roles'],
      ] as const;
      for (const [body, message, field] of cases) {
        const response = await call('/invite-user', { method: 'POST', body });
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
        expect(response.body.errors).toEqual([{ field, message }]);
      }
      const rows = await server.ctx.db.query(
        `SELECT 1 FROM memberships WHERE email IN ('fresh@acme.test', 'not-an-email')`,
      );
      expect(rows).toHaveLength(0);
    });

    it('given a malformed body, should answer 400 naming the field', async () => {
      const missing = await call('/invite-user', {
        method: 'POST',
        body: { email: 'x@acme.test' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('roles');
      const wrongType = await call('/invite-user', {
        method: 'POST',
        body: { email: 42, roles: ['member'] },
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.errors[0].field).toBe('email');
      const extra = await call('/invite-user', {
        method: 'POST',
        body: { email: 'x@acme.test', roles: ['member'], admin: true },
      });
      expect(extra.status).toBe(400);
    });

    it('given an expired invitation, should renew it rather than refuse', async () => {
      const response = await call('/invite-user', {
        method: 'POST',
        body: { email: 'expired@acme.test', roles: ['admin'] },
      });
      expect(response.status).toBe(200);
      const member = (await call('/members?search=expired@')).body.data[0];
      expect(member).toMatchObject({
        status: 'Invited',
        roles: [expect.objectContaining({ slug: 'admin' })],
      });
    });

    it('given multiple roles enabled, should accept several roles', async () => {
      const boss = await createActor(server, globex, { email: 'boss@globex.test' });
      const response = await widgetCall(server, `${base}/invite-user`, {
        token: boss.token,
        method: 'POST',
        body: { email: 'two@globex.test', roles: ['admin', 'member'] },
      });
      expect(response.status).toBe(200);
      const config = await widgetCall(server, `${base}/roles-and-config`, { token: boss.token });
      expect(config.body.multipleRolesEnabled).toBe(true);
    });
  });

  describe('invitations and members by id', () => {
    it('given a pending invitation, when resending, should renew the expiry and send a new mail', async () => {
      const id = await addMember(server, acme, null, 'resend@acme.test', {
        status: 'Invited',
        inviteExpiresAt: new Date(Date.now() - 60_000),
      });
      const response = await call(`/invites/${id}/resend`, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id, success: true });
      const [row] = await server.ctx.db.query<{ invite_expires_at: Date }>(
        'SELECT invite_expires_at FROM memberships WHERE id = $1',
        [id],
      );
      expect(new Date(row!.invite_expires_at).getTime()).toBeGreaterThan(Date.now());
      expect((await latestMail(server, 'resend@acme.test'))?.kind).toBe('invitation');
    });

    it('given an invitation, when revoking it, should mark it revoked and answer with a JSON body', async () => {
      const id = await addMember(server, acme, null, 'revoke-me@acme.test', {
        status: 'Invited',
        inviteExpiresAt: new Date(Date.now() + 60_000),
      });
      const response = await call(`/invites/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id, success: true });
      const member = (await call('/members?search=revoke-me')).body.data[0];
      expect(member.status).toBe('InviteRevoked');
    });

    it('given an active member, should refuse to revoke or resend an invitation for them', async () => {
      expect((await call(`/invites/${milo.membershipId}`, { method: 'DELETE' })).status).toBe(400);
      expect((await call(`/invites/${milo.membershipId}/resend`, { method: 'POST' })).status).toBe(
        400,
      );
    });

    it('given a member, when changing roles, should store them; invalid ones should be refused', async () => {
      const ok = await call(`/members/${milo.membershipId}`, {
        method: 'POST',
        body: { roles: ['admin'] },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ id: milo.membershipId, success: true });
      expect((await call('/members?search=milo')).body.data[0].roles[0].slug).toBe('admin');
      for (const roles of [[], ['owner'], ['admin', 'member']]) {
        const bad = await call(`/members/${milo.membershipId}`, {
          method: 'POST',
          body: { roles },
        });
        expect(bad.status, JSON.stringify(roles)).toBe(400);
        expect(bad.body.errors[0].field).toBe('roles');
      }
      const back = await call(`/members/${milo.membershipId}`, {
        method: 'POST',
        body: { roles: ['member'] },
      });
      expect(back.status).toBe(200);
    });

    it('given the caller, should refuse to change their own roles or remove themselves', async () => {
      expect(
        (
          await call(`/members/${ada.membershipId}`, {
            method: 'POST',
            body: { roles: ['member'] },
          })
        ).status,
      ).toBe(400);
      const remove = await call(`/members/${ada.membershipId}`, { method: 'DELETE' });
      expect(remove.status).toBe(400);
      expect(remove.body.message).toMatch(/yourself/);
    });

    it('given ids of another organization, should answer 404 and change nothing', async () => {
      expect((await call(`/invites/${globexInviteId}/resend`, { method: 'POST' })).status).toBe(
        404,
      );
      expect((await call(`/invites/${globexInviteId}`, { method: 'DELETE' })).status).toBe(404);
      expect((await call(`/members/${globexInviteId}`, { method: 'DELETE' })).status).toBe(404);
      expect(
        (await call(`/members/${globexInviteId}`, { method: 'POST', body: { roles: ['member'] } }))
          .status,
      ).toBe(404);
      const [row] = await server.ctx.db.query<{ status: string }>(
        'SELECT status FROM memberships WHERE id = $1',
        [globexInviteId],
      );
      expect(row?.status).toBe('Invited');
    });

    it('given a member, when removing them, should delete the membership and end their widget access', async () => {
      const victim = await createActor(server, acme, {
        email: 'leaving@acme.test',
        roles: ['admin'],
      });
      const response = await call(`/members/${victim.membershipId}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: victim.membershipId, success: true });
      expect((await call('/members?search=leaving')).body.data).toEqual([]);
      // Their token is still signed and unexpired, but they are no longer a member.
      const after = await widgetCall(server, `${base}/members`, { token: victim.token });
      expect(after.status).toBe(403);
    });
  });
});
