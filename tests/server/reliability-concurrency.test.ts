// Reliability under concurrency: 200 invitations and 50 role changes at once, each write present
// exactly once and no 5xx; the same address invited many times at once gives one row; 20
// refreshes of one refresh token at once never split the session in two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import {
  addMember,
  createActor,
  createOrganization,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

const API = '/_widgets/UserManagement';

function claimsOf(token: string): { sid: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('reliability: concurrent writes', () => {
  let server: TestServer;
  let organizationId: string;
  let admin: Actor;

  beforeAll(async () => {
    server = await startTestServer();
    organizationId = await createOrganization(server, 'Concurrent Co');
    admin = await createActor(server, organizationId, { email: 'admin@concurrent.test' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('given 200 invitations sent at once, should store each exactly once with no 5xx', async () => {
    const emails = Array.from({ length: 200 }, (_, index) => `invitee-${index}@concurrent.test`);
    const responses = await Promise.all(
      emails.map((email) =>
        widgetCall(server, `${API}/invite-user`, {
          token: admin.token,
          method: 'POST',
          body: { email, roles: ['member'] },
        }),
      ),
    );
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 200));
    const rows = await server.ctx.db.query<{ email: string; count: string | number }>(
      `SELECT email, count(*) AS count FROM memberships
       WHERE organization_id = $1 AND email LIKE 'invitee-%' GROUP BY email`,
      [organizationId],
    );
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => Number(row.count) === 1)).toBe(true);
  });

  it('given one address invited 20 times at once, should store one invitation and refuse the rest with 4xx', async () => {
    const email = 'twenty-times@concurrent.test';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        widgetCall(server, `${API}/invite-user`, {
          token: admin.token,
          method: 'POST',
          body: { email, roles: ['member'] },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 400 && status < 500)).toHaveLength(19);
    const [row] = await server.ctx.db.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM memberships WHERE organization_id = $1 AND email = $2',
      [organizationId, email],
    );
    expect(Number(row?.count)).toBe(1);
  });

  it('given 50 role changes at once, should save each exactly once with no 5xx', async () => {
    const memberIds: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      memberIds.push(
        await addMember(server, organizationId, null, `role-${index}@concurrent.test`, {
          roles: ['member'],
        }),
      );
    }
    const responses = await Promise.all(
      memberIds.map((id) =>
        widgetCall(server, `${API}/members/${id}`, {
          token: admin.token,
          method: 'POST',
          body: { roles: ['admin'] },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(memberIds.map(() => 200));
    const rows = await server.ctx.db.query<{ id: string; role_slugs: string[] }>(
      'SELECT id, role_slugs FROM memberships WHERE id = ANY($1)',
      [memberIds],
    );
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.role_slugs.length === 1 && row.role_slugs[0] === 'admin')).toBe(
      true,
    );
  });

  it('given 20 alternating role changes of one member at once, should end on one of them with no 5xx', async () => {
    const id = await addMember(server, organizationId, null, 'flip@concurrent.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        widgetCall(server, `${API}/members/${id}`, {
          token: admin.token,
          method: 'POST',
          body: { roles: [index % 2 === 0 ? 'admin' : 'member'] },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const [row] = await server.ctx.db.query<{ role_slugs: string[] }>(
      'SELECT role_slugs FROM memberships WHERE id = $1',
      [id],
    );
    expect([['admin'], ['member']]).toContainEqual(row?.role_slugs);
  });
});

describe('reliability: concurrent refreshes of one refresh token', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const refresh = (refreshToken: string) =>
    fetch(`${server.url}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        client_id: server.config.clientId,
        refresh_token: refreshToken,
      }),
    });

  it('given 20 refreshes at once, should let one rotation win and never split the session', async () => {
    const minted = await fetch(`${server.url}/_test/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'racer@concurrent.test' }),
    });
    expect(minted.status).toBe(200);
    const { refreshToken, sessionId } = (await minted.json()) as {
      refreshToken: string;
      sessionId: string;
    };

    const responses = await Promise.all(Array.from({ length: 20 }, () => refresh(refreshToken)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(
      true,
    );
    const bodies = await Promise.all(
      responses.map(async (response) =>
        response.ok
          ? ((await response.json()) as { access_token: string; refresh_token: string })
          : null,
      ),
    );
    const won = bodies.filter((body) => body !== null);
    // At least one rotation wins. A short reuse interval for a just-rotated token may let a few
    // more through; every winner must then belong to the same session.
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(new Set(won.map((body) => claimsOf(body.access_token).sid))).toEqual(
      new Set([sessionId]),
    );

    // Never split: the user has one session, and its newest tokens either keep working
    // (usable) or all stop (ended), never two independent chains.
    const sessions = await server.ctx.db.query<{ id: string }>(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      ['racer@concurrent.test'],
    );
    expect(sessions.map((session) => session.id)).toEqual([sessionId]);
    const successors = [...new Set(won.map((body) => body.refresh_token))];
    const next = [];
    for (const token of successors) next.push((await refresh(token)).status);
    const usable = next.filter((status) => status === 200).length;
    expect(next.filter((status) => status >= 500)).toEqual([]);
    expect(usable).toBeLessThanOrEqual(1);
    if (usable === 0) {
      const [row] = await server.ctx.db.query<{ ended: boolean }>(
        'SELECT ended_at IS NOT NULL AS ended FROM sessions WHERE id = $1',
        [sessionId],
      );
      expect(row?.ended).toBe(true);
    }
  });
});
