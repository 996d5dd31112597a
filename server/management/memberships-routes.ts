// Organization memberships: list (filters `user_id`, `organization_id`, `statuses`), get, create,
// update the role, delete. A membership is a member row with a user; invitations without a user
// are the invitations API's.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { recordChange } from '../events/change-events';
import { cutBackPersonalKeys } from '../domain/api-key-store';
import { conflict, notFound } from '../http/errors';
import { newId } from '../ids';
import { listRoles } from '../domain/roles';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import {
  membershipColumns,
  membershipObject,
  membershipOwnColumns,
  type MembershipRow,
} from '../domain/sdk-objects';
import { idParam, idValue, slugSchema } from './schemas';
import { findManagedUser } from './users-routes';
import { findOrganization } from './organizations-routes';

const statusValues: Record<string, string> = {
  active: 'Active',
  pending: 'Invited',
  inactive: 'InviteRevoked',
};

async function findMembership(db: Queryable, id: string): Promise<MembershipRow> {
  const [row] = await db.query<MembershipRow>(
    `SELECT ${membershipColumns} FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.id = $1 AND m.user_id IS NOT NULL`,
    [id],
  );
  if (!row) throw notFound(`Organization membership not found: '${id}'.`);
  return row;
}

/** The role slugs to store: the one asked for (it must exist), else the organization's default. */
export async function roleSlugsFor(
  db: Queryable,
  organizationId: string,
  slug: string | undefined,
  slugs?: string[],
): Promise<string[]> {
  const roles = await listRoles(db, organizationId);
  const wanted = slugs && slugs.length > 0 ? slugs : slug ? [slug] : undefined;
  if (!wanted) return [(roles.find((role) => role.default) ?? roles[0])?.slug ?? 'member'];
  for (const candidate of wanted) {
    if (!roles.some((role) => role.slug === candidate))
      throw unprocessable(
        `Role not found in this organization: '${candidate}'.`,
        'role_slug',
        'invalid_role',
      );
  }
  return [...new Set(wanted)];
}

/** The stored statuses a `statuses` filter asks for (`active,pending`), each once. */
function statusesOf(statuses: string): string[] {
  const wanted = statuses.split(',').map((status) => status.trim());
  const unknown = wanted.find((status) => !statusValues[status]);
  if (unknown !== undefined) throw unprocessable(`Unknown status '${unknown}'`, 'statuses');
  return [...new Set(wanted.map((status) => statusValues[status]!))];
}

