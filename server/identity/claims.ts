// Organization claims of an access token (team conventions): `role` is the first role slug,
// `roles` all of them, `permissions` the union of their permissions.
import type { Queryable } from '../db/database';

export interface OrganizationClaims {
  org_id: string;
  role: string;
  roles: string[];
  permissions: string[];
}

/** The claims for the user's active membership of the organization, or undefined when there is none. */
export async function organizationClaims(
  db: Queryable,
  userId: string,
  organizationId: string,
): Promise<OrganizationClaims | undefined> {
  const [membership] = await db.query<{ role_slugs: string[] }>(
    `SELECT role_slugs FROM memberships WHERE user_id = $1 AND organization_id = $2 AND status = 'Active'`,
    [userId, organizationId],
  );
  if (!membership) return undefined;
  const roleRows = await db.query<{ slug: string; permissions: string[] }>(
    'SELECT slug, permissions FROM roles WHERE organization_id = $1 AND slug = ANY($2::text[])',
    [organizationId, membership.role_slugs],
  );
  return claimsFromRoles(organizationId, membership.role_slugs, roleRows);
}

/** Pure part of organizationClaims: role order follows the membership, permissions sorted and unique. */
export function claimsFromRoles(
  organizationId: string,
  roleSlugs: string[],
  roles: { slug: string; permissions: string[] }[],
): OrganizationClaims {
  const known = roleSlugs.filter((slug) => roles.some((role) => role.slug === slug));
  const permissions = new Set(
    roles.filter((role) => known.includes(role.slug)).flatMap((role) => role.permissions),
  );
  return {
    org_id: organizationId,
    role: known[0] ?? 'member',
    roles: known,
    permissions: [...permissions].sort(),
  };
}
