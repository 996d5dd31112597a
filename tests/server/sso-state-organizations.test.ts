import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSsoStateOrganizations } from '../../server/seed/sso-state-organizations';
import { startTestServer, type TestServer } from './test-server';
import {
  ADMIN_PERMISSIONS,
  createSession,
  createUser,
  signToken,
  widgetCall,
} from './widgets-fixtures';

describe('SSO-state demo organizations', () => {
  let server: TestServer;
  let adminUserId: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminUserId = await createUser(server, {
      email: 'admin@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    await seedSsoStateOrganizations(server.ctx, adminUserId);
  });
  afterAll(async () => server.close());

  async function adminCall(organization: string, path: string) {
    const [row] = await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM organizations WHERE name = $1',
      [organization],
    );
    expect(row, organization).toBeDefined();
    const [membership] = await server.ctx.db.query<{ role_slugs: string[] }>(
      'SELECT role_slugs FROM memberships WHERE organization_id = $1 AND user_id = $2',
      [row!.id, adminUserId],
    );
    expect(membership?.role_slugs).toEqual(['admin']);
    const sessionId = await createSession(server, adminUserId, row!.id);
    const token = await signToken(server, {
      userId: adminUserId,
      sessionId,
      organizationId: row!.id,
      permissions: ADMIN_PERMISSIONS,
    });
    return widgetCall(server, path, { token });
  }

  it('given each organization, should give the admin the SSO state it is named for', async () => {
    const sso = '/_widgets/admin-portal/sso-connections';
    expect((await adminCall('Initech Rewards', sso)).body).toEqual([]);
    const [inactive] = (await adminCall('Umbrella Perks', sso)).body;
    expect(inactive).toMatchObject({ state: 'Inactive', type: 'GoogleSaml' });
    const [active] = (await adminCall('Stark Loyalty', sso)).body;
    expect(active).toMatchObject({ state: 'Active', providerTag: 'OpenIdConnect' });
    const [expired] = (await adminCall('Wayne Rewards', sso)).body;
    expect(expired).toMatchObject({ state: 'Active', providerTag: 'Saml' });
    expect(new Date(expired.latestExpiredCertificate.notAfter).getTime()).toBeLessThan(Date.now());
  });

  it('should give Initech no domains and Wayne a failed and a pending one', async () => {
    const domains = '/_widgets/admin-portal/organization-domains';
    expect((await adminCall('Initech Rewards', domains)).body.data).toEqual([]);
    const wayne = (await adminCall('Wayne Rewards', domains)).body.data as Array<{
      domain: string;
      state: string;
      verificationToken?: string;
    }>;
    expect(wayne.map((domain) => [domain.domain, domain.state]).sort()).toEqual([
      ['gotham-perks.example', 'Pending'],
      ['wayne-rewards.example', 'Failed'],
    ]);
    expect(wayne.every((domain) => (domain.verificationToken ?? '').length > 10)).toBe(true);
  });
});
