// Demo data for the widgets (team conventions): Acme Loyalty gets 26 more members in every
// status with varied activity and some profile pictures, domains in every state and SSO
// connections; Globex gets an inactive connection. Idempotent: every row is keyed by something
// unique (e-mail, organization + e-mail, organization + domain, organization + name).
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId, newSecret } from '../ids';
import { initialsAvatar } from './seed-avatar';
import { hashSecret } from '../domain/secrets';

export interface WidgetSeedIds {
  acmeOrganizationId: string;
  globexOrganizationId: string;
  adminUserId: string;
}

type SeedStatus = 'Active' | 'Invited' | 'InviteExpired' | 'InviteRevoked';

interface SeedMember {
  firstName: string;
  lastName: string;
  email: string;
  status: SeedStatus;
  role?: 'admin' | 'member';
  /** Days since joining (or being invited). */
  joinedDaysAgo: number;
  /** Minutes since last activity; undefined for never. */
  activeMinutesAgo?: number;
  avatar?: boolean;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const acmeMembers: SeedMember[] = [
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@acme.test',
    status: 'Active',
    role: 'admin',
    joinedDaysAgo: 118,
    activeMinutesAgo: 3,
    avatar: true,
  },
  {
    firstName: 'Jonas',
    lastName: 'Becker',
    email: 'jonas.becker@acme.test',
    status: 'Active',
    joinedDaysAgo: 112,
    activeMinutesAgo: 45,
  },
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara.okafor@acme.test',
    status: 'Active',
    joinedDaysAgo: 105,
    activeMinutesAgo: 5 * 60,
    avatar: true,
  },
  {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: 'lucia.fernandez@acme.test',
    status: 'Active',
    joinedDaysAgo: 99,
    activeMinutesAgo: 26 * 60,
  },
  {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    email: 'kenji.watanabe@acme.test',
    status: 'Active',
    role: 'admin',
    joinedDaysAgo: 95,
    activeMinutesAgo: 3 * 24 * 60,
    avatar: true,
  },
  {
    firstName: 'Sofia',
    lastName: 'Lindqvist',
    email: 'sofia.lindqvist@acme.test',
    status: 'Active',
    joinedDaysAgo: 90,
    activeMinutesAgo: 9 * 24 * 60,
  },
  {
    firstName: 'Mateo',
    lastName: 'Rossi',
    email: 'mateo.rossi@acme.test',
    status: 'Active',
    joinedDaysAgo: 84,
    activeMinutesAgo: 15,
  },
  {
    firstName: 'Hannah',
    lastName: 'Schmidt',
    email: 'hannah.schmidt@acme.test',
    status: 'Active',
    joinedDaysAgo: 77,
    activeMinutesAgo: 2 * 60,
    avatar: true,
  },
  {
    firstName: 'Oluwaseun',
    lastName: 'Adeyemi',
    email: 'seun.adeyemi@acme.test',
    status: 'Active',
    joinedDaysAgo: 70,
    activeMinutesAgo: 40 * 24 * 60,
  },
  {
    firstName: 'Chloé',
    lastName: 'Martin',
    email: 'chloe.martin@acme.test',
    status: 'Active',
    joinedDaysAgo: 64,
    activeMinutesAgo: 6 * 24 * 60,
  },
  {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: 'arjun.mehta@acme.test',
    status: 'Active',
    joinedDaysAgo: 58,
    activeMinutesAgo: 20 * 24 * 60,
    avatar: true,
  },
  {
    firstName: 'Elena',
    lastName: 'Popescu',
    email: 'elena.popescu@acme.test',
    status: 'Active',
    joinedDaysAgo: 51,
    activeMinutesAgo: 75 * 24 * 60,
  },
  {
    firstName: 'Tomás',
    lastName: 'Silva',
    email: 'tomas.silva@acme.test',
    status: 'Active',
    joinedDaysAgo: 44,
    activeMinutesAgo: 8 * 60,
  },
  {
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'grace.kim@acme.test',
    status: 'Active',
    joinedDaysAgo: 37,
    avatar: true,
  },
  {
    firstName: 'Noah',
    lastName: 'Williams',
    email: 'noah.williams@acme.test',
    status: 'Active',
    joinedDaysAgo: 30,
    activeMinutesAgo: 1,
  },
  {
    firstName: 'Fatima',
    lastName: 'Zahra',
    email: 'fatima.zahra@acme.test',
    status: 'Active',
    joinedDaysAgo: 22,
    activeMinutesAgo: 13 * 24 * 60,
  },
  {
    firstName: 'Liam',
    lastName: "O'Connor",
    email: 'liam.oconnor@acme.test',
    status: 'Active',
    joinedDaysAgo: 15,
    activeMinutesAgo: 2 * 24 * 60,
  },
  {
    firstName: 'Mei',
    lastName: 'Chen',
    email: 'mei.chen@acme.test',
    status: 'Invited',
    joinedDaysAgo: 2,
  },
  {
    firstName: 'Diego',
    lastName: 'Herrera',
    email: 'diego.herrera@partner.example',
    status: 'Invited',
    joinedDaysAgo: 1,
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    email: 'aisha.bello@acme.test',
    status: 'Invited',
    role: 'admin',
    joinedDaysAgo: 4,
  },
  {
    firstName: 'Viktor',
    lastName: 'Novak',
    email: 'viktor.novak@acme.test',
    status: 'Invited',
    joinedDaysAgo: 0,
  },
  {
    firstName: 'Isabella',
    lastName: 'Costa',
    email: 'isabella.costa@acme.test',
    status: 'InviteExpired',
    joinedDaysAgo: 12,
  },
  {
    firstName: 'Ravi',
    lastName: 'Iyer',
    email: 'ravi.iyer@contractor.example',
    status: 'InviteExpired',
    joinedDaysAgo: 20,
  },
  {
    firstName: 'Emma',
    lastName: 'Dubois',
    email: 'emma.dubois@acme.test',
    status: 'InviteExpired',
    joinedDaysAgo: 33,
  },
  {
    firstName: 'Samuel',
    lastName: 'Mensah',
    email: 'samuel.mensah@acme.test',
    status: 'InviteRevoked',
    joinedDaysAgo: 26,
  },
  {
    firstName: 'Olivia',
    lastName: 'Novak',
    email: 'olivia.novak@old-agency.example',
    status: 'InviteRevoked',
    joinedDaysAgo: 48,
  },
];

