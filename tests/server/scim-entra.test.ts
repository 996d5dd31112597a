// Entra ID's SCIM requests replayed (dsync-audit-events.md §A.2 and §D): capitalised ops, string
// booleans, externalId and displayName lookups with excludedAttributes=members, members added
// with `$ref: null` and removed with a value array, a large group, deletion; and every way a
// request can be wrong answering a SCIM error, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issueDirectoryToken,
  revokeDirectoryToken,
} from '../../server/directory-sync/directory-store';
import { startTestServer, type TestServer } from './test-server';
import {
  GROUP_SCHEMA,
  PATCH_SCHEMA,
  USER_SCHEMA,
  scim,
  scimDirectory,
  type ScimDirectory,
} from './scim-fixtures';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

function entraUser(email: string, objectId: string) {
  return {
    schemas: [USER_SCHEMA, ENTERPRISE],
    externalId: objectId,
    userName: email,
    active: 'True',
    displayName: 'Mei Chen',
    emails: [{ primary: 'True', type: 'work', value: email }],
    name: { familyName: 'Chen', givenName: 'Mei', formatted: 'Mei Chen' },
    title: 'Engineer',
    [ENTERPRISE]: { department: 'Research', employeeNumber: '42' },
  };
}

const filter = (expression: string) => encodeURIComponent(expression);

