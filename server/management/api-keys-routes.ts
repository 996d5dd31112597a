// Organization API keys (`apiKeys.*` of the Node SDK): create (the whole secret in this answer
// only), list, delete, and validation of a presented value. Only a hash of each secret is kept.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  apiKeyColumns,
  apiKeyFrom,
  createApiKey,
  managementApiKeyObject,
  validateApiKey,
} from '../domain/api-key-store';
import { recordChange } from '../events/change-events';
import { notFound } from '../http/errors';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { idParam } from './schemas';
import { findOrganization } from './organizations-routes';

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
      const { row, value } = await createApiKey(db, {
        organizationId: request.params.id,
        name,
        permissions: request.body.permissions ?? [],
      });
      return reply.status(201).send({ ...managementApiKeyObject(row), value });
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
          sql: `SELECT ${apiKeyColumns} FROM ${apiKeyFrom}
                 WHERE k.organization_id = $1 AND k.owner_user_id IS NULL AND k.revoked_at IS NULL`,
          params: [request.params.id],
          idColumn: 'k.id',
        },
        list,
        managementApiKeyObject,
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api_keys/:id',
    { schema: { params: idParam('id') } },
    async (request, reply) => {
      const [revoked] = await db.transaction(async (tx) => {
        const rows = await tx.query(
          'UPDATE api_keys SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
          [request.params.id],
        );
        if (rows.length > 0) await recordChange(tx, 'api_key.revoked', request.params.id);
        return rows;
      });
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
      const row = await validateApiKey(db, request.body.value);
      return { api_key: row ? managementApiKeyObject(row) : null };
    },
  );
}
