import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWidgetData } from '../../server/seed/seed-widget-data';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

describe('widgets demo seed', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let ada: Actor;

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    ada = await createActor(server, acme, {
      email: 'admin@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    const ids = { acmeOrganizationId: acme, globexOrganizationId: globex, adminUserId: ada.userId };
    await seedWidgetData(server.ctx, ids);
    await seedWidgetData(server.ctx, ids);
  });
  afterAll(async () => server.close());

  it('given the seed ran twice, should have 25+ Acme members in every status exactly once', async () => {
    const statuses = new Map<string, number>();
    let cursor: string | null = null;
    let total = 0;
    do {
      const query: string = cursor ? `limit=100&before=${cursor}` : 'limit=100';
      const page = await widgetCall(server, `/_widgets/UserManagement/members?${query}`, {
        token: ada.token,
      });
      expect(page.status).toBe(200);
      for (const member of page.body.data)
        statuses.set(member.status, (statuses.get(member.status) ?? 0) + 1);
      total += page.body.data.length;
      cursor = page.body.list_metadata.before;
    } while (cursor);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(total).toBe(27);
    for (const status of ['Active', 'Invited', 'InviteExpired', 'InviteRevoked'])
      expect(statuses.get(status)).toBeGreaterThan(0);
  });

  it('given the seed, should show profile pictures only as data: URLs and find members by search', async () => {
    const page = await widgetCall(server, '/_widgets/UserManagement/members?search=priya', {
      token: ada.token,
    });
    expect(page.body.data[0].profilePictureUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const pictures = await server.ctx.db.query<{ url: string }>(
      'SELECT profile_picture_url AS url FROM users WHERE profile_picture_url IS NOT NULL',
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const row of pictures) expect(row.url.startsWith('data:')).toBe(true);
  });

  it('given the seed, should have domains in every state and Okta with an expiring certificate first', async () => {
    const domains = await widgetCall(server, '/_widgets/admin-portal/organization-domains', {
      token: ada.token,
    });
    expect(new Set(domains.body.data.map((d: { state: string }) => d.state))).toEqual(
      new Set(['Verified', 'LegacyVerified', 'Pending', 'Failed']),
    );
    expect(domains.body.data).toHaveLength(4);
    const connections = await widgetCall(server, '/_widgets/admin-portal/sso-connections', {
      token: ada.token,
    });
    expect(connections.body).toHaveLength(2);
    expect(connections.body[0]).toMatchObject({
      name: 'Okta SAML',
      type: 'OktaSaml',
      state: 'Active',
    });
    expect(connections.body[0].latestExpiringCertificate.notAfter).toEqual(expect.any(String));
    const [globexConnection] = await server.ctx.db.query<{ state: string }>(
      'SELECT state FROM sso_connections WHERE organization_id = $1',
      [globex],
    );
    expect(globexConnection?.state).toBe('Inactive');
  });
});
