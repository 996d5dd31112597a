// What the admin portal and the <directory-sync> widget read and change on a directory: its
// counts and last sync, its groups with their role mappings, its users.
import type { Queryable } from '../db/database';
import { directoryColumns, type DirectoryRow } from './directory-objects';
import { refreshDirectoryRoles } from './directory-provisioning';
import { recordRoleChanges } from './directory-events';

export interface DirectorySummary extends DirectoryRow {
  active_users: number;
  inactive_users: number;
  groups: number;
}

export async function listDirectorySummaries(
  db: Queryable,
  organizationId: string,
): Promise<DirectorySummary[]> {
  return db.query<DirectorySummary>(
    `SELECT ${directoryColumns},
       (SELECT count(*)::integer FROM directory_users u WHERE u.directory_id = d.id AND u.state = 'active') AS active_users,
       (SELECT count(*)::integer FROM directory_users u WHERE u.directory_id = d.id AND u.state = 'inactive') AS inactive_users,
       (SELECT count(*)::integer FROM directory_groups g WHERE g.directory_id = d.id) AS groups
     FROM directories d WHERE d.organization_id = $1 ORDER BY d.created_at, d.id`,
    [organizationId],
  );
}

export interface GroupWithRole {
  id: string;
  display_name: string;
  members: number;
  role_slug: string | null;
}

export async function listGroupsWithRoles(
  db: Queryable,
  directoryId: string,
): Promise<GroupWithRole[]> {
  return db.query<GroupWithRole>(
    `SELECT g.id, g.display_name, gr.role_slug,
            (SELECT count(*)::integer FROM directory_group_members gm WHERE gm.group_id = g.id) AS members
       FROM directory_groups g LEFT JOIN directory_group_roles gr ON gr.group_id = g.id
      WHERE g.directory_id = $1 ORDER BY lower(g.display_name), g.id LIMIT 500`,
    [directoryId],
  );
}

export interface DirectoryUserLine {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  state: string;
}

export async function listDirectoryUserLines(
  db: Queryable,
  directoryId: string,
): Promise<DirectoryUserLine[]> {
  return db.query<DirectoryUserLine>(
    `SELECT id, email, first_name, last_name, state FROM directory_users
      WHERE directory_id = $1 ORDER BY created_at, id LIMIT 200`,
    [directoryId],
  );
}

/**
 * Maps a group to a role of the directory's organization (or unmaps it with null) and brings
 * every member's role in line, with `dsync.user.updated` for each change. False when the group
 * or role is not this directory's or organization's.
 */
export async function setGroupRole(
  tx: Queryable,
  directory: { id: string; organization_id: string },
  groupId: string,
  roleSlug: string | null,
): Promise<boolean> {
  const [group] = await tx.query(
    'SELECT 1 FROM directory_groups WHERE id = $1 AND directory_id = $2',
    [groupId, directory.id],
  );
  if (!group) return false;
  if (roleSlug === null) {
    await tx.query('DELETE FROM directory_group_roles WHERE group_id = $1', [groupId]);
  } else {
    const [role] = await tx.query('SELECT 1 FROM roles WHERE organization_id = $1 AND slug = $2', [
      directory.organization_id,
      roleSlug,
    ]);
    if (!role) return false;
    await tx.query(
      `INSERT INTO directory_group_roles (group_id, directory_id, role_slug) VALUES ($1, $2, $3)
       ON CONFLICT (group_id) DO UPDATE SET role_slug = EXCLUDED.role_slug`,
      [groupId, directory.id, roleSlug],
    );
  }
  const members = await tx.query<{ id: string }>(
    'SELECT directory_user_id AS id FROM directory_group_members WHERE group_id = $1',
    [groupId],
  );
  const changes = await refreshDirectoryRoles(
    tx,
    directory.organization_id,
    members.map((row) => row.id),
  );
  await recordRoleChanges(tx, changes);
  return true;
}