describe('SCIM directory: an Entra ID lifecycle and bad input', () => {
  let server: TestServer;
  let entra: ScimDirectory;

  beforeAll(async () => {
    server = await startTestServer();
    entra = await scimDirectory(server, 'azure scim v2.0', 'contoso.test');
  });
  afterAll(async () => server?.close());

  const membershipOf = async (email: string) =>
    (
      await server.ctx.db.query<{
        status: string;
        role_slugs: string[];
        custom_attributes: Record<string, unknown>;
      }>(
        'SELECT status, role_slugs, custom_attributes FROM memberships WHERE organization_id = $1 AND email = $2',
        [entra.organizationId, email],
      )
    )[0];

  it('given Entra provisioning, when it looks people up, creates them with string booleans and patches with capitalised ops, should store and provision them', async () => {
    expect(
      (await scim(entra, 'GET', `/Users?filter=${filter('externalId eq "oid-1"')}`)).body
        .totalResults,
    ).toBe(0);
    const created = await scim(entra, 'POST', '/Users', entraUser('mei@contoso.test', 'oid-1'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      active: true,
      emails: [{ primary: true, value: 'mei@contoso.test' }],
    });
    const id = created.body.id as string;
    const byExternal = await scim(entra, 'GET', `/Users?filter=${filter('externalId eq "oid-1"')}`);
    expect(byExternal.body.Resources?.map((user) => user.id)).toEqual([id]);
    expect((await membershipOf('mei@contoso.test'))?.custom_attributes).toMatchObject({
      job_title: 'Engineer',
      department_name: 'Research',
      employee_number: '42',
      username: 'mei@contoso.test',
    });

    const patched = await scim(entra, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Replace', path: 'displayName', value: 'Mei C.' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'mei@contoso.test' },
        { op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Platform' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      displayName: 'Mei C.',
      [ENTERPRISE]: { department: 'Platform' },
    });
    expect((await membershipOf('mei@contoso.test'))?.custom_attributes).toMatchObject({
      department_name: 'Platform',
    });

    const off = await scim(entra, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.body.active).toBe(false);
    expect((await membershipOf('mei@contoso.test'))?.status).toBe('Inactive');
    const inactive = await scim(entra, 'GET', `/Users?filter=${filter('active eq false')}`);
    expect(inactive.body.totalResults).toBe(1);

    const byEmail = await scim(
      entra,
      'GET',
      `/Users?filter=${filter('emails.value eq "MEI@contoso.test"')}`,
    );
    expect(byEmail.body.Resources?.map((user) => user.id)).toEqual([id]);
    const byDepartment = await scim(
      entra,
      'GET',
      `/Users?filter=${filter(`${ENTERPRISE}:department eq "platform"`)}`,
    );
    expect(byDepartment.body.totalResults).toBe(1);

    expect((await scim(entra, 'DELETE', `/Users/${id}`)).status).toBe(204);
    const [deleted] = await server.ctx.db.query<{ data: { id: string; state: string } }>(
      `SELECT data FROM events WHERE event = 'dsync.user.deleted' AND organization_id = $1`,
      [entra.organizationId],
    );
    expect(deleted?.data).toMatchObject({ id, state: 'inactive' });
    expect((await scim(entra, 'GET', `/Users/${id}`)).status).toBe(404);
    expect((await membershipOf('mei@contoso.test'))?.status).toBe('Inactive');
  });

  it('given an address outside the verified domains, when Entra provisions it, should invite the person (pending) by mail', async () => {
    const created = await scim(
      entra,
      'POST',
      '/Users',
      entraUser('guest@elsewhere.test', 'oid-guest'),
    );
    expect(created.status).toBe(201);
    expect((await membershipOf('guest@elsewhere.test'))?.status).toBe('Invited');
    const mails = await server.ctx.db.query('SELECT 1 FROM mail_outbox WHERE to_email = $1', [
      'guest@elsewhere.test',
    ]);
    expect(mails).toHaveLength(1);
  });

  it('given 1500 people, when Entra adds them to a group in one PATCH with $ref null, looks the group up without members and removes two with a value array, should keep the rows right', async () => {
    // 1500 directory users written straight in (as many POSTs would), then one group push.
    const rows = await server.ctx.db.query<{ id: string }>(
      `INSERT INTO directory_users (id, directory_id, idp_id, user_name, state, raw)
       SELECT 'directory_user_bulk_' || lpad(n::text, 4, '0'), $1, 'oid-bulk-' || n, 'bulk' || n || '@contoso.test',
              'active', jsonb_build_object('userName', 'bulk' || n || '@contoso.test')
         FROM generate_series(1, 1500) AS n RETURNING id`,
      [entra.directoryId],
    );
    const ids = rows.map((row) => row.id).sort();
    const group = await scim(entra, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Engineering',
      externalId: 'gid-1',
      members: [],
    });
    const groupId = group.body.id as string;
    const added = await scim(entra, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Add', path: 'members', value: ids.map((value) => ({ value, $ref: null })) },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.members).toHaveLength(1500);
    const found = await scim(
      entra,
      'GET',
      `/Groups?excludedAttributes=members&filter=${filter('displayName eq "engineering"')}`,
    );
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources?.[0]).not.toHaveProperty('members');
    const one = await scim(entra, 'GET', `/Groups/${groupId}?excludedAttributes=members`);
    expect(one.body).toMatchObject({ id: groupId, displayName: 'Engineering' });
    expect(one.body).not.toHaveProperty('members');

    const removed = await scim(entra, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Remove', path: 'members', value: [{ value: ids[0] }, { value: ids[1] }] },
      ],
    });
    expect(removed.status).toBe(200);
    const left = (removed.body.members as { value: string }[]).map((member) => member.value);
    expect(left).toHaveLength(1498);
    expect(left).not.toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
    const byMember = await scim(
      entra,
      'GET',
      `/Groups?filter=${filter(`members[value eq "${ids[2]}"]`)}`,
    );
    expect(byMember.body.totalResults).toBe(1);
    // One event per member, in the order the members were sent (appended in one insert).
    const events = await server.ctx.db.query<{ event: string; user_id: string }>(
      `SELECT event, data->'user'->>'id' AS user_id FROM events
        WHERE event LIKE 'dsync.group.user_%' AND data->'group'->>'id' = $1 ORDER BY seq`,
      [groupId],
    );
    expect(
      events.filter((row) => row.event === 'dsync.group.user_added').map((row) => row.user_id),
    ).toEqual(ids);
    expect(
      events.filter((row) => row.event === 'dsync.group.user_removed').map((row) => row.user_id),
    ).toEqual(ids.slice(0, 2));
  });

  it('given five users and three groups, when listed by startIndex and count with and without a filter, should answer the exact totalResults and page', async () => {
    const paged = await scimDirectory(server, 'azure scim v2.0', 'paging.test');
    await server.ctx.db.query(
      `INSERT INTO directory_users (id, directory_id, idp_id, user_name, external_id, state, raw, created_at)
       SELECT 'directory_user_page_' || n, $1, 'oid-page-' || n, 'page' || n || '@paging.test', 'oid-page-' || n,
              'active', jsonb_build_object('userName', 'page' || n || '@paging.test'), now() + n * interval '1 second'
         FROM generate_series(1, 5) AS n`,
      [paged.directoryId],
    );
    await server.ctx.db.query(
      `INSERT INTO directory_groups (id, directory_id, idp_id, display_name, raw, created_at)
       SELECT 'directory_group_page_' || n, $1, 'gid-page-' || n, 'Team ' || n,
              jsonb_build_object('displayName', 'Team ' || n), now() + n * interval '1 second'
         FROM generate_series(1, 3) AS n`,
      [paged.directoryId],
    );
    const list = async (path: string) => {
      const { status, body } = await scim(paged, 'GET', path);
      expect(status, path).toBe(200);
      return {
        path,
        total: body.totalResults,
        startIndex: body.startIndex,
        ids: (body.Resources ?? []).map((resource) => String(resource.id).replace(/^.*_/, '')),
      };
    };
    const page = (path: string, total: number, startIndex: number, ids: string[]) => ({
      path,
      total,
      startIndex,
      ids,
    });
    const cases = [
      page('/Users?startIndex=1&count=2', 5, 1, ['1', '2']),
      page('/Users?startIndex=3&count=2', 5, 3, ['3', '4']),
      page('/Users?startIndex=5&count=2', 5, 5, ['5']),
      page('/Users?startIndex=4&count=2', 5, 4, ['4', '5']),
      page('/Users?startIndex=6&count=2', 5, 6, []),
      page('/Users?startIndex=9&count=2', 5, 9, []),
      page('/Users?count=0', 5, 1, []),
      page('/Users?startIndex=1&count=5', 5, 1, ['1', '2', '3', '4', '5']),
      page('/Users?count=10', 5, 1, ['1', '2', '3', '4', '5']),
      page(`/Users?filter=${filter('userName eq "PAGE3@paging.test"')}`, 1, 1, ['3']),
      page(`/Users?startIndex=2&filter=${filter('userName eq "page3@paging.test"')}`, 1, 2, []),
      page(`/Users?count=0&filter=${filter('externalId eq "oid-page-4"')}`, 1, 1, []),
      page(`/Users?filter=${filter('externalId eq "oid-page-9"')}`, 0, 1, []),
      page(`/Users?startIndex=3&filter=${filter('userName ew "@paging.test"')}`, 5, 3, [
        '3',
        '4',
        '5',
      ]),
      page('/Groups?startIndex=2&count=1', 3, 2, ['2']),
      page('/Groups?startIndex=3&count=5', 3, 3, ['3']),
      page('/Groups?startIndex=4&count=5', 3, 4, []),
    ];
    for (const expected of cases) expect(await list(expected.path)).toEqual(expected);
  });

  it('given a missing, wrong, revoked or other directory token, should answer a SCIM 401 and change nothing', async () => {
    const other = await scimDirectory(server, 'okta scim v2.0', 'other.test');
    const cases = [
      { ...entra, token: '' },
      { ...entra, token: 'scim_wrong' },
      { ...entra, token: other.token },
    ];
    for (const directory of cases) {
      const answer = await scim(
        directory,
        'POST',
        '/Users',
        entraUser('intruder@contoso.test', 'oid-x'),
      );
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
      });
    }
    const second = await issueDirectoryToken(server.ctx.db, entra.directoryId);
    expect((await scim({ ...entra, token: second.token }, 'GET', '/Users?count=1')).status).toBe(
      200,
    );
    await revokeDirectoryToken(server.ctx.db, entra.directoryId, second.id);
    expect((await scim({ ...entra, token: second.token }, 'GET', '/Users?count=1')).status).toBe(
      401,
    );
    // The first token still works: several tokens live at once for rotation.
    expect((await scim(entra, 'GET', '/Users?count=1')).status).toBe(200);
    expect(
      await server.ctx.db.query('SELECT 1 FROM directory_users WHERE user_name = $1', [
        'intruder@contoso.test',
      ]),
    ).toHaveLength(0);
  });

  it('given bad input, should answer SCIM 4xx errors naming the problem, never a 500', async () => {
    const attempts: [string, string, unknown, number][] = [
      ['POST', '/Users', { schemas: [USER_SCHEMA] }, 400],
      ['POST', '/Users', { schemas: [USER_SCHEMA], userName: 5 }, 400],
      ['POST', '/Users', [1, 2], 400],
      ['GET', `/Users?filter=${filter('userName eq')}`, undefined, 400],
      ['GET', `/Users?filter=${filter('nickName[x')}`, undefined, 400],
      ['GET', `/Groups?filter=${filter('owner eq "x"')}`, undefined, 400],
      ['GET', '/Users?startIndex=abc', undefined, 400],
      [
        'PATCH',
        '/Users/directory_user_nope',
        { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] },
        404,
      ],
      [
        'PATCH',
        '/Groups/directory_group_nope',
        { schemas: [PATCH_SCHEMA], Operations: [{ op: 'Remove', path: 'members[value gt "x"]' }] },
        400,
      ],
      ['PATCH', '/Users/x', { Operations: 'nope' }, 400],
      ['GET', '/Nope', undefined, 404],
    ];
    for (const [method, path, body, status] of attempts) {
      const answer = await scim(entra, method, path, body);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status });
      expect(answer.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
      expect(typeof answer.body.detail).toBe('string');
    }
    const broken = await fetch(`${entra.base}/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${entra.token}`, 'content-type': 'application/scim+json' },
      body: '{"userName":',
    });
    expect(broken.status).toBe(400);
    const plain = await scim(entra, 'POST', '/Users', { userName: 'x@contoso.test' }, 'text/plain');
    expect(plain.status).toBe(415);
    const json = await scim(entra, 'GET', '/ServiceProviderConfig');
    expect(json.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    expect((await scim(entra, 'GET', '/ResourceTypes')).body.totalResults).toBe(2);
    expect((await scim(entra, 'GET', '/Schemas')).status).toBe(200);
  });

  it('given a token over its rate, should answer 429 with Retry-After', async () => {
    const limited = await scimDirectory(server, 'generic scim v2.0', 'limited.test');
    const previous = server.config.scimRateLimitPerMinute;
    server.config.scimRateLimitPerMinute = 2;
    try {
      await scim(limited, 'GET', '/Users');
      await scim(limited, 'GET', '/Users');
      const third = await scim(limited, 'GET', '/Users');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(third.body).toMatchObject({ status: '429' });
    } finally {
      server.config.scimRateLimitPerMinute = previous;
    }
  });
});
