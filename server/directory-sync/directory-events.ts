// The `dsync.*` events (dsync-audit-events.md §A.6), each appended to the event log in the
// transaction of the change it describes. Users in events carry no `groups`; states are in
// event form (linked → active).
import type { Queryable } from '../db/database';
import {
  directoryColumns,
  directoryGroupColumns,
  directoryGroupFrom,
  directoryGroupObject,
  directoryUserColumns,
  directoryUserFrom,
  directoryUserObject,
  eventState,
  type DirectoryGroupRow,
  type DirectoryRow,
  type DirectoryUserRow,
} from './directory-objects';
import { appendDirectoryEvent, appendDirectoryEvents } from './directory-event-append';
import type { RoleChange } from './directory-provisioning';
import { membershipSnapshots } from '../events/change-events';

export type DirectoryUserSnapshot = ReturnType<typeof directoryUserObject>;
export type DirectoryGroupSnapshot = ReturnType<typeof directoryGroupObject>;

export async function snapshotUser(
  tx: Queryable,
  id: string,
): Promise<DirectoryUserSnapshot | undefined> {
  const [row] = await tx.query<DirectoryUserRow>(
    `SELECT ${directoryUserColumns} FROM ${directoryUserFrom} WHERE du.id = $1`,
    [id],
  );
  return row ? directoryUserObject(row) : undefined;
}

export async function snapshotGroup(
  tx: Queryable,
  id: string,
): Promise<DirectoryGroupSnapshot | undefined> {
  const [row] = await tx.query<DirectoryGroupRow>(
    `SELECT ${directoryGroupColumns} FROM ${directoryGroupFrom} WHERE g.id = $1`,
    [id],
  );
  return row ? directoryGroupObject(row) : undefined;
}

const ignored = new Set(['updated_at', 'created_at', 'raw_attributes', 'groups']);

/** A shallow diff of root fields and custom_attributes; what did not exist before is null. */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (ignored.has(key)) continue;
    if (key === 'custom_attributes') {
      const was = (before[key] ?? {}) as Record<string, unknown>;
      const now = (after[key] ?? {}) as Record<string, unknown>;
      const changed: Record<string, unknown> = {};
      for (const inner of new Set([...Object.keys(was), ...Object.keys(now)])) {
        if (JSON.stringify(was[inner]) !== JSON.stringify(now[inner]))
          changed[inner] = was[inner] ?? null;
      }
      if (Object.keys(changed).length > 0) previous[key] = changed;
    } else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      previous[key] = before[key] ?? null;
    }
  }
  return previous;
}

export async function recordDirectoryActivated(tx: Queryable, directoryId: string): Promise<void> {
  const [row] = await tx.query<DirectoryRow>(
    `SELECT ${directoryColumns} FROM directories d WHERE d.id = $1`,
    [directoryId],
  );
  if (!row) return;
  const domains = await tx.query<{ id: string; domain: string }>(
    `SELECT id, domain FROM domains WHERE organization_id = $1 ORDER BY created_at, id`,
    [row.organization_id],
  );
  await appendDirectoryEvent(tx, row.organization_id, 'dsync.activated', {
    object: 'directory',
    id: row.id,
    external_key: row.external_key,
    type: row.type,
    state: eventState(row.state),
    name: row.name,
    organization_id: row.organization_id,
    domains: domains.map((domain) => ({ object: 'organization_domain', ...domain })),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  });
}

/** `dsync.deleted`: the directory as it was, without domain(s) and external_key. */
export async function recordDirectoryDeleted(tx: Queryable, before: DirectoryRow): Promise<void> {
  await appendDirectoryEvent(tx, before.organization_id, 'dsync.deleted', {
    object: 'directory',
    id: before.id,
    type: before.type,
    state: eventState(before.state),
    name: before.name,
    organization_id: before.organization_id,
    created_at: new Date(before.created_at).toISOString(),
    updated_at: new Date(before.updated_at).toISOString(),
  });
}

/**
 * `dsync.deleted` for each directory that deleting the organization removes by cascade (call it
 * before the DELETE). As for a directory deleted alone, no user or group events follow.
 */
export async function recordDirectoriesDeleted(
  tx: Queryable,
  organizationId: string,
): Promise<void> {
  const rows = await tx.query<DirectoryRow & { state_before_deletion: string | null }>(
    `SELECT ${directoryColumns}, d.state_before_deletion FROM directories d
      WHERE d.organization_id = $1 ORDER BY d.created_at, d.id`,
    [organizationId],
  );
  // A directory already being deleted reports the state it had before, as its worker would.
  for (const { state_before_deletion: before, ...row } of rows)
    await recordDirectoryDeleted(tx, { ...row, state: before ?? row.state });
}

