// /Groups of one directory: list (filter and paging in SQL; `excludedAttributes=members` skips
// reading members), get, create, replace, patch (members as row changes), delete.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import { refreshDirectoryRoles } from '../directory-sync/directory-provisioning';
import { scimmy } from './scimmy-setup';
import { scimBadRequest, scimNotFound } from './scim-errors';
import { scimListPage, type FilterTarget } from './scim-filter-sql';
import { normalizeBooleans, normalizePatch } from './scim-normalize';
import {
  bodyObject,
  listResponse,
  outputResource,
  parseAttributeParams,
  parseListParams,
  resourceBase,
  sendScim,
} from './scim-resources';
import { scimCaller } from './scim-auth';
import type { DirectoryRow } from '../directory-sync/directory-objects';
import { markDirectoryWrite } from './scim-directory-writes';
import {
  recordGroupChange,
  recordGroupDeleted,
  recordMembership,
  recordRoleChanges,
  snapshotGroup,
} from '../directory-sync/directory-events';
import {
  applyMemberOperations,
  groupMemberIds,
  memberIds,
  splitGroupOperations,
  type MemberOperation,
} from './scim-group-members';

interface StoredGroup {
  id: string;
  raw: Record<string, unknown>;
  display_name: string;
  created_at: Date;
  updated_at: Date;
}

const storedColumns = 'g.id, g.raw, g.display_name, g.created_at, g.updated_at';

const groupFilterTarget: FilterTarget = {
  column: (path) => {
    switch (path.toLowerCase()) {
      case 'id':
        return { sql: 'g.id', type: 'exact' };
      case 'displayname':
        return { sql: 'g.display_name', type: 'text' };
      case 'externalid':
        return { sql: 'g.external_id', type: 'exact' };
      case 'meta.created':
        return { sql: 'g.created_at', type: 'time' };
      case 'meta.lastmodified':
        return { sql: 'g.updated_at', type: 'time' };
    }
    return undefined;
  },
  collection: (name) =>
    name.toLowerCase() === 'members'
      ? {
          exists: (condition) =>
            `EXISTS (SELECT 1 FROM directory_group_members gm WHERE gm.group_id = g.id AND ${condition})`,
          sub: (sub) =>
            sub.toLowerCase() === 'value'
              ? { sql: 'gm.directory_user_id', type: 'exact' }
              : undefined,
        }
      : undefined,
};

async function membersOf(tx: Queryable, groupIds: string[]) {
  const rows = await tx.query<{ group_id: string; value: string; display: string }>(
    `SELECT gm.group_id, du.id AS value, du.user_name AS display FROM directory_group_members gm
       JOIN directory_users du ON du.id = gm.directory_user_id
      WHERE gm.group_id = ANY($1) ORDER BY gm.created_at, du.id`,
    [groupIds],
  );
  const byGroup = new Map<string, { value: string; display: string }[]>();
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ value: row.value, display: row.display });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

