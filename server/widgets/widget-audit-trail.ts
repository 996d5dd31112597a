// Our own product's administrators' actions in the widgets, recorded in the organization's audit
// log through the same code a partner's `auditLogs.createEvent` takes. One table names each
// recorded route; the event is written once the route has succeeded, with the caller as actor,
// the client's address as location and its user agent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAuditEvent, type AuditActorOrTarget } from '../audit-logs/record-audit-event';
import { serverSecret } from '../audit-logs/server-secret';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { boundedHeader, clientAddress } from '../http/client-address';
import { callerOf } from './widget-guard';

interface Recorded {
  action: string;
  /** The target, read before the route runs (a removed member is gone after it). */
  target(
    db: Queryable,
    request: FastifyRequest,
    organizationId: string,
  ): Promise<AuditActorOrTarget | undefined>;
  /** What the event says beyond actor and target (e.g. the new roles). */
  metadata?(request: FastifyRequest): Record<string, string>;
  /** The target's id from the answer, when the route creates it. */
  fromAnswer?(answer: Record<string, unknown>, target: AuditActorOrTarget): AuditActorOrTarget;
}

type Params = { id?: string };
type Body = { email?: string; roles?: string[]; name?: string };

async function membershipTarget(db: Queryable, organizationId: string, id: string | undefined) {
  if (!id) return undefined;
  const [row] = await db.query<{
    user_id: string | null;
    email: string | null;
    name: string | null;
  }>(
    `SELECT m.user_id, coalesce(u.email, m.email) AS email,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS name
       FROM memberships m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.id = $1 AND m.organization_id = $2`,
    [id, organizationId],
  );
  return row ? { id: row.user_id ?? id, type: 'user', name: row.name ?? row.email } : undefined;
}

const membership: Recorded['target'] = (db, request, organizationId) =>
  membershipTarget(db, organizationId, (request.params as Params).id);

const invitation: Recorded['target'] = async (db, request, organizationId) => {
  const id = (request.params as Params).id;
  if (!id) return undefined;
  const [row] = await db.query<{ email: string | null }>(
    'SELECT email FROM memberships WHERE id = $1 AND organization_id = $2',
    [id, organizationId],
  );
  return row ? { id, type: 'invitation', name: row.email } : undefined;
};

const apiKey: Recorded['target'] = async (db, request, organizationId) => {
  const id = (request.params as Params).id;
  if (!id) return { id: 'pending', type: 'api_key', name: (request.body as Body)?.name ?? null };
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM api_keys WHERE id = $1 AND organization_id = $2',
    [id, organizationId],
  );
  return row ? { id, type: 'api_key', name: row.name } : undefined;
};

const roles = (request: FastifyRequest) => ({
  roles: ((request.body as Body)?.roles ?? []).join(', '),
});

/** `METHOD route` → what is recorded. */
const recorded: Record<string, Recorded> = {
  'POST /_widgets/UserManagement/invite-user': {
    action: 'member.invited',
    target: async (_db, request) => {
      const email = (request.body as Body)?.email ?? '';
      return { id: email, type: 'invitation', name: email };
    },
    metadata: roles,
  },
  'POST /_widgets/UserManagement/members/:id': {
    action: 'member.role_changed',
    target: membership,
    metadata: roles,
  },
  'DELETE /_widgets/UserManagement/members/:id': { action: 'member.removed', target: membership },
  'DELETE /_widgets/UserManagement/invites/:id': {
    action: 'invitation.revoked',
    target: invitation,
  },
  'POST /_widgets/UserManagement/invites/:id/resend': {
    action: 'invitation.resent',
    target: invitation,
  },
  'POST /_widgets/ApiKeys/organization-api-keys': {
    action: 'api_key.created',
    target: apiKey,
    fromAnswer: (answer, target) => ({ ...target, id: String(answer.id ?? target.id) }),
  },
  'POST /_widgets/UserApiKeys/api-keys': {
    action: 'api_key.created',
    target: apiKey,
    fromAnswer: (answer, target) => ({ ...target, id: String(answer.id ?? target.id) }),
  },
  'DELETE /_widgets/ApiKeys/:id': { action: 'api_key.revoked', target: apiKey },
  'DELETE /_widgets/UserApiKeys/:id': { action: 'api_key.revoked', target: apiKey },
};

const pending = new WeakMap<FastifyRequest, { entry: Recorded; target: AuditActorOrTarget }>();

export function installWidgetAuditTrail(app: FastifyInstance, ctx: AppContext): void {
  const entryOf = (request: FastifyRequest) =>
    recorded[`${request.method} ${request.routeOptions.url ?? ''}`];

  // After the guard and validation, before the route changes anything.
  app.addHook('preHandler', async (request) => {
    const entry = entryOf(request);
    if (!entry) return;
    const target = await entry.target(ctx.db, request, callerOf(request).organizationId);
    if (target) pending.set(request, { entry, target });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = pending.get(request);
    pending.delete(request);
    if (!claim || reply.statusCode >= 300) return payload;
    const caller = callerOf(request);
    let target = claim.target;
    if (claim.entry.fromAnswer && typeof payload === 'string') {
      try {
        target = claim.entry.fromAnswer(JSON.parse(payload) as Record<string, unknown>, target);
      } catch {
        // Not JSON: the target keeps what was known before.
      }
    }
    try {
      const [actor] = await ctx.db.query<{ email: string; name: string | null }>(
        `SELECT email, nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name
           FROM users WHERE id = $1`,
        [caller.userId],
      );
      const hashKey = await serverSecret(ctx.db, 'audit_log_hash');
      await ctx.db.transaction((tx) =>
        recordAuditEvent(
          tx,
          caller.organizationId,
          {
            action: claim.entry.action,
            occurred_at: new Date().toISOString(),
            // An organization-only widget token (a partner's backend) has no user.
            actor: caller.userId
              ? { id: caller.userId, type: 'user', name: actor?.name ?? actor?.email ?? null }
              : { id: 'widget_token', type: 'widget_token', name: null },
            targets: [target],
            context: {
              location: clientAddress(request),
              user_agent: boundedHeader(request.headers['user-agent'], 512),
            },
            ...(claim.entry.metadata ? { metadata: claim.entry.metadata(request) } : {}),
          },
          // Each success is its own event: the request's id keeps two identical actions apart.
          { idempotencyKey: `${request.id}:${Date.now()}`, hashKey },
        ),
      );
    } catch (error) {
      // The action succeeded; a failure to record it is ours to see, not the caller's.
      request.log.error({ err: error, action: claim.entry.action }, 'audit trail not recorded');
    }
    return payload;
  });
}
