// The two roles every organization starts with (team conventions): `admin` manages the
// widgets, `member` is the default and has no permissions.
import type { Queryable } from '../db/database';

export const ADMIN_PERMISSIONS = [
  'widgets:users-table:manage',
  'widgets:sso-connection:manage',
  'widgets:domain-verification:manage',
];

export const DEFAULT_ROLES = [
  {
    slug: 'admin',
    name: 'Admin',
    description: 'Can manage members, SSO and domains of the organization.',
    isDefault: false,
    permissions: ADMIN_PERMISSIONS,
  },
  {
    slug: 'member',
    name: 'Member',
    description: 'Can use the loyalty dashboard.',
    isDefault: true,
    permissions: [] as string[],
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
