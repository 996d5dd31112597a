// Roles of an organization in the contract's `Role` shape.
import type { Role } from '../../src/api/widgets/types';
import type { Queryable } from '../db/database';

export type { Role };

export interface RoleRow {
  slug: string;
  name: string;
  description: string | null;
  is_default: boolean;
}

export async function listRoles(db: Queryable, organizationId: string): Promise<Role[]> {
  const rows = await db.query<RoleRow>(
    'SELECT slug, name, description, is_default FROM roles WHERE organization_id = $1 ORDER BY position, slug',
    [organizationId],
  );
  return rows.map(toRole);
}

export function toRole(row: RoleRow): Role {
  return {
    slug: row.slug,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    default: row.is_default,
  };
}

export type RoleCheck =
  | { ok: true; slugs: string[] }
  | { ok: false; reason: 'empty' | 'too-many' | 'unknown'; message: string };

/** The role slugs of a request, checked against the organization's roles and its single-role rule. */
export function checkRoleSlugs(
  slugs: string[],
  roles: Role[],
  multipleRolesEnabled: boolean,
): RoleCheck {
  const unique = [...new Set(slugs)];
  if (unique.length === 0)
    return { ok: false, reason: 'empty', message: 'At least one role is required' };
  if (unique.length > 1 && !multipleRolesEnabled) {
    return {
      ok: false,
      reason: 'too-many',
      message: 'Only one role can be assigned in this organization',
    };
  }
  const known = new Set(roles.map((role) => role.slug));
  if (unique.some((slug) => !known.has(slug)))
    return { ok: false, reason: 'unknown', message: 'Invalid role' };
  return { ok: true, slugs: unique };
}

export async function multipleRolesEnabled(
  db: Queryable,
  organizationId: string,
): Promise<boolean> {
  const [row] = await db.query<{ multiple_roles_enabled: boolean }>(
    'SELECT multiple_roles_enabled FROM organizations WHERE id = $1',
    [organizationId],
  );
  return row?.multiple_roles_enabled ?? false;
}

/**
 * The permissions a membership holds now through its roles, as a SQL column named
 * `current_permissions` over the membership joined as `m` (NULL without one). The guards read it
 * on every call: a token keeps its claims until it expires, a demoted member loses access at once.
 */
export const currentPermissionsColumn = `(SELECT array_agg(DISTINCT p) FROM roles r, unnest(r.permissions) p
  WHERE r.organization_id = m.organization_id AND r.slug = ANY(m.role_slugs)) AS current_permissions`;
