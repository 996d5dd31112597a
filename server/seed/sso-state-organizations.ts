// Demo organizations for the SSO card (team conventions): one per SSO state the card shows, each
// with the demo admin as admin, so the states can be seen by switching organization. Acme
// Loyalty (from the widgets seed) already has a SAML connection whose certificate expires within
// 30 days; Initech has neither connection nor domains (the empty states); Wayne Rewards has a
// failed and a pending domain.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId, newSecret } from '../ids';
import { seedConnection } from './seed-widget-data';
import { createOrganization } from './seed';

interface SsoStateOrganization {
  name: string;
  code: string;
  connection?: {
    name: string;
    providerTag: 'Saml' | 'OpenIdConnect';
    type: string;
    state: 'Active' | 'Inactive';
    /** Days from now to the certificate's expiry (negative: already expired). */
    certificateInDays?: number;
  };
  /** Unverified domains (Acme Loyalty has one in every state already). */
  domains?: { domain: string; state: 'Pending' | 'Failed' }[];
}

export const SSO_STATE_ORGANIZATIONS: readonly SsoStateOrganization[] = [
  { name: 'Initech Rewards', code: 'INITECH' },
  {
    name: 'Umbrella Perks',
    code: 'UMBRELLA',
    connection: {
      name: 'Google Workspace',
      providerTag: 'Saml',
      type: 'GoogleSaml',
      state: 'Inactive',
    },
  },
  {
    name: 'Stark Loyalty',
    code: 'STARK',
    connection: {
      name: 'Microsoft Entra ID',
      providerTag: 'OpenIdConnect',
      type: 'EntraIdOidc',
      state: 'Active',
    },
  },
  {
    name: 'Wayne Rewards',
    code: 'WAYNE',
    connection: {
      name: 'OneLogin SAML',
      providerTag: 'Saml',
      type: 'OneLoginSaml',
      state: 'Active',
      certificateInDays: -12,
    },
    domains: [
      { domain: 'wayne-rewards.example', state: 'Failed' },
      { domain: 'gotham-perks.example', state: 'Pending' },
    ],
  },
];

async function seedOrganization(
  tx: Queryable,
  adminUserId: string,
  organization: SsoStateOrganization,
): Promise<void> {
  const organizationId = await createOrganization(
    tx,
    organization.name,
    organization.code,
    'BASE',
    adminUserId,
    30,
  );
  await tx.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, last_activity_at, created_at)
     SELECT $1, $2, id, email, 'Active', ARRAY['admin'], now() - interval '1 day', now() - interval '30 days'
       FROM users WHERE id = $3`,
    [newId('om'), organizationId, adminUserId],
  );
  for (const domain of organization.domains ?? []) {
    await tx.query(
      `INSERT INTO domains (id, organization_id, domain, state, verification_token, pending_since, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - interval '5 days')`,
      [
        newId('org_domain'),
        organizationId,
        domain.domain,
        domain.state,
        newSecret(18),
        domain.state === 'Pending' ? new Date() : null,
      ],
    );
  }
  if (organization.connection) {
    await seedConnection(
      tx,
      { ...organization.connection, organizationId, daysAgo: 20 },
      Date.now(),
    );
  }
}

/** Seeds the SSO-state organizations once, with `adminUserId` as their admin. */
export async function seedSsoStateOrganizations(
  ctx: AppContext,
  adminUserId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const organization of SSO_STATE_ORGANIZATIONS) {
      await seedOrganization(tx, adminUserId, organization);
    }
  });
}
