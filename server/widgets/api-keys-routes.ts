// ApiKeys and UserApiKeys (API-CONTRACT.md §2): the <api-keys> widget's endpoints for the
// organization's keys and for members' personal keys. Keys live in the one store the
// management API also uses (server/api-keys); a secret appears only in the create answer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { recordChange } from '../events/change-events';
import {
  apiKeyColumns,
  apiKeyFrom,
  apiKeyIdPattern,
  createApiKey,
  heldPermissions,
  type ApiKeyRow,
} from '../domain/api-key-store';
import { listApiKeyPermissions, permissionsQuerySchema } from './permissions-list';
import { widgetApiKeyView } from './widget-api-key-view';
import { conflict, notFound } from '../http/errors';
import { calendarDateTime, nameTextProblem } from '../http/text-input';
import { installManagementErrorHandler, unprocessable } from '../http/management-errors';
import { countManagementRequest } from '../http/rate-limit';
import { keyListQuerySchema, listApiKeys, type KeyListQuery } from './keys-list';
import { callerOf, widgetGuard, type WidgetCaller, type WidgetPermission } from './widget-guard';

/** Mutations per organization, user and minute, as the other widget mutations are limited. */
const MUTATIONS_PER_MINUTE = 30;
const NAME_MAX = 100;

interface Scope {
  base: string;
  listPath: string;
  permission: WidgetPermission | readonly WidgetPermission[];
  user: boolean;
}

const scopes: Scope[] = [
  {
    base: '/_widgets/ApiKeys',
    listPath: 'organization-api-keys',
    permission: 'widgets:api-keys:manage',
    user: false,
  },
  {
    base: '/_widgets/UserApiKeys',
    listPath: 'api-keys',
    permission: ['widgets:user-api-keys:manage-self', 'widgets:user-api-keys:manage-all'],
    user: true,
  },
];

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: apiKeyIdPattern } },
} as const;

const expiresAtSchema = { type: ['string', 'null'], maxLength: 40 } as const;

/** The caller's permissions as their roles grant them now (the ceiling of a personal key). */
const currentPermissions = async (db: Queryable, caller: WidgetCaller): Promise<string[]> =>
  (await heldPermissions(db, caller.organizationId, caller.userId)) ?? [];

/** `expiresAt` of a request: null (never) or an ISO date in the future; else a 422. */
function parseExpiry(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = calendarDateTime(value);
  if (!date)
    throw unprocessable(
      'expiresAt must be an ISO date and time of a real day, or null',
      'expiresAt',
    );
  if (date.getTime() <= Date.now())
    throw unprocessable('expiresAt must be in the future', 'expiresAt');
  return date;
}

