// The customers screen's row actions in the product API: read a customer's points adjustments
// (`customers:read`), adjust them (`points:adjust`) and deactivate a customer (`customers:write`). The caller must be an active
// member of the token's organization whose current roles grant the permission; each action is
// recorded in the organization's audit log through recordAuditEvent, the path a partner's
// `auditLogs.createEvent` takes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAuditEvent } from '../audit-logs/record-audit-event';
import { serverSecret } from '../audit-logs/server-secret';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { currentPermissionsColumn } from '../domain/roles';
import { boundedHeader, clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { newId } from '../ids';
import { authenticateBearer } from './bearer';

/** The largest adjustment one call makes, either way. */
export const MAX_POINTS_DELTA = 1_000_000;

const customerParams = {
  type: 'object',
  required: ['customerId'],
  properties: { customerId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

interface Caller {
  organizationId: string;
  actor: { id: string; type: 'user'; name: string };
  /** The audit log's idempotency hash key (read before a transaction: PGlite has one connection). */
  hashKey: Buffer;
}

/** The caller, when an active member whose token and current roles grant `permission`. */
async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  permission: string,
): Promise<Caller> {
  const claims = await authenticateBearer(ctx, request);
  if (!claims.org_id) throw new HttpError(403, 'No organization selected', 'organization_required');
  const [member] = await ctx.db.query<{
    status: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    current_permissions: string[] | null;
  }>(
    `SELECT m.status, u.email, u.first_name, u.last_name, ${currentPermissionsColumn}
       FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 AND m.user_id = $2`,
    [claims.org_id, claims.sub],
  );
  const granted =
    (claims.permissions ?? []).includes(permission) &&
    member?.status === 'Active' &&
    (member.current_permissions ?? []).includes(permission);
  if (!member || !granted)
    throw new HttpError(403, `This action needs the ${permission} permission`, 'forbidden');
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || member.email;
  return {
    organizationId: claims.org_id,
    actor: { id: claims.sub, type: 'user', name },
    hashKey: await serverSecret(ctx.db, 'audit_log_hash'),
  };
}

async function record(
  tx: Queryable,
  request: FastifyRequest,
  caller: Caller,
  action: string,
  customerId: string,
  metadata: Record<string, string>,
) {
  await recordAuditEvent(
    tx,
    caller.organizationId,
    {
      action,
      occurred_at: new Date().toISOString(),
      actor: caller.actor,
      targets: [{ id: customerId, type: 'customer' }],
      context: {
        location: clientAddress(request),
        user_agent: boundedHeader(request.headers['user-agent'], 512),
      },
      metadata,
    },
    { idempotencyKey: `${request.id}:${Date.now()}`, hashKey: caller.hashKey },
  );
}

/** The sum of every points adjustment made to the customer in the organization. */
async function adjustedTotal(db: Queryable, organizationId: string, customerId: string) {
  const [row] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(delta), 0) AS total FROM customer_points_adjustments
      WHERE organization_id = $1 AND customer_id = $2`,
    [organizationId, customerId],
  );
  return Number(row?.total ?? 0);
}

export function customerActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // What Manage Points shows when it opens: the adjustments so far (the seed's points are the
  // sample data's, on the page).
  app.get<{ Params: { customerId: string } }>(
    '/customers/:customerId/points',
    { schema: { params: customerParams } },
    async (request) => {
      const caller = await authorize(ctx, request, 'customers:read');
      const { customerId } = request.params;
      return {
        data: {
          customerId,
          adjustedTotal: await adjustedTotal(ctx.db, caller.organizationId, customerId),
        },
      };
    },
  );

  app.post<{ Params: { customerId: string }; Body: { delta: number; reason?: string } }>(
    '/customers/:customerId/points',
    {
      schema: {
        params: customerParams,
        body: {
          type: 'object',
          required: ['delta'],
          additionalProperties: false,
          properties: {
            delta: { type: 'integer', minimum: -MAX_POINTS_DELTA, maximum: MAX_POINTS_DELTA },
            reason: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const caller = await authorize(ctx, request, 'points:adjust');
      const { customerId } = request.params;
      const { delta } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (delta === 0)
        throw new HttpError(400, 'The adjustment must not be 0', 'validation_error', [
          { field: 'delta', message: 'The adjustment must not be 0' },
        ]);
      const total = await ctx.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO customer_points_adjustments (id, organization_id, customer_id, delta, reason, adjusted_by)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [newId('pts'), caller.organizationId, customerId, delta, reason, caller.actor.id],
        );
        await record(tx, request, caller, 'customer.points_adjusted', customerId, {
          delta: String(delta),
          ...(reason ? { reason } : {}),
        });
        return adjustedTotal(tx, caller.organizationId, customerId);
      });
      return { data: { customerId, delta, adjustedTotal: total } };
    },
  );

  app.post<{ Params: { customerId: string } }>(
    '/customers/:customerId/deactivate',
    { schema: { params: customerParams } },
    async (request) => {
      const caller = await authorize(ctx, request, 'customers:write');
      const { customerId } = request.params;
      const deactivatedAt = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.query<{ deactivated_at: Date | string }>(
          `INSERT INTO customer_deactivations (organization_id, customer_id, deactivated_by)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING deactivated_at`,
          [caller.organizationId, customerId, caller.actor.id],
        );
        // Deactivating an inactive customer changes nothing and records nothing.
        if (!created) return undefined;
        await record(tx, request, caller, 'customer.deactivated', customerId, {});
        return created.deactivated_at;
      });
      if (deactivatedAt === undefined) {
        const [row] = await ctx.db.query<{ deactivated_at: Date | string }>(
          'SELECT deactivated_at FROM customer_deactivations WHERE organization_id = $1 AND customer_id = $2',
          [caller.organizationId, customerId],
        );
        return {
          data: { customerId, status: 'inactive', deactivatedAt: toIso(row?.deactivated_at) },
        };
      }
      return { data: { customerId, status: 'inactive', deactivatedAt: toIso(deactivatedAt) } };
    },
  );
}

const toIso = (value: Date | string | undefined) => (value ? new Date(value).toISOString() : null);
