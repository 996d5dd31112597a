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
  const [membership] = await db.query<{
    role_slugs: string[];
    roles: { slug: string; permissions: string[] }[];
  }>(
    `SELECT m.role_slugs,
       coalesce((SELECT json_agg(json_build_object('slug', r.slug, 'permissions', r.permissions))
                 FROM roles r WHERE r.organization_id = m.organization_id AND r.slug = ANY(m.role_slugs)), '[]') AS roles
     FROM memberships m WHERE m.user_id = $1 AND m.organization_id = $2 AND m.status = 'Active'`,
    [userId, organizationId],
  );
  if (!membership) return undefined;
  return claimsFromRoles(organizationId, membership.role_slugs, membership.roles);
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
