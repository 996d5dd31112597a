// Organization API keys (`apiKeys.*` of the Node SDK): create (the whole secret in this answer
// only), list, delete, and validation of a presented value. Only a hash of each secret is kept.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import { newId, newSecret } from '../ids';
import { hashSecret } from '../identity/secrets';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from './management-errors';
import { idParam } from './schemas';
import { findOrganization } from './organizations-routes';

interface ApiKeyRow {
  id: string;
  organization_id: string;
  name: string;
  last_four: string;
  permissions: string[];
  created_at: Date;
  updated_at: Date;
  last_used_at: Date | null;
}

const columns =
  'k.id, k.organization_id, k.name, k.last_four, k.permissions, k.created_at, k.updated_at, k.last_used_at';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function apiKeyObject(row: ApiKeyRow) {
  return {
    object: 'api_key' as const,
    id: row.id,
    owner: { type: 'organization' as const, id: row.organization_id },
    name: row.name,
    obfuscated_value: `sk_…${row.last_four}`,
    last_used_at: iso(row.last_used_at),
    permissions: row.permissions,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function findKey(db: Queryable, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.query<ApiKeyRow>(
    `SELECT ${columns} FROM api_keys k WHERE k.id = $1 AND k.revoked_at IS NULL`,
    [id],
  );
  return row;
}

export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post<{ Params: { id: string }; Body: { name: string; permissions?: string[] } }>(
    '/organizations/:id/api_keys',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 256 },
            permissions: {
              type: 'array',
              maxItems: 50,
              items: {
                type: 'string',
                minLength: 1,
                maxLength: 128,
                pattern: '^[A-Za-z0-9:._-]+$',
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      await findOrganization(db, request.params.id);
      const name = request.body.name.trim();
      if (!name) throw unprocessable('name must not be blank', 'name');
      const value = `sk_${newSecret(30)}`;
      const id = newId('api_key');
      await db.query(
        `INSERT INTO api_keys (id, organization_id, name, value_hash, last_four, permissions)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          request.params.id,
          name,
          hashSecret(value),
          value.slice(-4),
          [...new Set(request.body.permissions ?? [])],
        ],
      );
      const row = await findKey(db, id);
      return reply.status(201).send({ ...apiKeyObject(row!), value });
    },
  );

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/organizations/:id/api_keys',
    {
      schema: {
        params: idParam('id'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: listQueryProperties,
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      await findOrganization(db, request.params.id);
      return listPage(
        db,
        {
          sql: `SELECT ${columns} FROM api_keys k WHERE k.organization_id = $1 AND k.revoked_at IS NULL`,
          params: [request.params.id],
          idColumn: 'k.id',
        },
        list,
        apiKeyObject,
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api_keys/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [revoked] = await db.query(
        'UPDATE api_keys SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
        [request.params.id],
      );
      if (!revoked) throw notFound(`API key not found: '${request.params.id}'.`);
      return reply.status(202).send({});
    },
  );

  // An unknown, revoked or expired value is not an error: the answer says there is no key.
  app.post<{ Body: { value: string } }>(
    '/api_keys/validations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: { value: { type: 'string', minLength: 1, maxLength: 512 } },
        },
      },
    },
    async (request) => {
      const [row] = await db.query<ApiKeyRow>(
        `UPDATE api_keys k SET last_used_at = now()
          WHERE k.value_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
          RETURNING ${columns}`,
        [hashSecret(request.body.value)],
      );
      return { api_key: row ? apiKeyObject(row) : null };
    },
  );
}
