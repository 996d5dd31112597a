// Okta's SCIM 2.0 request sequence replayed against a directory (dsync-audit-events.md §A.2 and
// §D): test credentials, lookups, create, PUT without `active`, group push, path-less
// deactivation, reactivation, and what each does to the membership, role and sessions.
import { NotFoundException, UnprocessableEntityException, WorkOS } from '@workos-inc/node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { directoryDeletions } from '../../server/directory-sync/directory-deletions';
import { createSession } from './widgets-fixtures';
import {
  GROUP_SCHEMA,
  PATCH_SCHEMA,
  oktaUser,
  scim,
  scimDirectory,
  type ScimDirectory,
} from './scim-fixtures';

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;

describe('SCIM directory: an Okta lifecycle', () => {
  let server: TestServer;
  let okta: ScimDirectory;
  let workos: WorkOS;

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    const url = new URL(server.url);
    workos = new WorkOS({
      apiKey: SECRET,
      clientId: server.config.clientId,
      apiHostname: url.hostname,
      port: Number(url.port),
      https: false,
      maxRetries: 0,
    });
    okta = await scimDirectory(server, 'okta scim v2.0', 'acme.test');
  });
  afterAll(async () => server?.close());

  /** The organization's dsync.* events in the order they were written. */
  const events = async () =>
    server.ctx.db.query<{
      event: string;
      data: Record<string, unknown> & { id?: string; previous_attributes?: unknown };
    }>(
      `SELECT event, data FROM events WHERE organization_id = $1 AND event LIKE 'dsync.%' ORDER BY seq`,
      [okta.organizationId],
    );

  const membership = async (email: string) =>
    (
      await server.ctx.db.query<{
        status: string;
        role_slugs: string[];
        directory_managed: boolean;
        user_id: string;
      }>(
        `SELECT status, role_slugs, directory_managed, user_id FROM memberships WHERE organization_id = $1 AND email = $2`,
        [okta.organizationId, email],
      )
    )[0];

  /** The product's own `user.*` events about the user with this address, with their txid. */
  const userEvents = async (email: string) =>
    server.ctx.db.query<{ event: string; txid: string; data: Record<string, unknown> }>(
      `SELECT event, txid::text, data FROM events WHERE event LIKE 'user.%' AND data->>'email' = $1
        ORDER BY seq`,
      [email],
    );

  const directoryState = async () =>
    (
      await server.ctx.db.query<{ state: string }>('SELECT state FROM directories WHERE id = $1', [
        okta.directoryId,
      ])
    )[0]?.state;

  it('given a new Okta app, when it tests the credentials and provisions people, should create members and link the directory', async () => {
    expect(await directoryState()).toBe('unlinked');
    const test = await scim(okta, 'GET', '/Users?startIndex=1&count=2');
    expect(test.status).toBe(200);
    // Credentials work, nothing pushed yet: the widget's "Waiting for users and groups".
    expect(await directoryState()).toBe('validating');
    expect(test.headers.get('content-type')).toContain('application/scim+json');
    expect(test.body).toMatchObject({ totalResults: 0, Resources: [] });

    const lookup = await scim(
      okta,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ada@acme.test"')}`,
    );
    expect(lookup.body.totalResults).toBe(0);

    const created = await scim(
      okta,
      'POST',
      '/Users',
      oktaUser('Ada@acme.test', 'Ada', 'Lovelace'),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get('location')).toBe(`${okta.base}/Users/${id}`);
    expect(created.body).toMatchObject({
      userName: 'Ada@acme.test',
      active: true,
      meta: { resourceType: 'User', location: `${okta.base}/Users/${id}` },
    });
    expect(created.body).not.toHaveProperty('password');

    // Case-insensitive userName eq finds her.
    const found = await scim(
      okta,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ada@ACME.test"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources?.[0]?.id).toBe(id);

    expect(await membership('ada@acme.test')).toMatchObject({
      status: 'Active',
      role_slugs: ['member'],
      directory_managed: true,
    });
    const [directory] = await server.ctx.db.query<{ state: string; last_sync_run_at: Date | null }>(
      'SELECT state, last_sync_run_at FROM directories WHERE id = $1',
      [okta.directoryId],
    );
    expect(directory).toMatchObject({ state: 'linked' });
    expect(directory?.last_sync_run_at).not.toBeNull();

    const written = await events();
    expect(written.map((row) => row.event)).toEqual(['dsync.activated', 'dsync.user.created']);
    expect(written[0]?.data).toMatchObject({
      object: 'directory',
      id: okta.directoryId,
      state: 'active',
      domains: [{ object: 'organization_domain', domain: 'acme.test' }],
    });
    expect(written[1]?.data).toMatchObject({
      id,
      email: 'ada@acme.test',
      state: 'active',
      first_name: 'Ada',
    });
    expect(written[1]?.data).not.toHaveProperty('groups');
    // The product user the directory created has its own user.created, in the same transaction.
    const [dsyncCreated] = await server.ctx.db.query<{ txid: string }>(
      `SELECT txid::text FROM events WHERE event = 'dsync.user.created' AND data->>'id' = $1`,
      [id],
    );
    const ada = await userEvents('ada@acme.test');
    expect(ada.map((row) => row.event)).toEqual(['user.created']);
    expect(ada[0]?.data).toMatchObject({
      object: 'user',
      id: (await membership('ada@acme.test'))?.user_id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified: true,
    });
    expect(ada[0]?.txid).toBe(dsyncCreated?.txid);

    // A duplicate userName, whatever its case, is a SCIM 409.
    const duplicate = await scim(okta, 'POST', '/Users', oktaUser('ADA@acme.test', 'Ada', 'Again'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });
  });

  it('given a provisioned person, when Okta replaces them without `active` and then deactivates them with a path-less replace, should keep them active first and then suspend the membership and end their sessions', async () => {
    const created = await scim(
      okta,
      'POST',
      '/Users',
      oktaUser('grace@acme.test', 'Grace', 'Hopper'),
    );
    const id = created.body.id as string;
    const { active: _active, ...withoutActive } = oktaUser('grace@acme.test', 'Grace', 'Murray');
    const put = await scim(okta, 'PUT', `/Users/${id}`, withoutActive);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ active: true, name: { familyName: 'Murray' } });
    const member = await membership('grace@acme.test');
    expect(member?.status).toBe('Active');
    // The new family name reaches the product user: user.updated.
    const grace = await userEvents('grace@acme.test');
    expect(grace.map((row) => row.event)).toEqual(['user.created', 'user.updated']);
    expect(grace[1]?.data).toMatchObject({ id: member?.user_id, last_name: 'Murray' });
    const sessionId = await createSession(server, member!.user_id, okta.organizationId);

    const deactivate = await scim(okta, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivate.status).toBe(200);
    expect(deactivate.body.active).toBe(false);
    expect((await membership('grace@acme.test'))?.status).toBe('Inactive');
    const updates = (await events()).filter(
      (row) => row.event === 'dsync.user.updated' && row.data.id === id,
    );
    expect(updates.map((row) => row.data.previous_attributes)).toEqual([
      { last_name: 'Hopper' },
      { state: 'active' },
    ]);
    const [session] = await server.ctx.db.query<{ ended_at: Date | null }>(
      'SELECT ended_at FROM sessions WHERE id = $1',
      [sessionId],
    );
    expect(session?.ended_at).not.toBeNull();

    const reactivate = await scim(okta, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivate.body.active).toBe(true);
    expect((await membership('grace@acme.test'))?.status).toBe('Active');
  });

  it('given a group mapped to the admin role, when Okta pushes it with members and then removes one, should grant and take back the role', async () => {
    const linus = (await scim(okta, 'POST', '/Users', oktaUser('linus@acme.test', 'Linus', 'T')))
      .body.id as string;
    const group = await scim(okta, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Admins',
      members: [],
    });
    expect(group.status).toBe(201);
    const groupId = group.body.id as string;
    await server.ctx.db.query(
      'INSERT INTO directory_group_roles (group_id, directory_id, role_slug) VALUES ($1, $2, $3)',
      [groupId, okta.directoryId, 'admin'],
    );
    const add = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: linus, display: 'linus@acme.test' }] },
      ],
    });
    expect(add.status).toBe(200);
    expect(add.body.members).toEqual([{ value: linus, display: 'linus@acme.test' }]);
    expect((await membership('linus@acme.test'))?.role_slugs).toEqual(['admin']);
    const afterAdd = (await events()).slice(-2);
    expect(afterAdd.map((row) => row.event)).toEqual([
      'dsync.group.user_added',
      'dsync.user.updated',
    ]);
    expect(afterAdd[0]?.data).toMatchObject({
      directory_id: okta.directoryId,
      user: { id: linus },
      group: { id: groupId, name: 'Admins' },
    });
    expect(afterAdd[1]?.data).toMatchObject({
      id: linus,
      role: { slug: 'admin' },
      previous_attributes: { role: { slug: 'member' }, roles: [{ slug: 'member' }] },
    });

    const rename = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Administrators' }],
    });
    expect(rename.body.displayName).toBe('Administrators');
    expect((await events()).at(-1)).toMatchObject({
      event: 'dsync.group.updated',
      data: { name: 'Administrators', previous_attributes: { name: 'Admins' } },
    });

    const remove = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'remove', path: `members[value eq "${linus}"]` }],
    });
    expect(remove.status).toBe(200);
    expect(remove.body.members).toEqual([]);
    expect((await membership('linus@acme.test'))?.role_slugs).toEqual(['member']);

    expect((await events()).slice(-2).map((row) => row.event)).toEqual([
      'dsync.group.user_removed',
      'dsync.user.updated',
    ]);
    expect((await scim(okta, 'DELETE', `/Groups/${groupId}`)).status).toBe(204);
    expect((await events()).at(-1)).toMatchObject({
      event: 'dsync.group.deleted',
      data: { id: groupId },
    });
    expect((await scim(okta, 'GET', `/Groups/${groupId}`)).status).toBe(404);
  });

  it('given what Okta wrote, when the partner reads it through the official Node SDK, should see directories, users with groups and roles, and groups; then delete the directory', async () => {
    const linus = (await scim(okta, 'POST', '/Users', oktaUser('kay@acme.test', 'Kay', 'Nine')))
      .body.id as string;
    const group = await scim(okta, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Readers',
      members: [{ value: linus }],
    });
    const groupId = group.body.id as string;

    const directories = await workos.directorySync.listDirectories({
      organizationId: okta.organizationId,
    });
    expect(directories.data).toHaveLength(1);
    expect(directories.data[0]).toMatchObject({
      id: okta.directoryId,
      externalKey: okta.key,
      state: 'active', // the SDK's name for `linked`
      type: 'okta scim v2.0',
      domain: 'acme.test',
      organizationId: okta.organizationId,
    });
    expect(await workos.directorySync.getDirectory(okta.directoryId)).toMatchObject({
      id: okta.directoryId,
    });
    const searched = await workos.directorySync.listDirectories({ search: 'nothing like it' });
    expect(searched.data).toHaveLength(0);

    const users = await workos.directorySync.listUsers({ directory: okta.directoryId, limit: 2 });
    expect(users.data).toHaveLength(2);
    const all = await (
      await workos.directorySync.listUsers({ directory: okta.directoryId })
    ).autoPagination();
    const kay = all.find((user) => user.email === 'kay@acme.test');
    expect(kay).toMatchObject({
      idpId: '00ukay',
      firstName: 'Kay',
      lastName: 'Nine',
      state: 'active',
      customAttributes: { username: 'kay@acme.test' },
      role: { slug: 'member' },
    });
    expect(kay?.groups.map((entry) => entry.id)).toEqual([groupId]);
    const inGroup = await workos.directorySync.listUsers({ group: groupId });
    expect(inGroup.data.map((user) => user.id)).toEqual([linus]);
    const one = await workos.directorySync.getUser(linus);
    expect(one.groups[0]).toMatchObject({
      id: groupId,
      name: 'Readers',
      directoryId: okta.directoryId,
    });
    const grace = all.find((user) => user.email === 'grace@acme.test');
    expect(grace?.state).toBe('active');

    const groups = await workos.directorySync.listGroups({ user: linus });
    expect(groups.data.map((entry) => entry.name)).toEqual(['Readers']);
    expect(await workos.directorySync.getGroup(groupId)).toMatchObject({
      id: groupId,
      name: 'Readers',
      idpId: groupId,
    });
    await expect(workos.directorySync.listGroups({})).rejects.toBeInstanceOf(
      UnprocessableEntityException,
    );
    await expect(workos.directorySync.getUser('directory_user_missing')).rejects.toBeInstanceOf(
      NotFoundException,
    );

    const { link } = await workos.adminPortal.generateLink({
      intent: 'dsync',
      organization: okta.organizationId,
    });
    expect(link).toContain('/admin-portal/launch?apiToken=');

    // Deletion is accepted, reads `deleting` (its tokens refused at once) until its users are gone.
    const deletions = directoryDeletions(server.ctx.db)!;
    deletions.pause(true);
    await workos.directorySync.deleteDirectory(okta.directoryId);
    expect(await workos.directorySync.getDirectory(okta.directoryId)).toMatchObject({
      id: okta.directoryId,
      state: 'deleting',
    });
    expect((await scim(okta, 'GET', '/Users')).status).toBe(401);
    expect((await events()).at(-1)?.event).not.toBe('dsync.deleted');
    deletions.pause(false);
    await deletions.runOnce();
    await expect(workos.directorySync.getDirectory(okta.directoryId)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    const deleted = (await events()).at(-1);
    expect(deleted).toMatchObject({
      event: 'dsync.deleted',
      data: { id: okta.directoryId, state: 'active' },
    });
    expect(deleted?.data).not.toHaveProperty('external_key');
    expect(deleted?.data).not.toHaveProperty('domain');
    // The memberships stay, no longer directory managed; the old token opens nothing.
    expect(await membership('kay@acme.test')).toMatchObject({
      status: 'Active',
      directory_managed: false,
    });
    // ...and say so in the membership's event (the management API's object shows it too).
    const [unmarked] = await server.ctx.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE event = 'organization_membership.updated'
          AND data->>'user_id' = $1 ORDER BY seq DESC LIMIT 1`,
      [(await membership('kay@acme.test'))!.user_id],
    );
    expect(unmarked?.data).toMatchObject({ status: 'active', directory_managed: false });
    expect((await scim(okta, 'GET', '/Users')).status).toBe(401);
  });
});
