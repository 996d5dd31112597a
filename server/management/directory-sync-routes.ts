// Directory Sync for the provider's Node SDK (dsync-audit-events.md §A.3–A.4): directories,
// directory users (always with `groups`) and directory groups; list, get, and delete a directory.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import {
  directoryColumns,
  directoryGroupColumns,
  directoryGroupFrom,
  directoryGroupObject,
  directoryObject,
  directoryUserColumns,
  directoryUserFrom,
  directoryUserObject,
  type DirectoryGroupRow,
  type DirectoryRow,
  type DirectoryUserRow,
} from '../directory-sync/directory-objects';
import { beginDirectoryDeletion } from '../directory-sync/directory-deletions';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { idParam, idValue } from './schemas';

/** The groups of each listed directory user, in one query. */
async function groupsOf(db: Queryable, userIds: string[]) {
  const rows = await db.query<DirectoryGroupRow & { member_id: string }>(
    `SELECT ${directoryGroupColumns}, gm.directory_user_id AS member_id
       FROM directory_group_members gm JOIN ${directoryGroupFrom} ON g.id = gm.group_id
      WHERE gm.directory_user_id = ANY($1) ORDER BY g.created_at, g.id`,
    [userIds],
  );
  const byUser = new Map<string, DirectoryGroupRow[]>();
  for (const { member_id: memberId, ...group } of rows) {
    byUser.set(memberId, [...(byUser.get(memberId) ?? []), group]);
  }
  return byUser;
}

export async function directorySyncRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{
    Querystring: ListQuery & { organization_id?: string; search?: string; domain?: string };
  }>(
    '/directories',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...listQueryProperties,
            organization_id: idValue,
            search: { type: 'string', maxLength: 256 },
            domain: { type: 'string', maxLength: 256 },
          },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const params: unknown[] = [];
      let sql = `SELECT ${directoryColumns} FROM directories d WHERE d.state <> 'deleting'`;
      if (request.query.organization_id) {
        params.push(request.query.organization_id);
        sql += ` AND d.organization_id = $${params.length}`;
      }
      if (request.query.search) {
        params.push(request.query.search);
        sql += ` AND strpos(lower(d.name), lower($${params.length})) > 0`;
      }
      if (request.query.domain) {
        params.push(request.query.domain.toLowerCase());
        sql += ` AND EXISTS (SELECT 1 FROM domains dm WHERE dm.organization_id = d.organization_id AND lower(dm.domain) = $${params.length})`;
      }
      return listPage<DirectoryRow, ReturnType<typeof directoryObject>>(
        db,
        { sql, params, idColumn: 'd.id' },
        list,
        directoryObject,
      );
    },
  );

  const findDirectoryRow = async (id: string) => {
    const [row] = await db.query<DirectoryRow>(
      `SELECT ${directoryColumns} FROM directories d WHERE d.id = $1`,
      [id],
    );
    if (!row) throw notFound(`Directory not found: '${id}'.`);
    return row;
  };

  app.get<{ Params: { id: string } }>(
    '/directories/:id',
    { schema: { params: idParam('id') } },
    async (request) => directoryObject(await findDirectoryRow(request.params.id)),
  );

  app.delete<{ Params: { id: string } }>(
    '/directories/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      // Accepted: the directory reads `deleting` until its users are removed (directory-deletions).
      if (!(await beginDirectoryDeletion(db, request.params.id)))
        throw notFound(`Directory not found: '${request.params.id}'.`);
      return reply.status(202).send();
    },
  );

  app.get<{ Querystring: ListQuery & { directory?: string; group?: string } }>(
    '/directory_users',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...listQueryProperties, directory: idValue, group: idValue },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const { directory, group } = request.query;
      if (!directory && !group)
        throw unprocessable('Give directory or group', 'directory', 'missing_filter');
      const params: unknown[] = [];
      let sql = `SELECT ${directoryUserColumns} FROM ${directoryUserFrom} WHERE true`;
      if (directory) {
        params.push(directory);
        sql += ` AND du.directory_id = $${params.length}`;
      }
      if (group) {
        params.push(group);
        sql += ` AND EXISTS (SELECT 1 FROM directory_group_members gm WHERE gm.directory_user_id = du.id AND gm.group_id = $${params.length})`;
      }
      const page = await listPage<DirectoryUserRow, DirectoryUserRow>(
        db,
        { sql, params, idColumn: 'du.id' },
        list,
        (row) => row,
      );
      const groups = await groupsOf(
        db,
        page.data.map((row) => row.id),
      );
      return {
        ...page,
        data: page.data.map((row) => directoryUserObject(row, groups.get(row.id) ?? [])),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/directory_users/:id',
    { schema: { params: idParam('id') } },
    async (request) => {
      const [row] = await db.query<DirectoryUserRow>(
        `SELECT ${directoryUserColumns} FROM ${directoryUserFrom} WHERE du.id = $1`,
        [request.params.id],
      );
      if (!row) throw notFound(`Directory user not found: '${request.params.id}'.`);
      const groups = await groupsOf(db, [row.id]);
      return directoryUserObject(row, groups.get(row.id) ?? []);
    },
  );

  app.get<{ Querystring: ListQuery & { directory?: string; user?: string } }>(
    '/directory_groups',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...listQueryProperties, directory: idValue, user: idValue },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const { directory, user } = request.query;
      if (!directory && !user)
        throw unprocessable('Give directory or user', 'directory', 'missing_filter');
      const params: unknown[] = [];
      let sql = `SELECT ${directoryGroupColumns} FROM ${directoryGroupFrom} WHERE true`;
      if (directory) {
        params.push(directory);
        sql += ` AND g.directory_id = $${params.length}`;
      }
      if (user) {
        params.push(user);
        sql += ` AND EXISTS (SELECT 1 FROM directory_group_members gm WHERE gm.group_id = g.id AND gm.directory_user_id = $${params.length})`;
      }
      return listPage(db, { sql, params, idColumn: 'g.id' }, list, directoryGroupObject);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/directory_groups/:id',
    { schema: { params: idParam('id') } },
    async (request) => {
      const [row] = await db.query<DirectoryGroupRow>(
        `SELECT ${directoryGroupColumns} FROM ${directoryGroupFrom} WHERE g.id = $1`,
        [request.params.id],
      );
      if (!row) throw notFound(`Directory group not found: '${request.params.id}'.`);
      return directoryGroupObject(row);
    },
  );
}
