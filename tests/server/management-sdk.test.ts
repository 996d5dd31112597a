// The provider's official Node SDK (`@workos-inc/node` 11), unchanged, against the real server
// over HTTP: every method of API-CONTRACT.md §4, the lists' cursors and auto-pagination, the
// idempotent retry, each error class the SDK maps, and a wrong or missing key changing nothing.
import {
  ConflictException,
  NotFoundException,
  OauthException,
  RateLimitExceededException,
  UnauthorizedException,
  UnprocessableEntityException,
  WorkOS,
} from '@workos-inc/node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, decodeClaims, hiddenFields, pkcePair, postForm, signIn } from './sign-in';
import { startTestServer, type TestServer } from './test-server';
import { widgetCall } from './widgets-fixtures';

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;
const ROTATED = `sk_old_${randomBytes(24).toString('base64url')}`;

function sdk(server: TestServer, key: string | undefined = SECRET): WorkOS {
  const url = new URL(server.url);
  return new WorkOS({
    ...(key ? { apiKey: key } : {}),
    clientId: server.config.clientId,
    apiHostname: url.hostname,
    port: Number(url.port),
    https: false,
    maxRetries: 0,
    timeout: 10_000,
  });
}

const count = async (server: TestServer, table: string) =>
  Number((await server.ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

/** An organization with one user in it, both created through the SDK. */
async function organizationWithUser(
  workos: WorkOS,
  organizationName: string,
  user: { email: string; password?: string; roleSlug?: string },
) {
  const organization = await workos.organizations.createOrganization({ name: organizationName });
  const created = await workos.userManagement.createUser({
    email: user.email,
    ...(user.password ? { password: user.password } : {}),
  });
  const membership = await workos.userManagement.createOrganizationMembership({
    organizationId: organization.id,
    userId: created.id,
    roleSlug: user.roleSlug ?? 'admin',
  });
  return { organization, user: created, membership };
}

describe('management API through the official Node SDK', () => {
  let server: TestServer;
  let workos: WorkOS;

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET, ROTATED] });
    workos = sdk(server);
  });
  afterAll(async () => server?.close());

  it('given a partner backend, when it creates an organization with domains, should answer the SDK object with the default roles behind it', async () => {
    const organization = await workos.organizations.createOrganization({
      name: 'Partner Co',
      domainData: [{ domain: 'partner.test', state: 'verified' as never }],
      externalId: 'ext-partner-co',
      metadata: { tier: 'gold' },
    });
    expect(organization).toMatchObject({
      object: 'organization',
      name: 'Partner Co',
      externalId: 'ext-partner-co',
      metadata: { tier: 'gold' },
    });
    expect(organization.domains).toEqual([
      expect.objectContaining({
        object: 'organization_domain',
        domain: 'partner.test',
        state: 'verified',
        organizationId: organization.id,
      }),
    ]);
    const roles = await server.ctx.db.query<{ slug: string }>(
      'SELECT slug FROM roles WHERE organization_id = $1 ORDER BY position',
      [organization.id],
    );
    expect(roles.map((role) => role.slug)).toEqual(['admin', 'member']);
    expect(await workos.organizations.getOrganization(organization.id)).toEqual(organization);
    expect((await workos.organizations.getOrganizationByExternalId('ext-partner-co')).id).toBe(
      organization.id,
    );

    const renamed = await workos.organizations.updateOrganization({
      organization: organization.id,
      name: 'Partner Company',
    });
    expect(renamed).toMatchObject({ name: 'Partner Company', externalId: 'ext-partner-co' });
    const filtered = await workos.organizations.listOrganizations({ domains: ['partner.test'] });
    expect(filtered.data.map((entry) => entry.id)).toEqual([organization.id]);
  });

  it('given users, memberships and invitations, when the SDK manages them, should create, read, update and delete each', async () => {
    const organization = await workos.organizations.createOrganization({ name: 'Members Inc' });
    const user = await workos.userManagement.createUser({
      email: 'Grace@Members.test',
      password: 'correct horse battery',
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: true,
      externalId: 'ext-grace',
      metadata: { plan: 'pro' },
    });
    expect(user).toMatchObject({
      object: 'user',
      email: 'grace@members.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      emailVerified: true,
      externalId: 'ext-grace',
      metadata: { plan: 'pro' },
    });
    expect((await workos.userManagement.getUser(user.id)).email).toBe('grace@members.test');
    expect((await workos.userManagement.getUserByExternalId('ext-grace')).id).toBe(user.id);
    const updated = await workos.userManagement.updateUser({
      userId: user.id,
      lastName: 'Brewster',
    });
    expect(updated).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster',
      externalId: 'ext-grace',
    });
    const named = await workos.userManagement.createUser({
      email: 'named@members.test',
      name: 'Ada King Lovelace',
    });
    expect(named).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      name: 'Ada King Lovelace',
    });
    const byEmail = await workos.userManagement.listUsers({ email: 'grace@members.test' });
    expect(byEmail.data.map((entry) => entry.id)).toEqual([user.id]);

    const membership = await workos.userManagement.createOrganizationMembership({
      organizationId: organization.id,
      userId: user.id,
      roleSlug: 'admin',
    });
    expect(membership).toMatchObject({
      object: 'organization_membership',
      userId: user.id,
      organizationId: organization.id,
      organizationName: 'Members Inc',
      status: 'active',
      role: { slug: 'admin' },
    });
    const demoted = await workos.userManagement.updateOrganizationMembership(membership.id, {
      roleSlug: 'member',
    });
    expect(demoted.role).toEqual({ slug: 'member' });
    const memberships = await workos.userManagement.listOrganizationMemberships({
      organizationId: organization.id,
      statuses: ['active'],
    });
    expect(memberships.data.map((entry) => entry.id)).toEqual([membership.id]);
    const inOrganization = await workos.userManagement.listUsers({
      organizationId: organization.id,
    });
    expect(inOrganization.data.map((entry) => entry.id)).toEqual([user.id]);

    const invitation = await workos.userManagement.sendInvitation({
      email: 'newcomer@members.test',
      organizationId: organization.id,
      inviterUserId: user.id,
      roleSlug: 'admin',
      expiresInDays: 3,
    });
    expect(invitation).toMatchObject({
      object: 'invitation',
      email: 'newcomer@members.test',
      state: 'pending',
      organizationId: organization.id,
      inviterUserId: user.id,
      roleSlug: 'admin',
    });
    expect(invitation.acceptInvitationUrl).toBe(
      `${server.config.publicUrl}/?invitation_token=${encodeURIComponent(invitation.token)}`,
    );
    expect((await workos.userManagement.getInvitation(invitation.id)).state).toBe('pending');
    const listed = await workos.userManagement.listInvitations({ organizationId: organization.id });
    expect(listed.data.map((entry) => entry.id)).toEqual([invitation.id]);
    const found = await workos.userManagement.findInvitationByToken(invitation.token);
    expect(found).toMatchObject({
      id: invitation.id,
      acceptInvitationUrl: invitation.acceptInvitationUrl,
    });
    const resent = await workos.userManagement.resendInvitation(invitation.id);
    expect(resent.state).toBe('pending');
    expect(resent.token).not.toBe(invitation.token);
    await expect(
      workos.userManagement.findInvitationByToken(invitation.token),
    ).rejects.toBeInstanceOf(NotFoundException);
    const revoked = await workos.userManagement.revokeInvitation(invitation.id);
    expect(revoked.state).toBe('revoked');
    // The mailed link of a revoked invitation still finds it, so the hosted page can say so.
    expect((await workos.userManagement.findInvitationByToken(resent.token)).state).toBe('revoked');
    const withdrawn = await fetch(
      authorizeUrl(server, {
        code_challenge: pkcePair().challenge,
        screen_hint: 'sign-in',
        invitation_token: resent.token,
      }),
    );
    expect(withdrawn.status).toBe(410);
    expect(await withdrawn.text()).toContain('This invitation was withdrawn');

    await workos.userManagement.deleteOrganizationMembership(membership.id);
    await expect(
      workos.userManagement.getOrganizationMembership(membership.id),
    ).rejects.toBeInstanceOf(NotFoundException);
    await workos.userManagement.deleteUser(user.id);
    await expect(workos.userManagement.getUser(user.id)).rejects.toBeInstanceOf(NotFoundException);
    await workos.organizations.deleteOrganization(organization.id);
    await expect(workos.organizations.getOrganization(organization.id)).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });

  it('given an invitation sent through the API, when the person signs up through its link, should make them a member', async () => {
    const organization = await workos.organizations.createOrganization({ name: 'Invite Link Co' });
    const invitation = await workos.userManagement.sendInvitation({
      email: 'linked@invite.test',
      organizationId: organization.id,
    });
    const token = new URL(invitation.acceptInvitationUrl).searchParams.get('invitation_token');
    expect(token).toBe(invitation.token);
    const invited = await workos.userManagement.createUser({
      email: 'linked@invite.test',
      password: 'linked password 1',
    });
    const session = await signIn(server, 'linked@invite.test', 'linked password 1', {
      invitationToken: token ?? '',
    });
    expect(session.organizationId).toBe(organization.id);
    expect((await workos.userManagement.getInvitation(invitation.id)).state).toBe('accepted');
    const memberships = await workos.userManagement.listOrganizationMemberships({
      userId: invited.id,
    });
    expect(memberships.data.map((entry) => entry.organizationId)).toEqual([organization.id]);
  });

  it('given a user and membership created through the API, should sign in to that organization and see it in the dashboard switcher', async () => {
    const { organization } = await organizationWithUser(workos, 'Switcher Org', {
      email: 'switcher@api.test',
      password: 'switcher password 1',
    });
    const session = await signIn(server, 'switcher@api.test', 'switcher password 1');
    expect(session.organizationId).toBe(organization.id);
    expect(session.claims).toMatchObject({ org_id: organization.id, role: 'admin' });
    const switcher = await fetch(`${server.url}/api/idp/organization-memberships`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(switcher.status).toBe(200);
    const { data } = (await switcher.json()) as {
      data: { name: string; organizationEnvironments: { idpOrganizationId: string }[] }[];
    };
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Switcher Org',
        organizationEnvironments: [expect.objectContaining({ idpOrganizationId: organization.id })],
      }),
    ]);
  });

  it('given 25 users, when the SDK auto-paginates, should follow after until null and get each once, in both orders, also for several membership statuses', async () => {
    const organization = await workos.organizations.createOrganization({ name: 'Paging Org' });
    const ids: string[] = [];
    const membershipIds: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const user = await workos.userManagement.createUser({ email: `pager${index}@paging.test` });
      const membership = await workos.userManagement.createOrganizationMembership({
        organizationId: organization.id,
        userId: user.id,
      });
      ids.push(user.id);
      membershipIds.push(membership.id);
    }
    const firstPage = await workos.userManagement.listUsers({
      organizationId: organization.id,
      limit: 10,
    });
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.data.map((user) => user.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(firstPage.listMetadata.before).toBeNull();
    const second = await workos.userManagement.listUsers({
      organizationId: organization.id,
      limit: 10,
      after: firstPage.listMetadata.after ?? undefined,
    });
    expect(second.data.map((user) => user.id)).toEqual([...ids].reverse().slice(10, 20));
    const back = await workos.userManagement.listUsers({
      organizationId: organization.id,
      limit: 10,
      before: second.listMetadata.before ?? undefined,
    });
    expect(back.data.map((user) => user.id)).toEqual(firstPage.data.map((user) => user.id));
    const third = await workos.userManagement.listUsers({
      organizationId: organization.id,
      limit: 10,
      after: second.listMetadata.after ?? undefined,
    });
    expect(third.data).toHaveLength(5);
    expect(third.listMetadata.after).toBeNull();

    const everyone = await (
      await workos.userManagement.listUsers({ organizationId: organization.id })
    ).autoPagination();
    expect(everyone.map((user) => user.id)).toEqual([...ids].reverse());
    const ascending = await (
      await workos.userManagement.listUsers({ organizationId: organization.id, order: 'asc' })
    ).autoPagination();
    expect(ascending.map((user) => user.id)).toEqual(ids);

    // Several statuses page as one list (pages of 4 by `after`: autoPagination asks for 100):
    // every third membership revoked, every fifth pending.
    const statusOf = (index: number) =>
      index % 3 === 0 ? 'InviteRevoked' : index % 5 === 0 ? 'Invited' : 'Active';
    for (const [index, id] of membershipIds.entries())
      await server.ctx.db.query('UPDATE memberships SET status = $1 WHERE id = $2', [
        statusOf(index),
        id,
      ]);
    const pagesOf = async <T extends { id: string }>(
      page: (after: string | undefined) => Promise<{
        data: T[];
        listMetadata: { after?: string | null };
      }>,
    ) => {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const result = await page(after);
        expect(result.data.length).toBeLessThanOrEqual(4);
        seen.push(...result.data.map((entry) => entry.id));
        after = result.listMetadata.after ?? undefined;
      } while (after);
      return seen;
    };
    const activeOrRevoked = membershipIds.filter((_, index) => statusOf(index) !== 'Invited');
    for (const order of ['asc', 'desc'] as const) {
      const listed = await pagesOf((after) =>
        workos.userManagement.listOrganizationMemberships({
          organizationId: organization.id,
          statuses: ['active', 'inactive'],
          limit: 4,
          order,
          after,
        }),
      );
      expect(listed).toEqual(order === 'asc' ? activeOrRevoked : [...activeOrRevoked].reverse());
    }
    // listUsers by organization leaves out revoked memberships' users.
    const members = await pagesOf((after) =>
      workos.userManagement.listUsers({ organizationId: organization.id, limit: 4, after }),
    );
    expect(members).toEqual(
      ids.filter((_, index) => statusOf(index) !== 'InviteRevoked').reverse(),
    );
  });

  it('given a POST retried with the same Idempotency-Key, should create once and replay; a different body with that key is 422', async () => {
    const key = `retry-${randomBytes(8).toString('hex')}`;
    const post = (body: unknown) =>
      fetch(`${server.url}/organizations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    const before = await count(server, 'organizations');
    const first = await post({ name: 'Once Only' });
    const again = await post({ name: 'Once Only' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [created, replayed] = [await first.json(), await again.json()];
    expect(replayed).toEqual(created);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(server, 'organizations')).toBe(before + 1);
    const other = await post({ name: 'Something Else' });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await count(server, 'organizations')).toBe(before + 1);
  });

  it('given a 503 on the first try, when the SDK retries the create, should send the same Idempotency-Key and create once', async () => {
    // The replay itself is checked above with fetch; this checks what the SDK sends on a retry.
    await server.ctx.db.query(
      `INSERT INTO test_faults (id, method, path_pattern, status, remaining) VALUES ('fault_retry', 'POST', '/organizations', 503, 1)`,
    );
    const keys: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST')
        keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
      return original(input, init);
    }) as typeof fetch;
    const before = await count(server, 'organizations');
    try {
      const url = new URL(server.url);
      const retrying = new WorkOS({
        apiKey: SECRET,
        apiHostname: url.hostname,
        port: Number(url.port),
        https: false,
        maxRetries: 2,
        timeout: 5000,
      });
      const organization = await retrying.organizations.createOrganization({
        name: 'Retried Once',
      });
      expect(organization.name).toBe('Retried Once');
    } finally {
      globalThis.fetch = original;
    }
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^retry-/);
    expect(await count(server, 'organizations')).toBe(before + 1);
  });

  it('given each error class, should answer the status the SDK maps to its exception', async () => {
    await expect(workos.organizations.getOrganization('org_missing')).rejects.toBeInstanceOf(
      NotFoundException,
    );
    const unknownPath = await fetch(`${server.url}/organizations/org_x/no_such_thing`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toMatchObject({ code: 'not_found' });
    const organization = await workos.organizations.createOrganization({ name: 'Errors Org' });
    const user = await workos.userManagement.createUser({ email: 'dup@errors.test' });
    await expect(
      workos.userManagement.createUser({ email: 'DUP@errors.test' }),
    ).rejects.toBeInstanceOf(ConflictException);
    await workos.userManagement.createOrganizationMembership({
      organizationId: organization.id,
      userId: user.id,
    });
    await expect(
      workos.userManagement.createOrganizationMembership({
        organizationId: organization.id,
        userId: user.id,
      }),
    ).rejects.toBeInstanceOf(ConflictException);
    const invalidRole = await workos.userManagement
      .createOrganizationMembership({
        organizationId: organization.id,
        userId: (await workos.userManagement.createUser({ email: 'role@errors.test' })).id,
        roleSlug: 'owner',
      })
      .catch((error: unknown) => error);
    expect(invalidRole).toBeInstanceOf(UnprocessableEntityException);
    await expect(workos.userManagement.listUsers({ limit: 101 })).rejects.toBeInstanceOf(
      UnprocessableEntityException,
    );
    await expect(workos.userManagement.listUsers({ limit: 0 })).rejects.toBeInstanceOf(
      UnprocessableEntityException,
    );
    await expect(
      workos.userManagement.listUsers({ after: 'not a cursor!' }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
    await expect(
      workos.userManagement.createUser({ email: 'x'.repeat(10_000) }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
    await expect(
      sdk(server, `sk_${'w'.repeat(40)}`).organizations.listOrganizations(),
    ).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('given a wrong, missing or browser key, when it writes, should answer 401 before any validation and change nothing', async () => {
    const before = await Promise.all(
      ['organizations', 'users', 'memberships'].map((table) => count(server, table)),
    );
    const session = await signIn(
      server,
      (
        await workos.userManagement.createUser({
          email: 'browser@keys.test',
          password: 'browser password',
        })
      ).email,
      'browser password',
    );
    for (const authorization of [
      undefined,
      `Bearer sk_${'z'.repeat(40)}`,
      `Bearer ${session.accessToken}`,
      `Basic ${SECRET}`,
    ]) {
      for (const [method, path, body] of [
        ['POST', '/organizations', { name: 'Nope' }],
        ['POST', '/user_management/users', { email: 'nope@keys.test' }],
        ['POST', '/organizations', { bogus: true }],
        ['DELETE', '/organizations/org_missing', undefined],
        ['POST', '/widgets/token', { organization_id: 'org_x' }],
        ['GET', '/organizations/org_x/no_such_thing', undefined],
        ['PATCH', '/user_management/users/user_x/unknown', { a: 1 }],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: expect.any(String) });
      }
    }
    const after = await Promise.all(
      ['organizations', 'users', 'memberships'].map((table) => count(server, table)),
    );
    expect(after).toEqual([before[0], (before[1] ?? 0) + 1, before[2]]);
    await expect(
      sdk(server, ROTATED).organizations.listOrganizations({ limit: 1 }),
    ).resolves.toBeTruthy();
  });

  it('given a browser page, should get no CORS on the management API', async () => {
    const preflight = await fetch(`${server.url}/organizations`, {
      method: 'OPTIONS',
      headers: {
        origin: server.config.allowedOrigins[0] ?? '',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${server.url}/organizations`, {
      headers: { origin: server.config.allowedOrigins[0] ?? '', authorization: `Bearer ${SECRET}` },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('given a widget token for a member, should carry the narrowed scopes, work on the widgets API, and stop once the membership is gone', async () => {
    const organization = await workos.organizations.createOrganization({ name: 'Widget Org' });
    const admin = await workos.userManagement.createUser({ email: 'admin@widget.test' });
    const member = await workos.userManagement.createUser({ email: 'member@widget.test' });
    const adminMembership = await workos.userManagement.createOrganizationMembership({
      organizationId: organization.id,
      userId: admin.id,
      roleSlug: 'admin',
    });
    await workos.userManagement.createOrganizationMembership({
      organizationId: organization.id,
      userId: member.id,
    });
    const scopes = [
      'widgets:users-table:manage',
      'widgets:sso:manage',
      'widgets:domain-verification:manage',
    ] as never[];
    const { token } = await workos.widgets.createToken({
      organizationId: organization.id,
      userId: admin.id,
      scopes,
    });
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({ sub: admin.id, org_id: organization.id });
    expect(claims.sid).toBeUndefined();
    expect([...(claims.permissions as string[])].sort()).toEqual([...(scopes as string[])].sort());
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const memberToken = (
      await workos.widgets.createToken({
        organizationId: organization.id,
        userId: member.id,
        scopes,
      })
    ).token;
    expect(decodeClaims(memberToken).permissions).toEqual([]);

    const members = await widgetCall(server, '/_widgets/UserManagement/members', { token });
    expect(members.status).toBe(200);
    expect(members.body.data.map((row: { email: string }) => row.email).sort()).toEqual([
      'admin@widget.test',
      'member@widget.test',
    ]);
    const sso = await widgetCall(server, '/_widgets/admin-portal/sso-connections', {
      token,
      headers: { 'workos-widgets-type': 'admin-portal-sso-connection' },
    });
    expect(sso.status).toBe(200);
    expect((await widgetCall(server, '/_widgets/UserProfile/me', { token })).body.email).toBe(
      'admin@widget.test',
    );
    expect(
      (await widgetCall(server, '/_widgets/UserManagement/members', { token: memberToken })).status,
    ).toBe(403);
    // Management keys are not widget tokens and widget tokens are not keys.
    expect(
      (await widgetCall(server, '/_widgets/UserManagement/members', { token: SECRET })).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${server.url}/organizations`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(401);

    await workos.userManagement.deleteOrganizationMembership(adminMembership.id);
    expect((await widgetCall(server, '/_widgets/UserManagement/members', { token })).status).toBe(
      401,
    );
    expect((await widgetCall(server, '/_widgets/UserProfile/me', { token })).status).toBe(401);
    await expect(
      workos.widgets.createToken({ organizationId: organization.id, userId: admin.id, scopes }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
  });

  it('given a widget token with the personal API-key scopes, should narrow them to the role and open <api-keys scope="user">', async () => {
    const { organization, user } = await organizationWithUser(workos, 'Personal Keys Org', {
      email: 'personal@widget.test',
      roleSlug: 'member',
    });
    const scopes = [
      'widgets:user-api-keys:manage-self',
      'widgets:user-api-keys:manage-all',
    ] as never[];
    const { token } = await workos.widgets.createToken({
      organizationId: organization.id,
      userId: user.id,
      scopes,
    });
    // A member's roles grant their own keys only: manage-all is narrowed away.
    expect(decodeClaims(token).permissions).toEqual(['widgets:user-api-keys:manage-self']);
    const list = await widgetCall(server, '/_widgets/UserApiKeys/api-keys', {
      token,
      headers: { 'workos-widgets-type': 'user-api-keys' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  it('given the older SSO scope name, should still accept it as an alias', async () => {
    const { organization, user: admin } = await organizationWithUser(workos, 'Alias Org', {
      email: 'alias@widget.test',
    });
    const { token } = await workos.widgets.createToken({
      organizationId: organization.id,
      userId: admin.id,
      scopes: ['widgets:sso-connection:manage' as never],
    });
    const sso = await widgetCall(server, '/_widgets/admin-portal/sso-connections', {
      token,
      headers: { 'workos-widgets-type': 'admin-portal-sso-connection' },
    });
    expect(sso.status).toBe(200);
  });

  it('given a confidential client, should authenticate with password, exchange a code issued without PKCE only with the secret, and refresh with it', async () => {
    const { organization, user } = await organizationWithUser(workos, 'Confidential Org', {
      email: 'conf@client.test',
      password: 'confidential pw 1',
    });

    const byPassword = await workos.userManagement.authenticateWithPassword({
      clientId: server.config.clientId,
      email: 'conf@client.test',
      password: 'confidential pw 1',
    });
    expect(byPassword.user.id).toBe(user.id);
    expect(byPassword.organizationId).toBe(organization.id);
    await expect(
      workos.userManagement.authenticateWithPassword({
        clientId: server.config.clientId,
        email: 'conf@client.test',
        password: 'wrong one',
      }),
    ).rejects.toBeInstanceOf(OauthException);

    // A password alone does not get past a second factor.
    await server.ctx.db.query(
      `INSERT INTO totp_factors (id, user_id, secret, verified_at) VALUES ('auth_factor_conf', $1, 'JBSWY3DPEHPK3PXP', now())`,
      [user.id],
    );
    await expect(
      workos.userManagement.authenticateWithPassword({
        clientId: server.config.clientId,
        email: 'conf@client.test',
        password: 'confidential pw 1',
      }),
    ).rejects.toMatchObject({ status: 403 });
    await server.ctx.db.query("DELETE FROM totp_factors WHERE id = 'auth_factor_conf'");

    // A wrong secret is refused before the refresh token rotates: the right one still works after.
    const wrong = sdk(server, `sk_${'q'.repeat(40)}`);
    await expect(
      wrong.userManagement.authenticateWithRefreshToken({
        clientId: server.config.clientId,
        refreshToken: byPassword.refreshToken,
      }),
    ).rejects.toBeInstanceOf(UnauthorizedException);
    const refreshed = await workos.userManagement.authenticateWithRefreshToken({
      clientId: server.config.clientId,
      refreshToken: byPassword.refreshToken,
    });
    expect(refreshed.accessToken).not.toBe(byPassword.accessToken);

    const authorizationUrl = workos.userManagement.getAuthorizationUrl({
      clientId: server.config.clientId,
      provider: 'authkit',
      redirectUri: `${server.url}/callback`,
      state: 'partner-state',
    });
    expect(authorizationUrl).not.toContain('code_challenge');
    const code = async () => {
      const page = await fetch(authorizationUrl);
      expect(page.status).toBe(200);
      const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email: 'conf@client.test',
        password: 'confidential pw 1',
      });
      return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    };
    const publicExchange = await fetch(`${server.url}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        client_id: server.config.clientId,
        code: await code(),
        code_verifier: pkcePair().verifier,
      }),
    });
    expect(publicExchange.status).toBe(400);
    const exchanged = await workos.userManagement.authenticateWithCode({
      clientId: server.config.clientId,
      code: await code(),
    });
    expect(exchanged.user.id).toBe(user.id);

    const [session] = (await workos.userManagement.listSessions(user.id)).data.filter(
      (entry) => entry.status === 'active',
    );
    expect(session).toMatchObject({ object: 'session', userId: user.id, authMethod: 'password' });
    await workos.userManagement.revokeSession({
      sessionId: decodeClaims(exchanged.accessToken).sid as string,
    });
    await expect(
      workos.userManagement.authenticateWithRefreshToken({
        clientId: server.config.clientId,
        refreshToken: exchanged.refreshToken,
      }),
    ).rejects.toBeInstanceOf(OauthException);
    const sessions = await workos.userManagement.listSessions(user.id);
    expect(sessions.data.some((entry) => entry.status === 'revoked')).toBe(true);
  });

  it('given organization API keys, should create one whose secret shows once, list, validate and delete it', async () => {
    const organization = await workos.organizations.createOrganization({ name: 'Keys Org' });
    const created = await workos.apiKeys.createOrganizationApiKey({
      organizationId: organization.id,
      name: 'CI key',
      permissions: ['orders:read'],
    });
    expect(created).toMatchObject({
      object: 'api_key',
      name: 'CI key',
      owner: { type: 'organization', id: organization.id },
      permissions: ['orders:read'],
      lastUsedAt: null,
    });
    expect(created.value).toMatch(/^sk_/);
    expect(created.obfuscatedValue).toBe(`sk_…${created.value.slice(-4)}`);
    // The secret is kept nowhere in the clear, not even in the stored idempotent answer.
    const dump = await server.ctx.db.query<{ t: string }>(
      `SELECT (SELECT string_agg(k::text, '|') FROM api_keys k) || (SELECT string_agg(i::text, '|') FROM idempotency_keys i) AS t`,
    );
    expect(dump[0]?.t).not.toContain(created.value);

    const listed = await workos.apiKeys.listOrganizationApiKeys({
      organizationId: organization.id,
    });
    expect(listed.data.map((key) => key.id)).toEqual([created.id]);
    expect(listed.data[0]).not.toHaveProperty('value');
    const valid = await workos.apiKeys.createValidation({ value: created.value });
    expect(valid.apiKey).toMatchObject({
      id: created.id,
      owner: { type: 'organization', id: organization.id },
    });
    expect(
      (await workos.apiKeys.createValidation({ value: 'sk_unknown_value' })).apiKey,
    ).toBeNull();
    await workos.apiKeys.deleteApiKey(created.id);
    expect((await workos.apiKeys.createValidation({ value: created.value })).apiKey).toBeNull();
    await expect(workos.apiKeys.deleteApiKey(created.id)).rejects.toBeInstanceOf(NotFoundException);
    await expect(
      workos.apiKeys.listOrganizationApiKeys({ organizationId: 'org_missing' }),
    ).rejects.toBeInstanceOf(NotFoundException);
  });

  it('builds logout and JWKS URLs the server answers', async () => {
    const jwks = await fetch(workos.userManagement.getJwksUrl(server.config.clientId));
    expect(jwks.status).toBe(200);
    expect((await jwks.json()).keys.length).toBeGreaterThan(0);
    const logout = workos.userManagement.getLogoutUrl({ sessionId: 'session_unknown' });
    expect(new URL(logout).pathname).toBe('/user_management/sessions/logout');
  });
});

