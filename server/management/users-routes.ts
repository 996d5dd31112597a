// Users: list (filters `email`, `organization_id`), get, get by external id, create, partial
// update, delete. A user created here signs in on the hosted page with the password given.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { recordChange, recordMembershipsDeleted } from '../events/change-events';
import { conflict, notFound } from '../http/errors';
import { newId } from '../ids';
import { isEmailAddress, normalizeEmail } from '../domain/email-address';
import { hashPassword } from '../domain/passwords';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { userColumns, userObject, type ManagedUserRow } from '../domain/sdk-objects';
import {
  emailSchema,
  externalIdSchema,
  idParam,
  idValue,
  metadataSchema,
  nameSchema,
} from './schemas';

interface UserBody {
  email?: string;
  password?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email_verified?: boolean;
  external_id?: string | null;
  metadata?: Record<string, string> | null;
  locale?: string | null;
  name?: string | null;
}

/**
 * The SDK's `name`, kept as first and last name (this server stores no separate full name):
 * used only where first_name and last_name are not given.
 */
function withNameParts(body: UserBody): UserBody {
  if (
    typeof body.name !== 'string' ||
    body.first_name !== undefined ||
    body.last_name !== undefined
  )
    return body;
  const [first, ...rest] = body.name.trim().split(/\s+/);
  return { ...body, first_name: first || null, last_name: rest.join(' ') || null };
}

const userBodyProperties = {
  email: emailSchema,
  password: { type: ['string', 'null'], minLength: 8, maxLength: 1024 },
  first_name: nameSchema,
  last_name: nameSchema,
  email_verified: { type: 'boolean' },
  external_id: externalIdSchema,
  metadata: metadataSchema,
  locale: { type: ['string', 'null'], maxLength: 35 },
  name: nameSchema,
} as const;

export async function findManagedUser(db: Queryable, id: string): Promise<ManagedUserRow> {
  const [row] = await db.query<ManagedUserRow>(
    `SELECT ${userColumns} FROM users u WHERE u.id = $1`,
    [id],
  );
  if (!row) throw notFound(`User not found: '${id}'.`);
  return row;
}

function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isEmailAddress(normalized))
    throw unprocessable('email is not a valid e-mail address', 'email');
  return normalized;
}