export async function recordUserChange(
  tx: Queryable,
  directoryUserId: string,
  before: DirectoryUserSnapshot | undefined,
): Promise<void> {
  const after = await snapshotUser(tx, directoryUserId);
  if (!after) return;
  if (!before) {
    await appendDirectoryEvent(tx, after.organization_id, 'dsync.user.created', after);
    return;
  }
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length === 0) return;
  await appendDirectoryEvent(tx, after.organization_id, 'dsync.user.updated', {
    ...after,
    previous_attributes: previous,
  });
}

export async function recordUserDeleted(tx: Queryable, before: DirectoryUserSnapshot) {
  await appendDirectoryEvent(tx, before.organization_id, 'dsync.user.deleted', before);
}

export async function recordGroupChange(
  tx: Queryable,
  groupId: string,
  before: DirectoryGroupSnapshot | undefined,
): Promise<void> {
  const after = await snapshotGroup(tx, groupId);
  if (!after) return;
  if (!before) {
    await appendDirectoryEvent(tx, after.organization_id, 'dsync.group.created', after);
    return;
  }
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length === 0) return;
  await appendDirectoryEvent(tx, after.organization_id, 'dsync.group.updated', {
    ...after,
    previous_attributes: previous,
  });
}

export async function recordGroupDeleted(tx: Queryable, before: DirectoryGroupSnapshot) {
  await appendDirectoryEvent(tx, before.organization_id, 'dsync.group.deleted', before);
}

/** The users in event form (no `groups`), by id, read in one query. */
async function snapshotUsers(
  tx: Queryable,
  ids: readonly string[],
): Promise<Map<string, DirectoryUserSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<DirectoryUserRow>(
    `SELECT ${directoryUserColumns} FROM ${directoryUserFrom} WHERE du.id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, directoryUserObject(row)]));
}

/**
 * `dsync.group.user_added` / `user_removed` for each member: users read in one query, the
 * events appended in one insert (added first, each list in its order).
 */
export async function recordMembership(
  tx: Queryable,
  groupId: string,
  change: { added: string[]; removed: string[] },
): Promise<void> {
  if (change.added.length === 0 && change.removed.length === 0) return;
  const group = await snapshotGroup(tx, groupId);
  if (!group) return;
  const users = await snapshotUsers(tx, [...change.added, ...change.removed]);
  const events: { event: string; data: object }[] = [];
  for (const [event, ids] of [
    ['dsync.group.user_added', change.added],
    ['dsync.group.user_removed', change.removed],
  ] as const) {
    for (const id of ids) {
      const user = users.get(id);
      if (user) events.push({ event, data: { directory_id: group.directory_id, user, group } });
    }
  }
  await appendDirectoryEvents(tx, group.organization_id, events);
}

/**
 * `dsync.user.updated` for users whose role changed because their groups or mappings did, each
 * followed by its membership's `organization_membership.updated` (users and memberships read in
 * one query each, events appended in one insert per organization).
 */
export async function recordRoleChanges(tx: Queryable, changes: RoleChange[]): Promise<void> {
  if (changes.length === 0) return;
  const users = await snapshotUsers(
    tx,
    changes.map((change) => change.directoryUserId),
  );
  const memberships = await membershipSnapshots(
    tx,
    changes.map((change) => change.membershipId),
  );
  const byOrganization = new Map<string, { event: string; data: object }[]>();
  for (const change of changes) {
    const after = users.get(change.directoryUserId);
    if (!after) continue;
    const roles = change.before.map((slug) => ({ slug }));
    const previous = previousAttributes({ ...after, role: roles[0], roles }, after);
    if (Object.keys(previous).length === 0) continue;
    const organizationId = after.organization_id as string;
    const list = byOrganization.get(organizationId) ?? [];
    list.push({ event: 'dsync.user.updated', data: { ...after, previous_attributes: previous } });
    const membership = memberships.get(change.membershipId);
    if (membership) list.push({ event: 'organization_membership.updated', data: membership.data });
    byOrganization.set(organizationId, list);
  }
  for (const [organizationId, events] of byOrganization)
    await appendDirectoryEvents(tx, organizationId, events);
}