describe('management API rate limit and unconfigured key', () => {
  it('given more requests than the per-minute limit, should answer 429 with Retry-After', async () => {
    const server = await startTestServer({
      apiSecretKeys: [SECRET],
      managementRateLimitPerMinute: 3,
    });
    try {
      const workos = sdk(server);
      for (let index = 0; index < 3; index += 1)
        await workos.organizations.listOrganizations({ limit: 1 });
      const error = await workos.organizations
        .listOrganizations({ limit: 1 })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(RateLimitExceededException);
      expect((error as RateLimitExceededException).retryAfter).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('given production without API_SECRET_KEY, should answer 401 saying the key is not configured', async () => {
    const server = await startTestServer({
      apiSecretKeys: [],
      mode: 'production',
      demoMode: false,
    });
    try {
      const response = await fetch(`${server.url}/organizations`, {
        headers: { authorization: `Bearer ${SECRET}` },
      });
      expect(response.status).toBe(401);
      expect((await response.json()).message).toMatch(/not configured/);
    } finally {
      await server.close();
    }
  });

  it('given development without API_SECRET_KEY, should generate one key, store it, and accept it', async () => {
    const server = await startTestServer({ apiSecretKeys: [] });
    try {
      const [stored] = await server.ctx.db.query<{ value: string }>(
        "SELECT value FROM server_secrets WHERE name = 'management_api_secret_key'",
      );
      const { secretKeys } = await import('../../server/domain/secret-keys');
      const { keys } = await secretKeys(server.ctx);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(/^sk_[A-Za-z0-9_-]{32,}$/);
      expect(stored === undefined || stored.value === keys[0]).toBe(true);
      await expect(sdk(server, keys[0]).organizations.listOrganizations()).resolves.toBeTruthy();
    } finally {
      await server.close();
    }
  });
});
