// The two roles every organization starts with (team conventions): `admin` manages the
// widgets and the organization's API keys, `member` is the default and manages only its own keys.
import type { Queryable } from '../db/database';

export const ADMIN_PERMISSIONS = [
  'widgets:users-table:manage',
  'widgets:sso-connection:manage',
  'widgets:domain-verification:manage',
  'widgets:api-keys:manage',
  'widgets:user-api-keys:manage-all',
  'widgets:dsync:manage',
  'widgets:audit-logs:read',
  'widgets:audit-log-streaming:manage',
];

/** The loyalty product's own permissions, which API keys carry (migration 070 seeds them). */
export const PRODUCT_PERMISSIONS = [
  'customers:read',
  'customers:write',
  'offers:read',
  'offers:write',
  'points:adjust',
];

/** Members manage their own API keys, which may read but not change the product's data. */
export const MEMBER_PERMISSIONS = [
  'widgets:user-api-keys:manage-self',
  'customers:read',
  'offers:read',
];

export const DEFAULT_ROLES = [
  {
    slug: 'admin',
    name: 'Admin',
    description: 'Can manage members, SSO and domains of the organization.',
    isDefault: false,
    permissions: [...ADMIN_PERMISSIONS, ...PRODUCT_PERMISSIONS],
  },
  {
    slug: 'member',
    name: 'Member',
    description: 'Can use the loyalty dashboard.',
    isDefault: true,
    permissions: MEMBER_PERMISSIONS,
  },
];

/** Creates the admin and member roles of a new organization (no-op for existing ones). */
export async function createDefaultRoles(db: Queryable, organizationId: string): Promise<void> {
  for (const [position, role] of DEFAULT_ROLES.entries()) {
    await db.query(
      `INSERT INTO roles (organization_id, slug, name, description, is_default, permissions, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        organizationId,
        role.slug,
        role.name,
        role.description,
        role.isDefault,
        role.permissions,
        position,
      ],
    );
  }
}