async function ensureUnique(
  db: Queryable,
  body: UserBody,
  email: string | undefined,
  exceptId: string | null,
) {
  if (email) {
    const [taken] = await db.query(
      'SELECT 1 FROM users WHERE lower(email) = $1 AND id IS DISTINCT FROM $2',
      [email, exceptId],
    );
    if (taken) throw conflict('A user with this email already exists', 'email');
  }
  if (body.external_id) {
    const [taken] = await db.query(
      'SELECT 1 FROM users WHERE external_id = $1 AND id IS DISTINCT FROM $2',
      [body.external_id, exceptId],
    );
    if (taken) throw conflict('A user with this external_id already exists', 'external_id');
  }
}

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery & { email?: string; organization_id?: string } }>(
    '/user_management/users',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...listQueryProperties, email: emailSchema, organization_id: idValue },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const { email, organization_id: organizationId } = request.query;
      // Every filter here pages along one index whatever its values (a unique e-mail, one
      // organization's members in user id order), so the statement runs on PostgreSQL's cached
      // plan instead of being planned per call (planning cost several times running it).
      if (organizationId) {
        // The organization's members are walked on the memberships' (organization_id, user_id)
        // index in user id order, and only the page's users are read. (Walking users by id and
        // probing each one's memberships reads every user of other organizations on the way:
        // all of a big database for a small organization.)
        const params: unknown[] = [organizationId];
        let sql = `SELECT DISTINCT m.user_id AS id FROM memberships m
                    WHERE m.organization_id = $1 AND m.user_id IS NOT NULL AND m.status <> 'InviteRevoked'`;
        if (email) {
          params.push(normalizeEmail(email));
          sql += ` AND m.user_id IN (SELECT e.id FROM users e WHERE lower(e.email) = $2)`;
        }
        return listPage(
          db,
          {
            sql,
            params,
            idColumn: 'm.user_id',
            planEachCall: false,
            rows: {
              sql: (page) => `SELECT ${userColumns} FROM (${page}) p JOIN users u ON u.id = p.id`,
              idColumn: 'u.id',
            },
          },
          list,
          userObject,
        );
      }
      const params: unknown[] = [];
      let sql = `SELECT ${userColumns} FROM users u WHERE true`;
      if (email) {
        params.push(normalizeEmail(email));
        sql += ` AND lower(u.email) = $${params.length}`;
      }
      return listPage(db, { sql, params, idColumn: 'u.id', planEachCall: false }, list, userObject);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user_management/users/:id',
    { schema: { params: idParam('id') } },
    async (request) => userObject(await findManagedUser(db, request.params.id)),
  );

  app.get<{ Params: { externalId: string } }>(
    '/user_management/users/external_id/:externalId',
    {
      schema: {
        params: {
          type: 'object',
          properties: { externalId: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (request) => {
      const [row] = await db.query<ManagedUserRow>(
        `SELECT ${userColumns} FROM users u WHERE u.external_id = $1`,
        [request.params.externalId],
      );
      if (!row) throw notFound('User not found for this external_id.');
      return userObject(row);
    },
  );

  app.post<{ Body: UserBody }>(
    '/user_management/users',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: userBodyProperties,
        },
      },
    },
    async (request, reply) => {
      const body = withNameParts(request.body);
      const email = checkedEmail(body.email ?? '');
      await ensureUnique(db, body, email, null);
      const id = newId('user');
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, external_id, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
          [
            id,
            email,
            body.email_verified ?? false,
            body.first_name ?? null,
            body.last_name ?? null,
            passwordHash,
            body.external_id ?? null,
            JSON.stringify(body.metadata ?? {}),
          ],
        );
        await recordChange(tx, 'user.created', id);
      });
      return reply.status(201).send(userObject(await findManagedUser(db, id)));
    },
  );

  app.put<{ Params: { id: string }; Body: UserBody }>(
    '/user_management/users/:id',
    {
      schema: {
        params: idParam('id'),
        body: { type: 'object', additionalProperties: false, properties: userBodyProperties },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = withNameParts(request.body ?? {});
      await findManagedUser(db, id);
      const email = body.email === undefined ? undefined : checkedEmail(body.email);
      await ensureUnique(db, body, email, id);
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      // PUT is partial: a field left out keeps its value; null clears the nullable ones.
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET
           email = coalesce($2, email),
           email_verified = coalesce($3, email_verified),
           first_name = CASE WHEN $4::boolean THEN $5 ELSE first_name END,
           last_name = CASE WHEN $6::boolean THEN $7 ELSE last_name END,
           password_hash = coalesce($8, password_hash),
           external_id = CASE WHEN $9::boolean THEN $10 ELSE external_id END,
           metadata = coalesce($11::jsonb, metadata),
           updated_at = now()
         WHERE id = $1`,
          [
            id,
            email ?? null,
            body.email_verified ?? null,
            body.first_name !== undefined,
            body.first_name ?? null,
            body.last_name !== undefined,
            body.last_name ?? null,
            passwordHash,
            body.external_id !== undefined,
            body.external_id ?? null,
            body.metadata === undefined || body.metadata === null
              ? null
              : JSON.stringify(body.metadata),
          ],
        );
        if (email)
          await tx.query('UPDATE memberships SET email = $2 WHERE user_id = $1', [id, email]);
        await recordChange(tx, 'user.updated', id);
      });
      return userObject(await findManagedUser(db, id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user_management/users/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [deleted] = await db.transaction(async (tx) => {
        await recordMembershipsDeleted(tx, 'user_id', request.params.id);
        await recordChange(tx, 'user.deleted', request.params.id);
        return tx.query('DELETE FROM users WHERE id = $1 RETURNING id', [request.params.id]);
      });
      if (!deleted) throw notFound(`User not found: '${request.params.id}'.`);
      return reply.status(202).send({});
    },
  );
}
