// Directories, directory users and directory groups as the provider's Node SDK reads them
// (dsync-audit-events.md §A.4): snake_case, REST states, `groups` on users in get and list.

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export interface DirectoryRow {
  id: string;
  organization_id: string;
  type: string;
  state: string;
  name: string;
  external_key: string;
  last_sync_run_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The organization's first verified domain, if any. */
  domain: string | null;
}

/** SELECT list for DirectoryRow from `directories d`. */
export const directoryColumns = `d.id, d.organization_id, d.type, d.state, d.name, d.external_key,
  d.last_sync_run_at, d.created_at, d.updated_at,
  (SELECT dm.domain FROM domains dm WHERE dm.organization_id = d.organization_id
     AND dm.state IN ('Verified', 'LegacyVerified') ORDER BY dm.created_at, dm.id LIMIT 1) AS domain`;

export function directoryObject(row: DirectoryRow) {
  return {
    object: 'directory' as const,
    id: row.id,
    domain: row.domain ?? '',
    external_key: row.external_key,
    name: row.name,
    organization_id: row.organization_id,
    state: row.state,
    type: row.type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface DirectoryGroupRow {
  id: string;
  directory_id: string;
  organization_id: string;
  idp_id: string;
  display_name: string;
  raw: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export const directoryGroupColumns = `g.id, g.directory_id, dg_d.organization_id, g.idp_id, g.display_name,
  g.raw, g.created_at, g.updated_at`;
/** FROM clause for directoryGroupColumns. */
export const directoryGroupFrom =
  'directory_groups g JOIN directories dg_d ON dg_d.id = g.directory_id';

export function directoryGroupObject(row: DirectoryGroupRow) {
  return {
    object: 'directory_group' as const,
    id: row.id,
    idp_id: row.idp_id,
    directory_id: row.directory_id,
    organization_id: row.organization_id,
    name: row.display_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    raw_attributes: row.raw,
  };
}

export interface DirectoryUserRow {
  id: string;
  directory_id: string;
  organization_id: string;
  idp_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  state: 'active' | 'inactive';
  custom_attributes: Record<string, unknown>;
  raw: Record<string, unknown>;
  role_slugs: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** SELECT list for DirectoryUserRow from `directory_users du JOIN directories du_d`. */
export const directoryUserColumns = `du.id, du.directory_id, du_d.organization_id, du.idp_id, du.email,
  du.first_name, du.last_name, du.state, du.custom_attributes, du.raw, du.created_at, du.updated_at,
  (SELECT m.role_slugs FROM memberships m WHERE m.organization_id = du_d.organization_id
     AND m.user_id = du.user_id) AS role_slugs`;
export const directoryUserFrom =
  'directory_users du JOIN directories du_d ON du_d.id = du.directory_id';

/** The DirectoryUser; `groups` only where the SDK requires it (get and list, not events). */
export function directoryUserObject(row: DirectoryUserRow, groups?: DirectoryGroupRow[]) {
  const roles = (row.role_slugs ?? []).map((slug) => ({ slug }));
  return {
    object: 'directory_user' as const,
    id: row.id,
    directory_id: row.directory_id,
    organization_id: row.organization_id,
    idp_id: row.idp_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    state: row.state,
    custom_attributes: row.custom_attributes ?? {},
    raw_attributes: row.raw,
    ...(roles[0] ? { role: roles[0], roles } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(groups ? { groups: groups.map(directoryGroupObject) } : {}),
  };
}

/** The state as events name it: linked → active, unlinked → inactive (§A.1). */
export const eventState = (state: string): string =>
  state === 'linked' ? 'active' : state === 'unlinked' ? 'inactive' : state;

export const DIRECTORY_TYPES = [
  'azure scim v2.0',
  'cyberark scim v2.0',
  'generic scim v2.0',
  'jump cloud scim v2.0',
  'okta scim v2.0',
  'onelogin scim v2.0',
  'pingfederate scim v2.0',
  'rippling scim v2.0',
] as const;

export const DIRECTORY_TYPE_NAMES: Record<string, string> = {
  'azure scim v2.0': 'Microsoft Entra ID',
  'cyberark scim v2.0': 'CyberArk',
  'generic scim v2.0': 'Generic SCIM',
  'jump cloud scim v2.0': 'JumpCloud',
  'okta scim v2.0': 'Okta',
  'onelogin scim v2.0': 'OneLogin',
  'pingfederate scim v2.0': 'PingFederate',
  'rippling scim v2.0': 'Rippling',
};