export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // The contract's ApiKeys errors (§2): 400 for a request the schema refuses (a wrong type, a
  // malformed id, a missing field), 422 for a well-formed value the rules refuse (an empty name,
  // an unknown permission, a date in the past, a cursor of another list); each names its field.
  installManagementErrorHandler(app, { schemaStatus: 400 });

  for (const scope of scopes) {
    const onRequest = widgetGuard(ctx, { permission: scope.permission });

    /** Which keys the caller sees: SQL conditions on `k` after the organization ($1). */
    const visibility = async (
      caller: WidgetCaller,
    ): Promise<{ sql: string; params: unknown[] }> => {
      if (!scope.user) return { sql: 'k.owner_user_id IS NULL', params: [] };
      const permissions = await currentPermissions(db, caller);
      if (permissions.includes('widgets:user-api-keys:manage-all'))
        return { sql: 'k.owner_user_id IS NOT NULL', params: [] };
      return { sql: 'k.owner_user_id = $2', params: [caller.userId] };
    };

    const findVisibleKey = async (caller: WidgetCaller, id: string) => {
      const visible = await visibility(caller);
      const [row] = await db.query<ApiKeyRow>(
        `SELECT ${apiKeyColumns} FROM ${apiKeyFrom}
          WHERE k.organization_id = $1 AND ${visible.sql} AND k.id = $${visible.params.length + 2}`,
        [caller.organizationId, ...visible.params, id],
      );
      if (!row) throw notFound('API key not found');
      return row;
    };

    // Keyed by organization and token subject: organization-only widget tokens (no user) of
    // different organizations never share one limit (issue #39.5).
    const countMutation = (caller: WidgetCaller) =>
      countManagementRequest(
        db,
        `widget-api-keys:${caller.organizationId}:${caller.userId || 'organization'}`,
        MUTATIONS_PER_MINUTE,
      );

    app.get<{ Querystring: KeyListQuery }>(
      `${scope.base}/${scope.listPath}`,
      { onRequest, schema: { querystring: keyListQuerySchema } },
      async (request) => {
        const caller = callerOf(request);
        const visible = await visibility(caller);
        return listApiKeys(db, caller.organizationId, visible, request.query, widgetApiKeyView);
      },
    );

    app.post<{ Body: { name: string; permissions?: string[]; expiresAt?: string | null } }>(
      `${scope.base}/${scope.listPath}`,
      {
        onRequest,
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['name'],
            properties: {
              name: { type: 'string', maxLength: 1000 },
              permissions: {
                type: 'array',
                maxItems: 100,
                items: { type: 'string', minLength: 1, maxLength: 128 },
              },
              expiresAt: expiresAtSchema,
            },
          },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const name = request.body.name.trim();
        if (!name) throw unprocessable('Name is required', 'name', 'required');
        const problem = nameTextProblem(name);
        if (problem) throw unprocessable(`Invalid name: ${problem}`, 'name', 'invalid_characters');
        if (name.length > NAME_MAX)
          throw unprocessable(`Name must be at most ${NAME_MAX} characters`, 'name', 'too_long');
        const expiresAt = parseExpiry(request.body.expiresAt);
        const requested = [...new Set(request.body.permissions ?? [])];
        const known = new Set(
          (await db.query<{ slug: string }>('SELECT slug FROM api_key_permissions')).map(
            (row) => row.slug,
          ),
        );
        if (requested.some((slug) => !known.has(slug)))
          throw unprocessable('Unknown permission', 'permissions', 'invalid_permission');
        if (scope.user) {
          // A personal key never carries more than its owner holds.
          const held = new Set(await currentPermissions(db, caller));
          if (requested.some((slug) => !held.has(slug)))
            throw unprocessable(
              'A key cannot have permissions you do not have',
              'permissions',
              'permission_not_held',
            );
        }
        await countMutation(caller);
        const { row, value } = await createApiKey(db, {
          organizationId: caller.organizationId,
          ownerUserId: scope.user ? caller.userId : null,
          createdBy: caller.userId || null,
          name,
          permissions: requested,
          expiresAt,
        });
        return reply.status(201).send({
          id: row.id,
          value,
          obfuscatedValue: widgetApiKeyView(row).obfuscatedValue,
          name: row.name,
          permissions: row.permissions,
          createdAt: new Date(row.created_at).toISOString(),
          expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
        });
      },
    );

    app.get<{ Querystring: { limit?: string; search?: string; before?: string; after?: string } }>(
      `${scope.base}/permissions`,
      { onRequest, schema: { querystring: permissionsQuerySchema } },
      async (request) => {
        const caller = callerOf(request);
        // The user scope offers only what the caller holds, the ceiling of a personal key.
        const only = scope.user ? await currentPermissions(db, caller) : undefined;
        return listApiKeyPermissions(db, request.query, only);
      },
    );

    app.delete<{ Params: { id: string } }>(
      `${scope.base}/:id`,
      { onRequest, schema: { params: idParams } },
      async (request) => {
        const caller = callerOf(request);
        const row = await findVisibleKey(caller, request.params.id);
        if (row.revoked_at) throw notFound('API key not found');
        await countMutation(caller);
        await db.transaction(async (tx) => {
          const revoked = await tx.query(
            'UPDATE api_keys SET revoked_at = now(), updated_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
            [row.id],
          );
          if (revoked.length > 0) await recordChange(tx, 'api_key.revoked', row.id);
        });
        return { success: true };
      },
    );

    app.post<{ Params: { id: string }; Body: { expiresAt: string | null } }>(
      `${scope.base}/:id/expire`,
      {
        onRequest,
        schema: {
          params: idParams,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['expiresAt'],
            properties: { expiresAt: expiresAtSchema },
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const row = await findVisibleKey(caller, request.params.id);
        if (row.revoked_at) throw conflict('This API key has been revoked');
        if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now())
          throw conflict('This API key has already expired');
        const expiresAt = parseExpiry(request.body.expiresAt);
        await countMutation(caller);
        await db.query('UPDATE api_keys SET expires_at = $2, updated_at = now() WHERE id = $1', [
          row.id,
          expiresAt,
        ]);
        return widgetApiKeyView(await findVisibleKey(caller, row.id));
      },
    );
  }
}