export async function membershipRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{
    Querystring: ListQuery & { user_id?: string; organization_id?: string; statuses?: string };
  }>(
    '/user_management/organization_memberships',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...listQueryProperties,
            user_id: idValue,
            organization_id: idValue,
            statuses: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const { user_id: userId, organization_id: organizationId, statuses } = request.query;
      if (!userId && !organizationId)
        throw unprocessable('Give user_id or organization_id', 'organization_id', 'missing_filter');
      // Every filter pages along one index whatever its values (a user's few memberships sorted,
      // one organization's in id order, or per status), so the statement runs on PostgreSQL's
      // cached plan instead of being planned per call (planning cost several times running it).
      const params: unknown[] = [];
      let filters = 'm.user_id IS NOT NULL';
      if (userId) {
        params.push(userId);
        filters += ` AND m.user_id = $${params.length}`;
      }
      if (organizationId) {
        params.push(organizationId);
        filters += ` AND m.organization_id = $${params.length}`;
      }
      const values = statuses === undefined ? [] : statusesOf(statuses);
      if (values.length > 1) {
        // Several statuses: a page per status, each along the (organization_id, status, id)
        // index, merged. Filtering one walk of (organization_id, id) by the statuses instead reads
        // the whole organization when they are rare (measured: 80,001 rows at 100,000 members).
        // One parameter per status (2 or 3), not an array: a cached plan made for an array
        // guesses 10 elements and costs more than one for the values, so PostgreSQL kept
        // planning it per call (custom plans only, seen in pg_prepared_statements).
        const statusRows = values.map((value) => `($${params.push(value)}::text)`).join(', ');
        const source = {
          sql: `SELECT ${membershipOwnColumns} FROM memberships m WHERE ${filters} AND m.status = s.status`,
          params,
          idColumn: 'm.id',
          planEachCall: false,
          rows: {
            sql: (page: string) =>
              `SELECT ${membershipColumns} FROM (VALUES ${statusRows}) AS s(status)
                 CROSS JOIN LATERAL (${page}) m JOIN organizations o ON o.id = m.organization_id`,
            idColumn: 'm.id',
          },
        };
        return listPage(db, source, list, membershipObject);
      }
      if (values.length === 1) {
        // One status pages along the (organization_id, status, id) index.
        params.push(values[0]);
        filters += ` AND m.status = $${params.length}`;
      }
      const sql = `SELECT ${membershipColumns} FROM memberships m JOIN organizations o ON o.id = m.organization_id
                    WHERE ${filters}`;
      return listPage(
        db,
        { sql, params, idColumn: 'm.id', planEachCall: false },
        list,
        membershipObject,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user_management/organization_memberships/:id',
    { schema: { params: idParam('id') } },
    async (request) => membershipObject(await findMembership(db, request.params.id)),
  );

  app.post<{
    Body: { organization_id: string; user_id: string; role_slug?: string; role_slugs?: string[] };
  }>(
    '/user_management/organization_memberships',
    {
      schema: {
        body: {
          type: 'object',
          required: ['organization_id', 'user_id'],
          additionalProperties: false,
          properties: {
            organization_id: idValue,
            user_id: idValue,
            role_slug: slugSchema,
            role_slugs: { type: 'array', maxItems: 20, items: slugSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Unknown ids are the caller's mistake about what exists: 404, like the provider.
      await findOrganization(db, body.organization_id);
      const user = await findManagedUser(db, body.user_id);
      const slugs = await roleSlugsFor(db, body.organization_id, body.role_slug, body.role_slugs);
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string; status: string; user_id: string | null }>(
          `SELECT id, status, user_id FROM memberships WHERE organization_id = $1 AND (user_id = $2 OR lower(email) = lower($3))
           FOR UPDATE`,
          [body.organization_id, user.id, user.email],
        );
        if (existing?.status === 'Active')
          throw conflict('The user is already a member of this organization', 'user_id');
        if (existing) {
          // A pending or revoked invitation for the same person becomes the membership.
          await tx.query(
            `UPDATE memberships SET status = 'Active', user_id = $2, role_slugs = $3, invite_token_hash = NULL, updated_at = now()
              WHERE id = $1`,
            [existing.id, user.id, slugs],
          );
          await recordChange(tx, 'organization_membership.created', existing.id);
          return existing.id;
        }
        const newMembershipId = newId('om');
        await tx.query(
          `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs)
           VALUES ($1, $2, $3, $4, 'Active', $5)`,
          [newMembershipId, body.organization_id, user.id, user.email, slugs],
        );
        await recordChange(tx, 'organization_membership.created', newMembershipId);
        return newMembershipId;
      });
      return reply.status(201).send(membershipObject(await findMembership(db, id)));
    },
  );

  app.put<{ Params: { id: string }; Body: { role_slug?: string; role_slugs?: string[] } }>(
    '/user_management/organization_memberships/:id',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            role_slug: slugSchema,
            role_slugs: { type: 'array', minItems: 1, maxItems: 20, items: slugSchema },
          },
        },
      },
    },
    async (request) => {
      const membership = await findMembership(db, request.params.id);
      const body = request.body ?? {};
      if (!body.role_slug && !body.role_slugs)
        throw unprocessable('Give role_slug', 'role_slug', 'missing_role');
      const slugs = await roleSlugsFor(
        db,
        membership.organization_id,
        body.role_slug,
        body.role_slugs,
      );
      await db.transaction(async (tx) => {
        await tx.query('UPDATE memberships SET role_slugs = $2, updated_at = now() WHERE id = $1', [
          membership.id,
          slugs,
        ]);
        await recordChange(tx, 'organization_membership.updated', membership.id);
      });
      if (membership.user_id)
        await cutBackPersonalKeys(db, membership.organization_id, membership.user_id);
      return membershipObject(await findMembership(db, membership.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user_management/organization_memberships/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [deleted] = await db.transaction(async (tx) => {
        const [member] = await tx.query(
          'SELECT id FROM memberships WHERE id = $1 AND user_id IS NOT NULL FOR UPDATE',
          [request.params.id],
        );
        if (member) await recordChange(tx, 'organization_membership.deleted', request.params.id);
        return tx.query(
          'DELETE FROM memberships WHERE id = $1 AND user_id IS NOT NULL RETURNING id',
          [request.params.id],
        );
      });
      if (!deleted) throw notFound(`Organization membership not found: '${request.params.id}'.`);
      return reply.status(202).send({});
    },
  );
}