async function seedMember(
  tx: Queryable,
  organizationId: string,
  adminUserId: string,
  member: SeedMember,
  now: number,
) {
  const createdAt = new Date(now - member.joinedDaysAgo * day - 37 * minute);
  const email = member.email.toLowerCase();
  let userId: string | null = null;
  if (member.status === 'Active') {
    await tx.query(
      `INSERT INTO users (id, email, email_verified, first_name, last_name, profile_picture_url, created_at, updated_at)
       VALUES ($1, $2, true, $3, $4, $5, $6, $6) ON CONFLICT (email) DO NOTHING`,
      [
        newId('user', createdAt.getTime()),
        email,
        member.firstName,
        member.lastName,
        member.avatar ? initialsAvatar(member.firstName, member.lastName) : null,
        createdAt,
      ],
    );
    const [user] = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    userId = user?.id ?? null;
  }
  const invited = member.status !== 'Active';
  const inviteExpiresAt =
    member.status === 'Invited'
      ? new Date(createdAt.getTime() + 7 * day)
      : member.status === 'InviteExpired'
        ? new Date(createdAt.getTime() + 7 * day)
        : null;
  await tx.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_token_hash,
                              invite_expires_at, invited_by, last_activity_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (organization_id, email) DO NOTHING`,
    [
      newId('om', createdAt.getTime()),
      organizationId,
      userId,
      email,
      member.status === 'InviteExpired' ? 'Invited' : member.status,
      [member.role ?? 'member'],
      member.status === 'Invited' || member.status === 'InviteExpired'
        ? hashSecret(newSecret())
        : null,
      inviteExpiresAt,
      invited ? adminUserId : null,
      member.activeMinutesAgo === undefined
        ? null
        : new Date(now - member.activeMinutesAgo * minute),
      createdAt,
    ],
  );
}

interface SeedDomain {
  domain: string;
  state: 'Verified' | 'LegacyVerified' | 'Pending' | 'Failed';
  daysAgo: number;
  nameServer?: string;
  prefix?: string;
  subdomain?: string;
}

const acmeDomains: SeedDomain[] = [
  { domain: 'acme.test', state: 'Verified', daysAgo: 110, nameServer: 'CloudFlare' },
  {
    domain: 'acmeloyalty.example',
    state: 'LegacyVerified',
    daysAgo: 300,
    nameServer: 'AwsRoute53',
  },
  { domain: 'rewards.acme.test', state: 'Pending', daysAgo: 0, nameServer: 'GoDaddy' },
  {
    domain: 'acme-points.example',
    state: 'Failed',
    daysAgo: 9,
    prefix: 'acme-domain-verification',
    subdomain: '_acme',
  },
];

async function seedDomain(tx: Queryable, organizationId: string, domain: SeedDomain, now: number) {
  const createdAt = new Date(now - domain.daysAgo * day - 2 * hour);
  const unverified = domain.state === 'Pending' || domain.state === 'Failed';
  await tx.query(
    `INSERT INTO domains (id, organization_id, domain, state, name_server, verification_token, verification_prefix,
                          subdomain, pending_since, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (organization_id, domain) DO NOTHING`,
    [
      newId('org_domain', createdAt.getTime()),
      organizationId,
      domain.domain,
      domain.state,
      domain.nameServer ?? null,
      unverified ? newSecret(18) : null,
      domain.prefix ?? null,
      domain.subdomain ?? null,
      domain.state === 'Pending' ? createdAt : null,
      createdAt,
    ],
  );
}

export interface SeedConnection {
  organizationId: string;
  name: string;
  providerTag: 'Saml' | 'OpenIdConnect';
  type: string;
  state: 'Active' | 'Validating' | 'Inactive';
  daysAgo: number;
  certificateInDays?: number;
  lastSessionHoursAgo?: number;
}

export async function seedConnection(tx: Queryable, connection: SeedConnection, now: number) {
  const [existing] = await tx.query(
    'SELECT 1 FROM sso_connections WHERE organization_id = $1 AND name = $2',
    [connection.organizationId, connection.name],
  );
  if (existing) return;
  const createdAt = new Date(now - connection.daysAgo * day);
  await tx.query(
    `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state, certificate_not_after,
                                  last_session_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      newId('conn', createdAt.getTime()),
      connection.organizationId,
      connection.name,
      connection.providerTag,
      connection.type,
      connection.state,
      connection.certificateInDays === undefined
        ? null
        : new Date(now + connection.certificateInDays * day),
      connection.lastSessionHoursAgo === undefined
        ? null
        : new Date(now - connection.lastSessionHoursAgo * hour),
      createdAt,
    ],
  );
}

