// Organizations: list (filter `domains`), get, get by external id, create, update, delete.
// One created here gets the default roles and a product organization, so it appears in the
// dashboard's organization switcher for its members.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import {
  recordChange,
  recordMembershipsDeleted,
  recordOrganizationCascade,
} from '../events/change-events';
import { recordDirectoriesDeleted } from '../directory-sync/directory-events';
import { conflict, notFound } from '../http/errors';
import { newId, newSecret } from '../ids';
import { createDefaultRoles } from '../domain/default-roles';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import {
  organizationColumns,
  organizationObject,
  type OrganizationRow,
} from '../domain/sdk-objects';
import { externalIdSchema, idParam, metadataSchema } from './schemas';

interface DomainData {
  domain: string;
  state?: 'verified' | 'pending';
}

interface OrganizationBody {
  name?: string;
  domain_data?: DomainData[] | null;
  external_id?: string | null;
  metadata?: Record<string, string> | null;
  stripe_customer_id?: string | null;
  allow_profiles_outside_organization?: boolean;
  domains?: string[];
}

const domainPattern =
  '^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$';

const organizationBodyProperties = {
  name: { type: 'string', minLength: 1, maxLength: 256 },
  domain_data: {
    type: ['array', 'null'],
    maxItems: 50,
    items: {
      type: 'object',
      required: ['domain'],
      additionalProperties: false,
      properties: {
        domain: { type: 'string', maxLength: 253, pattern: domainPattern },
        state: { type: 'string', enum: ['verified', 'pending'] },
      },
    },
  },
  external_id: externalIdSchema,
  metadata: metadataSchema,
  // Sent by the SDK's update when given; accepted and ignored (no billing here).
  stripe_customer_id: { type: ['string', 'null'], maxLength: 256 },
  allow_profiles_outside_organization: { type: 'boolean' },
} as const;

export async function findOrganization(db: Queryable, id: string): Promise<OrganizationRow> {
  const [row] = await db.query<OrganizationRow>(
    `SELECT ${organizationColumns} FROM organizations o WHERE o.id = $1`,
    [id],
  );
  if (!row) throw notFound(`Organization not found: '${id}'.`);
  return row;
}

/** A product code from the name, made unique by the organization id's tail. */
const productCode = (name: string, id: string): string => {
  const base = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 36);
  return `${base || 'ORG'}_${id.slice(-12).toUpperCase()}`;
};

async function replaceDomains(
  tx: Queryable,
  organizationId: string,
  domains: DomainData[],
): Promise<void> {
  const names = [...new Set(domains.map((entry) => entry.domain.toLowerCase()))];
  const removed = await tx.query<{ id: string }>(
    'SELECT id FROM domains WHERE organization_id = $1 AND NOT (domain = ANY($2))',
    [organizationId, names],
  );
  for (const { id } of removed) await recordChange(tx, 'organization_domain.deleted', id);
  await tx.query('DELETE FROM domains WHERE organization_id = $1 AND NOT (domain = ANY($2))', [
    organizationId,
    names,
  ]);
  for (const entry of domains) {
    const state = entry.state === 'verified' ? 'Verified' : 'Pending';
    const [row] = await tx.query<{ id: string; inserted: boolean; was: string | null }>(
      `WITH before AS (SELECT state FROM domains WHERE organization_id = $2 AND domain = $3)
       INSERT INTO domains (id, organization_id, domain, state, verification_token, pending_since)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 = 'Pending' THEN now() END)
       ON CONFLICT (organization_id, domain) DO UPDATE SET state = EXCLUDED.state, updated_at = now()
       RETURNING id, (xmax = 0) AS inserted, (SELECT state FROM before) AS was`,
      [newId('org_domain'), organizationId, entry.domain.toLowerCase(), state, newSecret(18)],
    );
    if (row?.inserted) await recordChange(tx, 'organization_domain.created', row.id);
    else if (row && row.was !== state)
      await recordChange(
        tx,
        state === 'Verified' ? 'organization_domain.verified' : 'organization_domain.updated',
        row.id,
      );
  }
}

async function externalIdTaken(
  db: Queryable,
  externalId: string | null | undefined,
  exceptId: string | null,
): Promise<void> {
  if (!externalId) return;
  const [row] = await db.query(
    'SELECT 1 FROM organizations WHERE external_id = $1 AND id IS DISTINCT FROM $2',
    [externalId, exceptId],
  );
  if (row) throw conflict('An organization with this external_id already exists', 'external_id');
}

