// The product's membership events of directory provisioning (#33, dsync-audit-events.md §A.1
// "AuthKit link"): a membership a SCIM write creates or changes appends
// `organization_membership.created` / `.updated` (and `invitation.created` when it invites the
// person), in the same transaction as the write's `dsync.*` event; a write that changes nothing
// of the membership appends no membership event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import {
  GROUP_SCHEMA,
  PATCH_SCHEMA,
  oktaUser,
  scim,
  scimDirectory,
  type ScimDirectory,
} from './scim-fixtures';

interface EventRow {
  seq: string;
  event: string;
  txid: string;
  data: Record<string, unknown>;
}

describe('SCIM provisioning: membership and invitation events', () => {
  let server: TestServer;
  let okta: ScimDirectory;
  let seen = '0';

  beforeAll(async () => {
    server = await startTestServer();
    okta = await scimDirectory(server, 'okta scim v2.0', 'acme.test');
  });
  afterAll(async () => server?.close());

  /** The organization's events written since the last call, in order. */
  const newEvents = async () => {
    const rows = await server.ctx.db.query<EventRow>(
      `SELECT seq::text, event, txid::text, data FROM events
        WHERE organization_id = $1 AND events.seq > $2::bigint ORDER BY events.seq`,
      [okta.organizationId, seen],
    );
    if (rows.length > 0) seen = rows.at(-1)!.seq;
    return rows;
  };
  const names = (rows: EventRow[]) =>
    rows.filter((row) => !row.event.startsWith('user.')).map((row) => row.event);
  const membershipOf = async (email: string) =>
    (
      await server.ctx.db.query<{ id: string; user_id: string }>(
        'SELECT id, user_id FROM memberships WHERE organization_id = $1 AND email = $2',
        [okta.organizationId, email],
      )
    )[0]!;
  const oneTransaction = (rows: EventRow[]) =>
    expect(new Set(rows.map((row) => row.txid)).size).toBe(1);

  it('given a person of a verified domain, when Okta creates, replaces unchanged, deactivates and reactivates them, should append the membership events in each write', async () => {
    await newEvents();
    const created = await scim(okta, 'POST', '/Users', oktaUser('ada@acme.test', 'Ada', 'L'));
    expect(created.status).toBe(201);
    const member = await membershipOf('ada@acme.test');
    const afterCreate = await newEvents();
    expect(names(afterCreate)).toEqual([
      'dsync.activated',
      'dsync.user.created',
      'organization_membership.created',
    ]);
    oneTransaction(afterCreate);
    expect(afterCreate.at(-1)!.data).toMatchObject({
      object: 'organization_membership',
      id: member.id,
      user_id: member.user_id,
      organization_id: okta.organizationId,
      status: 'active',
      role: { slug: 'member' },
      directory_managed: true,
    });

    const id = created.body.id as string;
    const same = await scim(okta, 'PUT', `/Users/${id}`, oktaUser('ada@acme.test', 'Ada', 'L'));
    expect(same.status).toBe(200);
    expect(names(await newEvents())).not.toContain('organization_membership.updated');

    const off = await scim(okta, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.status).toBe(200);
    const afterOff = await newEvents();
    expect(names(afterOff)).toEqual(['dsync.user.updated', 'organization_membership.updated']);
    oneTransaction(afterOff);
    expect(afterOff[1]!.data).toMatchObject({ id: member.id, status: 'inactive' });

    const on = await scim(okta, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.status).toBe(200);
    const afterOn = await newEvents();
    expect(names(afterOn)).toEqual(['dsync.user.updated', 'organization_membership.updated']);
    oneTransaction(afterOn);
    expect(afterOn[1]!.data).toMatchObject({ id: member.id, status: 'active' });
  });

  it('given an address outside the verified domains, when Okta creates the person, should append the membership (pending) and the invitation it sends', async () => {
    await newEvents();
    const created = await scim(okta, 'POST', '/Users', oktaUser('bob@elsewhere.test', 'Bob', 'K'));
    expect(created.status).toBe(201);
    const member = await membershipOf('bob@elsewhere.test');
    const rows = await newEvents();
    expect(names(rows)).toEqual([
      'dsync.user.created',
      'organization_membership.created',
      'invitation.created',
    ]);
    oneTransaction(rows);
    expect(rows[1]!.data).toMatchObject({ id: member.id, status: 'pending' });
    expect(rows[2]!.data).toMatchObject({
      object: 'invitation',
      id: member.id.replace(/^om_/, 'invitation_'),
      email: 'bob@elsewhere.test',
      state: 'pending',
      organization_id: okta.organizationId,
    });
  });

  it('given a group mapped to a role, when Okta adds and removes a member, should append the membership role changes in the same write', async () => {
    const linus = (await scim(okta, 'POST', '/Users', oktaUser('linus@acme.test', 'Linus', 'T')))
      .body.id as string;
    const member = await membershipOf('linus@acme.test');
    const group = await scim(okta, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Admins',
      members: [],
    });
    const groupId = group.body.id as string;
    await server.ctx.db.query(
      'INSERT INTO directory_group_roles (group_id, directory_id, role_slug) VALUES ($1, $2, $3)',
      [groupId, okta.directoryId, 'admin'],
    );
    await newEvents();
    const add = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'add', path: 'members', value: [{ value: linus }] }],
    });
    expect(add.status).toBe(200);
    const afterAdd = await newEvents();
    expect(names(afterAdd)).toEqual([
      'dsync.group.user_added',
      'dsync.user.updated',
      'organization_membership.updated',
    ]);
    oneTransaction(afterAdd);
    expect(afterAdd[2]!.data).toMatchObject({
      id: member.id,
      role: { slug: 'admin' },
      directory_managed: true,
    });

    const remove = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'remove', path: `members[value eq "${linus}"]` }],
    });
    expect(remove.status).toBe(200);
    const afterRemove = await newEvents();
    expect(names(afterRemove)).toEqual([
      'dsync.group.user_removed',
      'dsync.user.updated',
      'organization_membership.updated',
    ]);
    oneTransaction(afterRemove);
    expect(afterRemove[2]!.data).toMatchObject({ id: member.id, role: { slug: 'member' } });
  });
});
