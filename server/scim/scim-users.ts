// /Users of one directory: list (filter and paging in SQL), get, create, replace, patch, delete.
// Every write runs in one transaction with the provisioning it causes (user, membership,
// sessions) and the directory's sync marks.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import type { DirectoryRow } from '../directory-sync/directory-objects';
import { provisionDirectoryUser } from '../directory-sync/directory-provisioning';
import { scimmy } from './scimmy-setup';
import { ScimError, scimNotFound } from './scim-errors';
import { scimListPage } from './scim-filter-sql';
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
import { markDirectoryWrite } from './scim-directory-writes';
import {
  recordUserChange,
  recordUserDeleted,
  snapshotUser,
} from '../directory-sync/directory-events';
import { userFields, userFilterTarget } from './scim-user-fields';
import { directoryUserObject, type DirectoryUserRow } from '../directory-sync/directory-objects';
import { appendEvents } from '../events/event-log';
import { noteMembersAdded } from '../db/member-statistics';

interface StoredUser {
  id: string;
  directory_id: string;
  raw: Record<string, unknown>;
  state: 'active' | 'inactive';
  user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const storedColumns =
  'du.id, du.directory_id, du.raw, du.state, du.user_id, du.created_at, du.updated_at';

/** The SCIM document of a stored user: what the IdP wrote, with our id and its state. */
const documentOf = (row: StoredUser) => ({
  ...row.raw,
  id: row.id,
  active: row.state === 'active',
});

async function loadUser(tx: Queryable, directoryId: string, id: string, lock = false) {
  const [row] = await tx.query<StoredUser>(
    `SELECT ${storedColumns} FROM directory_users du WHERE du.directory_id = $1 AND du.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [directoryId, id],
  );
  if (!row) throw scimNotFound(`User ${id} not found`);
  return row;
}

/** Validates a body as a SCIM User (SCIMMY coerces it; Entra's string booleans made booleans). */
function inboundUser(body: unknown): Record<string, unknown> {
  const SCIMMY = scimmy();
  const coerced = new SCIMMY.Schemas.User(normalizeBooleans(bodyObject(body)) as never, 'in');
  const document = JSON.parse(JSON.stringify(coerced)) as Record<string, unknown>;
  delete document.id;
  delete document.meta;
  return document;
}

export async function scimUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = (request: Parameters<typeof scimCaller>[0]) =>
    resourceBase(ctx, scimCaller(request).directory, 'User');

  /**
   * Stores a new user document and provisions it: the product user and membership first (so the
   * directory user is inserted with its user id), the userName's uniqueness by the insert itself,
   * and every event (`dsync.user.created`, `user.created`) in one append.
   */
  async function createUser(
    tx: Queryable,
    directory: DirectoryRow,
    document: Record<string, unknown>,
  ): Promise<StoredUser> {
    const fields = userFields(document);
    const id = newId('directory_user');
    const provisioned = await provisionDirectoryUser(
      ctx,
      tx,
      directory.organization_id,
      {
        id,
        directory_id: directory.id,
        email: fields.email,
        first_name: fields.firstName,
        last_name: fields.lastName,
        state: fields.state,
        custom_attributes: fields.customAttributes,
        user_id: null,
      },
      true,
    );
    const { active: _active, ...raw } = document;
    const [row] = await tx.query<StoredUser & DirectoryUserRow>(
      `INSERT INTO directory_users AS du (id, directory_id, idp_id, user_name, external_id, email, first_name,
                                          last_name, state, custom_attributes, raw, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (directory_id, lower(user_name)) DO NOTHING
       RETURNING ${storedColumns}, du.idp_id, du.email, du.first_name, du.last_name, du.custom_attributes`,
      [
        id,
        directory.id,
        fields.idpId,
        fields.userName,
        fields.externalId,
        fields.email,
        fields.firstName,
        fields.lastName,
        fields.state,
        JSON.stringify(fields.customAttributes),
        JSON.stringify(raw),
        provisioned.userId,
      ],
    );
    if (!row)
      throw new ScimError(409, 'uniqueness', `userName '${fields.userName}' is already taken`);
    const snapshot = directoryUserObject({
      ...row,
      organization_id: directory.organization_id,
      role_slugs: provisioned.roleSlugs,
    });
    await appendEvents(tx, [
      { event: 'dsync.user.created', data: snapshot, organizationId: directory.organization_id },
      ...provisioned.events,
    ]);
    return row;
  }

  /** Stores a changed user document and provisions it. */
  async function storeUser(
    tx: Queryable,
    directory: DirectoryRow,
    document: Record<string, unknown>,
    existing: StoredUser,
  ): Promise<StoredUser> {
    const fields = userFields(document);
    const before = await snapshotUser(tx, existing.id);
    const clash = await tx.query(
      `SELECT 1 FROM directory_users WHERE directory_id = $1 AND lower(user_name) = lower($2) AND id <> $3`,
      [directory.id, fields.userName, existing.id],
    );
    if (clash.length > 0)
      throw new ScimError(409, 'uniqueness', `userName '${fields.userName}' is already taken`);
    const { active: _active, ...raw } = document;
    const [row] = await tx.query<StoredUser>(
      `UPDATE directory_users du SET idp_id = $3, user_name = $4, external_id = $5, email = $6, first_name = $7,
              last_name = $8, state = $9, custom_attributes = $10, raw = $11, updated_at = now()
        WHERE du.id = $1 AND du.directory_id = $2 RETURNING ${storedColumns}`,
      [
        existing.id,
        directory.id,
        fields.idpId,
        fields.userName,
        fields.externalId,
        fields.email,
        fields.firstName,
        fields.lastName,
        fields.state,
        JSON.stringify(fields.customAttributes),
        JSON.stringify(raw),
      ],
    );
    const stored = row!;
    const provisioned = await provisionDirectoryUser(ctx, tx, directory.organization_id, {
      id: existing.id,
      directory_id: directory.id,
      email: fields.email,
      first_name: fields.firstName,
      last_name: fields.lastName,
      state: fields.state,
      custom_attributes: fields.customAttributes,
      user_id: existing.user_id,
    });
    stored.user_id = provisioned.userId;
    await recordUserChange(tx, existing.id, before);
    await appendEvents(tx, provisioned.events);
    return stored;
  }

  app.get<{ Querystring: Record<string, string> }>('/Users', async (request, reply) => {
    const { directory } = scimCaller(request);
    const params = parseListParams('User', request.query);
    const { total, rows } = await scimListPage<StoredUser>(
      ctx.db,
      { table: 'directory_users', alias: 'du', columns: storedColumns, target: userFilterTarget },
      directory.id,
      params,
    );
    const resources = rows.map((row) =>
      outputResource('User', base(request), documentOf(row), row, params.attributes),
    );
    return sendScim(reply, 200, listResponse(resources, total, params.startIndex));
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/Users/:id',
    async (request, reply) => {
      const { directory } = scimCaller(request);
      const { attributes } = parseAttributeParams('User', request.query);
      const row = await loadUser(ctx.db, directory.id, request.params.id);
      return sendScim(
        reply,
        200,
        outputResource('User', base(request), documentOf(row), row, attributes),
      );
    },
  );

  app.post('/Users', async (request, reply) => {
    const { directory } = scimCaller(request);
    const document = inboundUser(request.body);
    const row = await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      return createUser(tx, directory, document);
    });
    noteMembersAdded(ctx.db, ctx.config.membersAddedBeforeAnalyze);
    const out = outputResource('User', base(request), documentOf(row), row, undefined);
    return sendScim(reply, 201, out, `${base(request)}/${row.id}`);
  });

  app.put<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
    const { directory } = scimCaller(request);
    const document = inboundUser(request.body);
    const row = await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const existing = await loadUser(tx, directory.id, request.params.id, true);
      // Okta's full replace may leave `active` out: that keeps the state, never deactivates.
      if (document.active === undefined) document.active = existing.state === 'active';
      return storeUser(tx, directory, document, existing);
    });
    return sendScim(
      reply,
      200,
      outputResource('User', base(request), documentOf(row), row, undefined),
    );
  });

  app.patch<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
    const SCIMMY = scimmy();
    const { directory } = scimCaller(request);
    const message = new SCIMMY.Messages.PatchOp(normalizePatch(bodyObject(request.body)) as never);
    const row = await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const existing = await loadUser(tx, directory.id, request.params.id, true);
      const current = new SCIMMY.Schemas.User(documentOf(existing) as never, 'in');
      const patched = (await message.apply(current as never)) ?? current;
      const document = JSON.parse(JSON.stringify(patched)) as Record<string, unknown>;
      delete document.id;
      delete document.meta;
      return storeUser(tx, directory, document, existing);
    });
    return sendScim(
      reply,
      200,
      outputResource('User', base(request), documentOf(row), row, undefined),
    );
  });

  app.delete<{ Params: { id: string } }>('/Users/:id', async (request, reply) => {
    const { directory } = scimCaller(request);
    await ctx.db.transaction(async (tx) => {
      await markDirectoryWrite(tx, directory);
      const existing = await loadUser(tx, directory.id, request.params.id, true);
      // Removal deactivates the member first (sessions, tokens, keys), then forgets the user.
      const raw = existing.raw;
      const provisioned = await provisionDirectoryUser(ctx, tx, directory.organization_id, {
        id: existing.id,
        directory_id: directory.id,
        ...((): { email: string | null; first_name: null; last_name: null } => ({
          email: userFields({ ...raw, userName: raw.userName ?? '' }).email,
          first_name: null,
          last_name: null,
        }))(),
        state: 'inactive',
        custom_attributes: {},
        user_id: existing.user_id,
      });
      const before = await snapshotUser(tx, existing.id);
      await tx.query('DELETE FROM directory_users WHERE id = $1', [existing.id]);
      if (before) await recordUserDeleted(tx, before);
      await appendEvents(tx, provisioned.events);
    });
    return reply.status(204).send();
  });
}