export async function organizationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery & { domains?: string } }>(
    '/organizations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...listQueryProperties, domains: { type: 'string', maxLength: 2048 } },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const domains = request.query.domains
        ?.split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean);
      const params: unknown[] = [];
      let sql = `SELECT ${organizationColumns} FROM organizations o WHERE true`;
      if (domains && domains.length > 0) {
        params.push(domains);
        sql += ` AND EXISTS (SELECT 1 FROM domains d WHERE d.organization_id = o.id AND d.domain = ANY($${params.length}))`;
      }
      return listPage(db, { sql, params, idColumn: 'o.id' }, list, organizationObject);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/organizations/:id',
    { schema: { params: idParam('id') } },
    async (request) => organizationObject(await findOrganization(db, request.params.id)),
  );

  app.get<{ Params: { externalId: string } }>(
    '/organizations/external_id/:externalId',
    {
      schema: {
        params: {
          type: 'object',
          properties: { externalId: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (request) => {
      const [row] = await db.query<{ id: string }>(
        'SELECT id FROM organizations WHERE external_id = $1',
        [request.params.externalId],
      );
      if (!row) throw notFound('Organization not found for this external_id.');
      return organizationObject(await findOrganization(db, row.id));
    },
  );

  app.post<{ Body: OrganizationBody }>(
    '/organizations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: organizationBodyProperties,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.name?.trim();
      if (!name) throw unprocessable('name must not be blank', 'name');
      await externalIdTaken(db, body.external_id, null);
      const id = newId('org');
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO organizations (id, name, external_id, metadata) VALUES ($1, $2, $3, $4::jsonb)',
          [id, name, body.external_id ?? null, JSON.stringify(body.metadata ?? {})],
        );
        await createDefaultRoles(tx, id);
        if (body.domain_data) await replaceDomains(tx, id, body.domain_data);
        await recordChange(tx, 'organization.created', id);
        await tx.query(
          `INSERT INTO product_organizations (id, environment_id, name, code, tier, created_by, idp_organization_id, provision_due_at)
           VALUES ($1, $2, $3, $4, 'BASE', NULL, $5, now())`,
          [newId('porg'), newId('env'), name, productCode(name, id), id],
        );
      });
      return reply.status(201).send(organizationObject(await findOrganization(db, id)));
    },
  );

  app.put<{ Params: { id: string }; Body: OrganizationBody }>(
    '/organizations/:id',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: organizationBodyProperties,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      await findOrganization(db, id);
      const name = body.name === undefined ? undefined : body.name.trim();
      if (name === '') throw unprocessable('name must not be blank', 'name');
      await externalIdTaken(db, body.external_id, id);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE organizations SET name = coalesce($2, name),
             external_id = CASE WHEN $3::boolean THEN $4 ELSE external_id END,
             metadata = coalesce($5::jsonb, metadata), updated_at = now()
           WHERE id = $1`,
          [
            id,
            name ?? null,
            body.external_id !== undefined,
            body.external_id ?? null,
            body.metadata === undefined || body.metadata === null
              ? null
              : JSON.stringify(body.metadata),
          ],
        );
        if (name)
          await tx.query(
            'UPDATE product_organizations SET name = $2 WHERE idp_organization_id = $1',
            [id, name],
          );
        if (body.domain_data) await replaceDomains(tx, id, body.domain_data);
        await recordChange(tx, 'organization.updated', id);
      });
      return organizationObject(await findOrganization(db, id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/organizations/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [deleted] = await db.transaction(async (tx) => {
        await recordMembershipsDeleted(tx, 'organization_id', request.params.id);
        await recordOrganizationCascade(tx, request.params.id);
        await recordDirectoriesDeleted(tx, request.params.id);
        await recordChange(tx, 'organization.deleted', request.params.id);
        await tx.query(
          'DELETE FROM product_organizations WHERE idp_organization_id = $1 AND created_by IS NULL',
          [request.params.id],
        );
        return tx.query('DELETE FROM organizations WHERE id = $1 RETURNING id', [
          request.params.id,
        ]);
      });
      if (!deleted) throw notFound(`Organization not found: '${request.params.id}'.`);
      return reply.status(202).send({});
    },
  );
}
