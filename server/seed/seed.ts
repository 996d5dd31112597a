// Demo data (team conventions), created once on first start in demo mode: the demo users,
// Acme Loyalty and Globex Rewards with their product organizations, roles, memberships, the
// MFA user's TOTP factor and the admin's sessions on several devices. Members in every
// status, domains and SSO connections come from the widgets seed.
import { seedAuditEvents } from './seed-audit-events';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { withAdvisoryLock } from '../db/advisory-lock';
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import { hashPassword } from '../domain/passwords';
import { createDefaultRoles } from '../domain/default-roles';
import { findUserByEmail } from '../domain/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../domain/demo-accounts';
import { ADMIN_SESSIONS } from './demo-sessions';
import { seedProfilesAndSessions } from './demo-profiles';
import { passwordlessSignIn, seedPasswordlessAccount } from '../domain/passwordless-account';
import { seedWidgetData } from './seed-widget-data';
import { seedSsoStateOrganizations } from './sso-state-organizations';

export interface DemoSignIn {
  email: string;
  password: string;
  description: string;
}

export interface SeedIds {
  acmeOrganizationId: string;
  globexOrganizationId: string;
  adminUserId: string;
}

/** Seeds demo data once (idempotent) and returns the demo sign-ins to print. */
export async function seed(ctx: AppContext): Promise<DemoSignIn[]> {
  const signIns = [
    ...DEMO_ACCOUNTS.map(({ email, password, description }) => ({ email, password, description })),
    passwordlessSignIn,
  ];
  // Once however many processes start together: the others wait, then find the seed done.
  await withAdvisoryLock(ctx.db, 'seed', async () => {
    if (await findUserByEmail(ctx.db, DEMO_ACCOUNTS[0]?.email ?? '')) return; // Seeded before.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ids = await ctx.db.transaction((tx) => seedIdentity(tx, ctx, passwordHash));
    // Members in every status, domains and SSO connections (the widgets engineer's seed).
    await seedWidgetData(ctx, ids);
    await seedSsoStateOrganizations(ctx, ids.adminUserId);
    await seedPasswordlessAccount(ctx.db, ids.acmeOrganizationId);
    await seedAuditEvents(ctx, ids.acmeOrganizationId, { id: ids.adminUserId, name: 'Ada Admin' });
  });
  return signIns;
}

async function seedIdentity(
  tx: Queryable,
  ctx: AppContext,
  passwordHash: string,
): Promise<SeedIds> {
  const userIds: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const id = newId('user');
    userIds[account.email] = id;
    await tx.query(
      `INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, external_id, created_at, updated_at)
       VALUES ($1, $2, true, $3, $4, $5, $6, now() - interval '120 days', now() - interval '120 days')`,
      [id, account.email, account.firstName, account.lastName, passwordHash, randomUUID()],
    );
  }
  const adminUserId = userIds['admin@acme.test'] ?? '';
  const acmeOrganizationId = await createOrganization(
    tx,
    'Acme Loyalty',
    'ACME',
    'ENTERPRISE',
    adminUserId,
    120,
  );
  const globexOrganizationId = await createOrganization(
    tx,
    'Globex Rewards',
    'GLOBEX',
    'BASE_ANALYTICS',
    adminUserId,
    60,
  );

  const memberships: [string, string, string, number][] = [
    ['admin@acme.test', acmeOrganizationId, 'admin', 120],
    ['admin@acme.test', globexOrganizationId, 'member', 60],
    ['member@acme.test', acmeOrganizationId, 'member', 100],
    ['mfa@acme.test', acmeOrganizationId, 'member', 90],
  ];
  for (const [email, organizationId, role, daysAgo] of memberships) {
    await tx.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, last_activity_at, created_at)
       VALUES ($1, $2, $3, $4, 'Active', ARRAY[$5], now() - interval '1 hour', now() - ($6::integer * interval '1 day'))`,
      [newId('om'), organizationId, userIds[email], email, role, daysAgo],
    );
  }

  await tx.query(
    `INSERT INTO totp_factors (id, user_id, secret, verified_at, created_at)
     VALUES ($1, $2, $3, now() - interval '80 days', now() - interval '80 days')`,
    [newId('auth_factor'), userIds['mfa@acme.test'], DEMO_TOTP_SECRET],
  );

  for (const session of ADMIN_SESSIONS) {
    await tx.query(
      `INSERT INTO sessions (id, user_id, organization_id, client_id, user_agent, ip_address, city_name, country_iso_code,
         created_at, last_activity_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - ($9::integer * interval '1 minute'),
         now() - ($10::integer * interval '1 minute'))`,
      [
        newId('session'),
        adminUserId,
        acmeOrganizationId,
        ctx.config.clientId,
        session.userAgent,
        session.ipAddress,
        session.cityName,
        session.countryIsoCode,
        session.createdMinutesAgo,
        session.lastActiveMinutesAgo,
      ],
    );
  }
  await seedProfilesAndSessions(tx, ctx, userIds, acmeOrganizationId);
  return { acmeOrganizationId, globexOrganizationId, adminUserId };
}

/** An identity organization with its roles and its linked, already provisioned product organization. */
export async function createOrganization(
  tx: Queryable,
  name: string,
  code: string,
  tier: string,
  createdBy: string,
  daysAgo: number,
): Promise<string> {
  const organizationId = newId('org');
  await tx.query(
    `INSERT INTO organizations (id, name, created_at) VALUES ($1, $2, now() - ($3::integer * interval '1 day'))`,
    [organizationId, name, daysAgo],
  );
  await createDefaultRoles(tx, organizationId);
  await tx.query(
    `INSERT INTO product_organizations (id, environment_id, name, code, tier, created_by, idp_organization_id,
       provision_due_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - ($8::integer * interval '1 day'), now() - ($8::integer * interval '1 day'))
     ON CONFLICT (code) DO NOTHING`,
    [newId('porg'), newId('env'), name, code, tier, createdBy, organizationId, daysAgo],
  );
  return organizationId;
}
