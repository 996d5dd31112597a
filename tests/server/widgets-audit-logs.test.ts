// The audit trail of our own product's administrators and the AuditLogs widgets API that reads
// it: actions in <users-management> recorded with actor, target, address and user agent; the
// list newest first with its filters and cursor; the CSV export; permission and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import {
  ADMIN_PERMISSIONS,
  addMember,
  createActor,
  createOrganization,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

interface AuditRow {
  id: string;
  action: string;
  actor: { id: string; name: string | null };
  targets: { id: string; type: string; name: string | null }[];
  location: string;
  userAgent: string | null;
  metadata: Record<string, string>;
}

describe('widgets API: AuditLogs and the administrators’ audit trail', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let ada: Actor;
  let milo: Actor;
  let gus: Actor;
  let miloMembership: string;
  const permissions = [...ADMIN_PERMISSIONS, 'widgets:audit-logs:read'];

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    for (const organization of [acme, globex])
      await server.ctx.db.query(
        "UPDATE roles SET permissions = $2 WHERE organization_id = $1 AND slug = 'admin'",
        [organization, permissions],
      );
    ada = await createActor(server, acme, {
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
      permissions,
    });
    milo = await createActor(server, acme, {
      email: 'milo@acme.test',
      firstName: 'Milo',
      roles: ['member'],
    });
    gus = await createActor(server, globex, { email: 'gus@globex.test', permissions });
    miloMembership = milo.membershipId;
    await addMember(server, globex, null, 'other@globex.test', { status: 'Invited' });
  });
  afterAll(async () => server?.close());

  const events = async (actor: Actor, query = '') => {
    const response = await widgetCall(server, `/_widgets/AuditLogs/events${query}`, {
      token: actor.token,
    });
    return {
      status: response.status,
      body: response.body as { data: AuditRow[]; list_metadata: { after: string | null } },
    };
  };

  it('given an administrator who invites someone and changes a role, should list both newest first with actor, target, address and user agent', async () => {
    const invite = await widgetCall(server, '/_widgets/UserManagement/invite-user', {
      token: ada.token,
      method: 'POST',
      body: { email: 'new.hire@acme.test', roles: ['member'] },
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(invite.status).toBe(200);
    const change = await widgetCall(server, `/_widgets/UserManagement/members/${miloMembership}`, {
      token: ada.token,
      method: 'POST',
      body: { roles: ['admin'] },
    });
    expect(change.status).toBe(200);
    // A refused action records nothing.
    const refused = await widgetCall(server, `/_widgets/UserManagement/members/${miloMembership}`, {
      token: ada.token,
      method: 'POST',
      body: { roles: ['no-such-role'] },
    });
    expect(refused.status).toBe(400);

    const { status, body } = await events(ada);
    expect(status).toBe(200);
    expect(body.data.map((row) => row.action)).toEqual(['member.role_changed', 'member.invited']);
    const [changed, invited] = body.data;
    expect(changed?.actor).toMatchObject({ id: ada.userId, name: 'Ada Admin' });
    expect(changed?.targets[0]).toMatchObject({ id: milo.userId, type: 'user' });
    expect(changed?.metadata).toEqual({ roles: 'admin' });
    expect(invited?.targets[0]).toMatchObject({ type: 'invitation', name: 'new.hire@acme.test' });
    expect(invited?.userAgent).toBe('AuditTest/1.0');
    expect(invited?.location).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  });

  it('given events, when filtered by action, actor or range and paged, should answer only what matches', async () => {
    const byAction = await events(ada, '?action=member.invited');
    expect(byAction.body.data.map((row) => row.action)).toEqual(['member.invited']);
    const byActorName = await events(ada, '?actor=ada%20admin');
    expect(byActorName.body.data).toHaveLength(2);
    const byOtherActor = await events(ada, `?actor=${milo.userId}`);
    expect(byOtherActor.body.data).toHaveLength(0);
    const future = await events(ada, '?rangeStart=2999-01-01T00:00:00.000Z');
    expect(future.body.data).toHaveLength(0);
    const first = await events(ada, '?limit=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.list_metadata.after).toBe(first.body.data[0]?.id);
    const second = await events(ada, `?limit=1&after=${first.body.list_metadata.after}`);
    expect(second.body.data.map((row) => row.action)).toEqual(['member.invited']);
    expect(second.body.list_metadata.after).toBeNull();
  });

  it('given bad filters, should answer 400 naming the field', async () => {
    for (const [query, field] of [
      ['?rangeStart=2026-12-01T00:00:00Z&rangeEnd=2026-11-01T00:00:00Z', 'rangeStart'],
      ['?limit=0', 'limit'],
      ['?after=not-an-id', 'after'],
      ['?rangeEnd=yesterday', 'rangeEnd'],
    ] as const) {
      const { status, body } = await events(ada, query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(field);
    }
  });

  it('given an administrator, when exporting the filtered log, should get a signed CSV of it', async () => {
    const response = await widgetCall(server, '/_widgets/AuditLogs/exports', {
      token: ada.token,
      method: 'POST',
      body: { action: 'member.role_changed' },
    });
    expect(response.status).toBe(201);
    const { url } = response.body as { url: string };
    const csv = await (await fetch(url)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('member.role_changed');
    expect(lines[1]).toContain(milo.userId);
  });

  it('given a member without the permission, or another organization, should see nothing of Acme’s log', async () => {
    expect((await events(milo)).status).toBe(403);
    const other = await events(gus);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
  });
});