/** Seeds the widgets' demo data; safe to call again (existing rows are kept as they are). */
export async function seedWidgetData(ctx: AppContext, ids: WidgetSeedIds): Promise<void> {
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    for (const member of acmeMembers)
      await seedMember(tx, ids.acmeOrganizationId, ids.adminUserId, member, now);
    for (const domain of acmeDomains) await seedDomain(tx, ids.acmeOrganizationId, domain, now);
    const connections: SeedConnection[] = [
      {
        organizationId: ids.acmeOrganizationId,
        name: 'Okta SAML',
        providerTag: 'Saml',
        type: 'OktaSaml',
        state: 'Active',
        daysAgo: 95,
        certificateInDays: 20,
        lastSessionHoursAgo: 3,
      },
      {
        organizationId: ids.acmeOrganizationId,
        name: 'Entra ID (staging)',
        providerTag: 'OpenIdConnect',
        type: 'EntraIdOidc',
        state: 'Validating',
        daysAgo: 6,
      },
      {
        organizationId: ids.globexOrganizationId,
        name: 'Google Workspace',
        providerTag: 'Saml',
        type: 'GoogleSaml',
        state: 'Inactive',
        daysAgo: 12,
      },
    ];
    for (const connection of connections) await seedConnection(tx, connection, now);
  });
}
