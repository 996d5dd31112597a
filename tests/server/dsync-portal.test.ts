// Setting up directory sync as an IT administrator would: the <directory-sync> widget's endpoint
// and link, the admin portal's dsync page (provider, endpoint, token shown once, rotation and
// revocation, group -> role mapping, delete), and the SCIM client using what the page showed.
import { directoryDeletions } from '../../server/directory-sync/directory-deletions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import {
  ADMIN_PERMISSIONS,
  createActor,
  createOrganization,
  widgetCall,
  type Actor,
} from './widgets-fixtures';
import { GROUP_SCHEMA, oktaUser, scim } from './scim-fixtures';

const DSYNC = 'widgets:dsync:manage';

describe('directory sync set-up: widget endpoint and admin portal', () => {
  let server: TestServer;
  let organizationId: string;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    server = await startTestServer();
    organizationId = await createOrganization(server, 'Initech');
    await server.ctx.db.query(
      `UPDATE roles SET permissions = array_append(permissions, $2) WHERE organization_id = $1 AND slug = 'admin'`,
      [organizationId, DSYNC],
    );
    admin = await createActor(server, organizationId, {
      email: 'it@initech.test',
      permissions: [...ADMIN_PERMISSIONS, DSYNC],
    });
    member = await createActor(server, organizationId, {
      email: 'peter@initech.test',
      roles: ['member'],
      permissions: [DSYNC],
    });
  });
  afterAll(async () => server?.close());

  const directories = () =>
    widgetCall(server, '/_widgets/directory-sync/directories', { token: admin.token });

  async function openPortal() {
    const { body } = await directories();
    const launched = await fetch(body.link as string, { redirect: 'manual' });
    expect(launched.status).toBe(303);
    expect(launched.headers.get('location')).toBe('/admin-portal/dsync');
    const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
    const get = async (query = '') => {
      const response = await fetch(`${server.url}/admin-portal/dsync${query}`, {
        headers: { cookie },
      });
      return { status: response.status, html: await response.text(), headers: response.headers };
    };
    const first = await get();
    const csrf = /name="csrf"\s+value="([^"]+)"/.exec(first.html)?.[1] ?? '';
    const post = async (action: string, fields: Record<string, string> = {}, withCsrf = true) => {
      const response = await fetch(`${server.url}${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...(withCsrf ? { csrf } : {}), ...fields }).toString(),
      });
      return {
        status: response.status,
        html: await response.text(),
        location: response.headers.get('location'),
      };
    };
    return { first, get, post };
  }

  it('given an admin with no directory, when the widget lists and the portal sets one up, should show the endpoint and a token once that the IdP can use', async () => {
    const empty = await directories();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.link).toContain('/admin-portal/launch?apiToken=');
    const noPermission = await widgetCall(server, '/_widgets/directory-sync/directories', {
      token: member.token,
    });
    expect(noPermission.status).toBe(403);

    const portal = await openPortal();
    expect(portal.first.status).toBe(200);
    expect(portal.first.html).toContain('Set up a directory');
    expect(portal.first.headers.get('content-security-policy')).toContain("script-src 'self'");

    expect(
      (await portal.post('/admin-portal/dsync', { type: 'okta scim v2.0', name: 'Okta' }, false))
        .status,
    ).toBe(403);
    expect((await portal.post('/admin-portal/dsync', { type: 'nope', name: 'Okta' })).status).toBe(
      400,
    );
    const nameless = await portal.post('/admin-portal/dsync', {
      type: 'okta scim v2.0',
      name: '  ',
    });
    expect(nameless.status).toBe(400);
    expect(nameless.html).toContain('Give the directory a name');

    const created = await portal.post('/admin-portal/dsync', {
      type: 'okta scim v2.0',
      name: 'Okta',
    });
    expect(created.status).toBe(201);
    const endpoint = /id="endpoint-[^"]+"\s+value="([^"]+)"/.exec(created.html)?.[1];
    const token = /id="token-[^"]+"\s+value="(scim_[^"]+)"/.exec(created.html)?.[1];
    expect(endpoint).toMatch(/\/scim\/v2\.0\/[A-Za-z0-9]+$/);
    expect(token).toBeDefined();
    expect(created.html).toMatch(/SCIM 2\.0 Test App\s+\(OAuth\s+Bearer\s+Token\)/);
    // Shown once: a reload shows only its last four characters.
    const reloaded = await portal.get();
    expect(reloaded.html).not.toContain(token!);
    expect(reloaded.html).toContain(token!.slice(-4));

    const unlinked = await directories();
    expect(unlinked.body.data).toMatchObject([
      { name: 'Okta', type: 'okta scim v2.0', state: 'unlinked', lastSyncRunAt: null },
    ]);

    // The IdP tests the credentials (a read): the widget waits for users and groups.
    const idp = { base: endpoint!, token: token! };
    expect((await scim(idp, 'GET', '/Users?startIndex=1&count=2')).status).toBe(200);
    expect((await directories()).body.data).toMatchObject([
      { state: 'validating', metadata: { users: { active: 0, inactive: 0 }, groups: 0 } },
    ]);

    const user = await scim(idp, 'POST', '/Users', oktaUser('milton@initech.test', 'Milton', 'W'));
    expect(user.status).toBe(201);
    const group = await scim(idp, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Managers',
      members: [{ value: user.body.id }],
    });
    expect(group.status).toBe(201);

    // <users-management> marks the member as directory managed and offers no role or removal.
    const members = await widgetCall(server, '/_widgets/UserManagement/members', {
      token: admin.token,
    });
    const milton = (
      members.body.data as {
        id: string;
        email: string;
        directoryManaged?: boolean;
        actions: string[];
      }[]
    ).find((entry) => entry.email === 'milton@initech.test');
    expect(milton).toMatchObject({
      directoryManaged: true,
      status: 'Invited',
      actions: ['resend-invite'],
    });
    const changeRole = await widgetCall(server, `/_widgets/UserManagement/members/${milton!.id}`, {
      token: admin.token,
      method: 'POST',
      body: { roles: ['admin'] },
    });
    expect(changeRole.status).toBe(409);
    expect(changeRole.body.message).toContain('managed by your organization');
    const remove = await widgetCall(server, `/_widgets/UserManagement/members/${milton!.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(remove.status).toBe(409);

    const linked = await directories();
    expect(linked.body.data[0]).toMatchObject({
      state: 'linked',
      metadata: { users: { active: 1, inactive: 0 }, groups: 1 },
    });
    expect(typeof linked.body.data[0].lastSyncRunAt).toBe('string');
  });

  it('given a linked directory, when the admin maps a group to a role, rotates and revokes tokens and deletes the directory, should apply each', async () => {
    const portal = await openPortal();
    const [directory] = (await directories()).body.data as { id: string }[];
    const groupId = /action="\/admin-portal\/dsync\/[^/]+\/groups\/([^/]+)\/role"/.exec(
      portal.first.html,
    )?.[1];
    expect(groupId).toBeDefined();
    const mapped = await portal.post(
      `/admin-portal/dsync/${directory!.id}/groups/${groupId}/role`,
      { role: 'admin' },
    );
    expect(mapped.location).toBe('/admin-portal/dsync?notice=role-saved');
    const [row] = await server.ctx.db.query<{ role_slugs: string[]; directory_managed: boolean }>(
      `SELECT role_slugs, directory_managed FROM memberships WHERE organization_id = $1 AND email = 'milton@initech.test'`,
      [organizationId],
    );
    expect(row).toEqual({ role_slugs: ['admin'], directory_managed: true });
    expect(
      (
        await portal.post(`/admin-portal/dsync/${directory!.id}/groups/${groupId}/role`, {
          role: 'owner',
        })
      ).location,
    ).toBe('/admin-portal/dsync?notice=invalid');

    const rotated = await portal.post(`/admin-portal/dsync/${directory!.id}/tokens`);
    expect(rotated.status).toBe(201);
    const second = /id="token-[^"]+"\s+value="(scim_[^"]+)"/.exec(rotated.html)?.[1];
    const endpoint = /id="endpoint-[^"]+"\s+value="([^"]+)"/.exec(rotated.html)?.[1];
    const tokenIds = [...rotated.html.matchAll(/tokens\/([^/]+)\/revoke/g)].map(
      (match) => match[1]!,
    );
    expect(tokenIds).toHaveLength(2);
    await portal.post(`/admin-portal/dsync/${directory!.id}/tokens/${tokenIds[0]}/revoke`);
    expect((await scim({ base: endpoint!, token: second! }, 'GET', '/Users')).status).toBe(200);
    await portal.post(`/admin-portal/dsync/${directory!.id}/tokens/${tokenIds[1]}/revoke`);
    expect((await scim({ base: endpoint!, token: second! }, 'GET', '/Users')).status).toBe(401);
    expect((await directories()).body.data[0].state).toBe('invalid_credentials');

    // Another organization's portal session cannot touch this directory.
    const other = await createOrganization(server, 'Other');
    await server.ctx.db.query(
      `UPDATE roles SET permissions = array_append(permissions, $2) WHERE organization_id = $1 AND slug = 'admin'`,
      [other, DSYNC],
    );
    const outsider = await createActor(server, other, {
      email: 'it@other.test',
      permissions: [DSYNC],
    });
    const link = (
      await widgetCall(server, '/_widgets/directory-sync/directories', { token: outsider.token })
    ).body.link as string;
    const launched = await fetch(link, { redirect: 'manual' });
    const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
    const page = await (
      await fetch(`${server.url}/admin-portal/dsync`, { headers: { cookie } })
    ).text();
    const csrf = /name="csrf"\s+value="([^"]+)"/.exec(page)?.[1] ?? '';
    const foreign = await fetch(`${server.url}/admin-portal/dsync/${directory!.id}/delete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }).toString(),
    });
    expect(foreign.status).toBe(404);

    // Deleting takes steps: meanwhile the widget shows the directory `deleting` with its counts.
    const deletions = directoryDeletions(server.ctx.db)!;
    deletions.pause(true);
    const deleted = await portal.post(`/admin-portal/dsync/${directory!.id}/delete`);
    expect(deleted.location).toBe('/admin-portal/dsync?notice=deleted');
    expect((await directories()).body.data).toMatchObject([
      { id: directory!.id, state: 'deleting', metadata: { users: { active: 1 }, groups: 1 } },
    ]);
    deletions.pause(false);
    await deletions.runOnce();
    expect((await directories()).body.data).toEqual([]);
    // Deleting the directory leaves its people's memberships as they were, unmanaged.
    const [kept] = await server.ctx.db.query<{ status: string; directory_managed: boolean }>(
      `SELECT status, directory_managed FROM memberships WHERE organization_id = $1 AND email = 'milton@initech.test'`,
      [organizationId],
    );
    // (initech.test is not a verified domain here, so Milton was invited rather than joined.)
    expect(kept).toEqual({ status: 'Invited', directory_managed: false });
  });
});
