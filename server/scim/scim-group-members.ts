// Group membership as SQL row changes, not whole-document patches, so groups of thousands of
// members stay cheap: PATCH `members` add/remove/replace (Okta's `members[value eq "id"]`,
// Entra's `Remove` with a value array, `$ref: null` ignored), and the roles that follow.
import type { Queryable } from '../db/database';
import { refreshDirectoryRoles, type RoleChange } from '../directory-sync/directory-provisioning';
import { scimmy } from './scimmy-setup';
import { scimBadRequest } from './scim-errors';

export interface MemberChange {
  added: string[];
  removed: string[];
  roleChanges: RoleChange[];
}

export interface MemberOperation {
  op: 'add' | 'remove' | 'replace';
  /** Member ids; undefined with remove means all. */
  ids?: string[];
}

/** The `value`s of a members array (each `{ value, display?, $ref? }`). */
export function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((entry) => {
    const id = (entry as { value?: unknown } | null)?.value;
    if (typeof id !== 'string' || id === '')
      throw scimBadRequest("Each member needs a string 'value'", 'invalidValue');
    return id;
  });
}

/**
 * Splits a PatchOp's operations into member operations (done here in SQL) and the rest (applied
 * by SCIMMY to the group document). Operations are already normalised to lower-case.
 */
export function splitGroupOperations(operations: { op: string; path?: string; value?: unknown }[]) {
  const members: MemberOperation[] = [];
  const rest: { op: string; path?: string; value?: unknown }[] = [];
  for (const operation of operations) {
    const op = operation.op as MemberOperation['op'];
    const path = operation.path?.trim();
    if (path && /^members$/i.test(path)) {
      members.push({
        op,
        ...(op === 'remove' && operation.value === undefined
          ? {}
          : { ids: memberIds(operation.value) }),
      });
    } else if (path && /^members\[/i.test(path)) {
      const inner = /^members\[(.+)\]$/i.exec(path)?.[1];
      if (op !== 'remove' || !inner)
        throw scimBadRequest(`Unsupported members path '${path}'`, 'invalidPath');
      const SCIMMY = scimmy();
      const groups = new SCIMMY.Types.Filter(inner) as unknown as Record<string, unknown>[];
      const ids = groups.map((group) => {
        const comparison = Object.entries(group).find(
          ([key]) => key.toLowerCase() === 'value',
        )?.[1];
        if (
          !Array.isArray(comparison) ||
          comparison[0] !== 'eq' ||
          typeof comparison[1] !== 'string' ||
          Object.keys(group).length !== 1
        )
          throw scimBadRequest(
            `Members are removed by 'value eq "<id>"', not '${inner}'`,
            'invalidFilter',
          );
        return comparison[1];
      });
      members.push({ op: 'remove', ids });
    } else if (
      !path &&
      operation.value &&
      typeof operation.value === 'object' &&
      !Array.isArray(operation.value)
    ) {
      const value = operation.value as Record<string, unknown>;
      const key = Object.keys(value).find((name) => name.toLowerCase() === 'members');
      if (key) members.push({ op, ids: memberIds(value[key]) });
      const remaining = Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
      if (Object.keys(remaining).length > 0) rest.push({ ...operation, value: remaining });
    } else {
      rest.push(operation);
    }
  }
  return { members, rest };
}

export async function groupMemberIds(tx: Queryable, groupId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    'SELECT directory_user_id AS id FROM directory_group_members WHERE group_id = $1',
    [groupId],
  );
  return rows.map((row) => row.id);
}

/** Applies member operations in order; returns who joined, who left and whose role changed. */
export async function applyMemberOperations(
  tx: Queryable,
  organizationId: string,
  directoryId: string,
  groupId: string,
  operations: MemberOperation[],
): Promise<MemberChange> {
  const added = new Set<string>();
  const removed = new Set<string>();
  const add = async (ids: string[]) => {
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO directory_group_members (group_id, directory_user_id)
       SELECT $1, du.id FROM directory_users du WHERE du.directory_id = $2 AND du.id = ANY($3)
       ON CONFLICT DO NOTHING RETURNING directory_user_id AS id`,
      [groupId, directoryId, ids],
    );
    // In the order the directory sent them, so their events follow that order.
    const joined = new Set(rows.map((row) => row.id));
    for (const id of ids.filter((candidate) => joined.delete(candidate))) {
      if (removed.has(id)) removed.delete(id);
      else added.add(id);
    }
  };
  const remove = async (ids: string[] | undefined) => {
    const rows = await tx.query<{ id: string }>(
      `DELETE FROM directory_group_members WHERE group_id = $1 ${ids ? 'AND directory_user_id = ANY($2)' : ''}
       RETURNING directory_user_id AS id`,
      ids ? [groupId, ids] : [groupId],
    );
    const left = rows.map((row) => row.id);
    const gone = new Set(left);
    const ordered = ids ? ids.filter((candidate) => gone.delete(candidate)) : left.sort();
    for (const id of ordered) {
      if (added.has(id)) added.delete(id);
      else removed.add(id);
    }
  };
  for (const operation of operations) {
    if (operation.op === 'add') await add(operation.ids ?? []);
    else if (operation.op === 'remove') await remove(operation.ids);
    else if (operation.op === 'replace') {
      const keep = operation.ids ?? [];
      const current = await groupMemberIds(tx, groupId);
      await remove(current.filter((id) => !keep.includes(id)));
      await add(keep);
    } else throw scimBadRequest(`Unknown op '${String(operation.op)}'`, 'invalidSyntax');
  }
  const roleChanges = await refreshDirectoryRoles(tx, organizationId, [...added, ...removed]);
  return { added: [...added], removed: [...removed], roleChanges };
}
