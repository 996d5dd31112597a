// Okta's SCIM 2.0 request sequence replayed against a directory (dsync-audit-events.md §A.2 and
// §D): test credentials, lookups, create, PUT without `active`, group push, path-less
// deactivation, reactivation, and what each does to the membership, role and sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { createSession } from './widgets-fixtures';
import {
  GROUP_SCHEMA,
  PATCH_SCHEMA,
  oktaUser,
  scim,
  scimDirectory,
  type ScimDirectory,
} from './scim-fixtures';

describe('SCIM directory: an Okta lifecycle', () => {
  let server: TestServer;
  let okta: ScimDirectory;

  beforeAll(async () => {
    server = await startTestServer();
    okta = await scimDirectory(server, 'okta scim v2.0', 'acme.test');
  });
  afterAll(async () => server?.close());

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

  it('given a new Okta app, when it tests the credentials and provisions people, should create members and link the directory', async () => {
    const test = await scim(okta, 'GET', '/Users?startIndex=1&count=2');
    expect(test.status).toBe(200);
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
    const sessionId = await createSession(server, member!.user_id, okta.organizationId);

    const deactivate = await scim(okta, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivate.status).toBe(200);
    expect(deactivate.body.active).toBe(false);
    expect((await membership('grace@acme.test'))?.status).toBe('Inactive');
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

    const rename = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Administrators' }],
    });
    expect(rename.body.displayName).toBe('Administrators');

    const remove = await scim(okta, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'remove', path: `members[value eq "${linus}"]` }],
    });
    expect(remove.status).toBe(200);
    expect(remove.body.members).toEqual([]);
    expect((await membership('linus@acme.test'))?.role_slugs).toEqual(['member']);

    expect((await scim(okta, 'DELETE', `/Groups/${groupId}`)).status).toBe(204);
    expect((await scim(okta, 'GET', `/Groups/${groupId}`)).status).toBe(404);
  });
});