async function loadGroup(tx: Queryable, directoryId: string, id: string, lock = false) {
  const [row] = await tx.query<StoredGroup>(
    `SELECT ${storedColumns} FROM directory_groups g WHERE g.directory_id = $1 AND g.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [directoryId, id],
  );
  if (!row) throw scimNotFound(`Group ${id} not found`);
  return row;
}

/** Validates a body as a SCIM Group; returns the document without members, and the members. */
function inboundGroup(body: unknown) {
  const SCIMMY = scimmy();
  const coerced = new SCIMMY.Schemas.Group(normalizeBooleans(bodyObject(body)) as never, 'in');
  const {
    id: _id,
    meta: _meta,
    members,
    ...document
  } = JSON.parse(JSON.stringify(coerced)) as Record<string, unknown>;
  return { document, members: members === undefined ? undefined : memberIds(members) };
}

export async function scimGroupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = (request: FastifyRequest) =>
    resourceBase(ctx, scimCaller(request).directory, 'Group');
  const output = async (
    tx: Queryable,
    request: FastifyRequest,
    row: StoredGroup,
    selection: { attributes: unknown; wantsMembers: boolean } = {
      attributes: undefined,
      wantsMembers: true,
    },
  ) => {
    const members = selection.wantsMembers
      ? ((await membersOf(tx, [row.id])).get(row.id) ?? [])
      : undefined;
    const document = {
      ...row.raw,
      id: row.id,
      displayName: row.display_name,
      ...(members ? { members } : {}),
    };
    return outputResource('Group', base(request), document, row, selection.attributes);
  };

  async function storeGroup(
    tx: Queryable,
    directory: { id: string },
    document: Record<string, unknown>,
    existing?: StoredGroup,
  ): Promise<StoredGroup> {
    const displayName = String(document.displayName ?? '');
    if (displayName.trim() === '') throw scimBadRequest("A group needs a 'displayName'");
    const externalId = typeof document.externalId === 'string' ? document.externalId : null;
    const id = existing?.id ?? newId('directory_group');
    const values = [externalId ?? id, displayName, externalId, JSON.stringify(document)];
    const [row] = existing
      ? await tx.query<StoredGroup>(
          `UPDATE directory_groups g SET idp_id = $3, display_name = $4, external_id = $5, raw = $6, updated_at = now()
            WHERE g.id = $1 AND g.directory_id = $2 RETURNING ${storedColumns}`,
          [id, directory.id, ...values],
        )
      : await tx.query<StoredGroup>(
          `INSERT INTO directory_groups AS g (id, directory_id, idp_id, display_name, external_id, raw)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${storedColumns}`,
          [id, directory.id, ...values],
        );
    return row!;
  }

  async function changeMembers(
    tx: Queryable,
    directory: DirectoryRow,
    groupId: string,
    operations: MemberOperation[],
  ) {
    if (operations.length === 0) return;
    const change = await applyMemberOperations(
      tx,
      directory.organization_id,
      directory.id,
      groupId,
      operations,
    );
    await recordMembership(tx, groupId, change);
    await recordRoleChanges(tx, change.roleChanges);
  }

  app.get<{ Querystring: Record<string, string> }>('/Groups', async (request, reply) => {
    const { directory } = scimCaller(request);
    const params = parseListParams('Group', request.query);
    const { total, rows } = await scimListPage<StoredGroup>(
      ctx.db,
      { table: 'directory_groups', alias: 'g', columns: storedColumns, target: groupFilterTarget },
      directory.id,
      params,
    );
    const members = params.wantsMembers
      ? await membersOf(
          ctx.db,
          rows.map((row) => row.id),
        )
      : undefined;
    const resources = rows.map((row) =>
      outputResource(
        'Group',
        base(request),
        {
          ...row.raw,
          id: row.id,
          displayName: row.display_name,
          ...(members ? { members: members.get(row.id) ?? [] } : {}),
        },
        row,
        params.attributes,
      ),
    );
    return sendScim(reply, 200, listResponse(resources, total, params.startIndex));
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/Groups/:id',
    async (request, reply) => {
      const { directory } = scimCaller(request);
      const selection = parseAttributeParams('Group', request.query);
      const row = await loadGroup(ctx.db, directory.id, request.params.id);
      return sendScim(reply, 200, await output(ctx.db, request, row, selection));
    },
  );

  app.post('/Groups', async (request, reply) => {
    const { directory } = scimCaller(request);
    const { document, members } = inboundGroup(request.body);
    const body = await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const row = await storeGroup(tx, directory, document);
      await recordGroupChange(tx, row.id, undefined);
      await changeMembers(
        tx,
        directory,
        row.id,
        members?.length ? [{ op: 'add', ids: members }] : [],
      );
      return output(tx, request, row);
    });
    return sendScim(reply, 201, body, `${base(request)}/${String((body as { id?: string }).id)}`);
  });

  app.put<{ Params: { id: string } }>('/Groups/:id', async (request, reply) => {
    const { directory } = scimCaller(request);
    const { document, members } = inboundGroup(request.body);
    const body = await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const existing = await loadGroup(tx, directory.id, request.params.id, true);
      const before = await snapshotGroup(tx, existing.id);
      const row = await storeGroup(tx, directory, document, existing);
      await recordGroupChange(tx, row.id, before);
      // A PUT without `members` keeps them: no IdP means "remove everyone" by leaving them out.
      await changeMembers(tx, directory, row.id, members ? [{ op: 'replace', ids: members }] : []);
      return output(tx, request, row);
    });
    return sendScim(reply, 200, body);
  });

  app.patch<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/Groups/:id',
    async (request, reply) => {
      const SCIMMY = scimmy();
      const { directory } = scimCaller(request);
      const normalized = normalizePatch(bodyObject(request.body)) as {
        Operations: { op: string; path?: string; value?: unknown }[];
      };
      new SCIMMY.Messages.PatchOp(normalized as never); // validates the envelope and each operation
      const { members, rest } = splitGroupOperations(normalized.Operations);
      const body = await ctx.db.transaction(async (tx) => {
        await markDirectoryWrite(tx, directory);
        const existing = await loadGroup(tx, directory.id, request.params.id, true);
        let row = existing;
        if (rest.length > 0) {
          const current = new SCIMMY.Schemas.Group(
            { ...existing.raw, id: existing.id, displayName: existing.display_name } as never,
            'in',
          );
          const message = new SCIMMY.Messages.PatchOp({ ...normalized, Operations: rest } as never);
          const patched = (await message.apply(current as never)) ?? current;
          const {
            id: _id,
            meta: _meta,
            members: _members,
            ...document
          } = JSON.parse(JSON.stringify(patched)) as Record<string, unknown>;
          const before = await snapshotGroup(tx, existing.id);
          row = await storeGroup(tx, directory, document, existing);
          await recordGroupChange(tx, row.id, before);
        }
        await changeMembers(tx, directory, row.id, members);
        return output(tx, request, row, parseAttributeParams('Group', request.query));
      });
      return sendScim(reply, 200, body);
    },
  );

  app.delete<{ Params: { id: string } }>('/Groups/:id', async (request, reply) => {
    const { directory } = scimCaller(request);
    await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const existing = await loadGroup(tx, directory.id, request.params.id, true);
      const former = await groupMemberIds(tx, existing.id);
      const before = await snapshotGroup(tx, existing.id);
      await tx.query('DELETE FROM directory_groups WHERE id = $1', [existing.id]);
      if (before) await recordGroupDeleted(tx, before);
      // A deleted group's members lose the role it granted.
      await recordRoleChanges(
        tx,
        await refreshDirectoryRoles(tx, directory.organization_id, former),
      );
    });
    return reply.status(204).send();
  });
}
