// Our own product's administrators' actions, recorded in their organization's audit log through
// the same code a partner's `auditLogs.createEvent` takes. A surface gives a table naming each
// recorded route and how to find its caller; the event is written once the route has succeeded,
// with the caller as actor, the client's address as location and its user agent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { boundedHeader, clientAddress } from '../http/client-address';
import { recordAuditEvent, type AuditActorOrTarget } from './record-audit-event';
import { serverSecret } from './server-secret';

export interface RecordedAction {
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

export interface AuditCaller {
  organizationId: string;
  actor: AuditActorOrTarget;
}

export interface AuditTrail {
  /** `METHOD route` (Fastify's route pattern) → what is recorded. */
  actions: Record<string, RecordedAction>;
  /** Who called, once the surface's guard has run (before the route handler). */
  callerOf(request: FastifyRequest): Promise<AuditCaller | undefined>;
}

/** A JSON answer, or a form post's See Other, is a success; anything else records nothing. */
const succeeded = (reply: FastifyReply) =>
  (reply.statusCode >= 200 && reply.statusCode < 300) || reply.statusCode === 303;

const pending = new WeakMap<
  FastifyRequest,
  { entry: RecordedAction; target: AuditActorOrTarget; caller: AuditCaller }
>();

export function installAuditTrail(app: FastifyInstance, ctx: AppContext, trail: AuditTrail): void {
  app.addHook('preHandler', async (request) => {
    const entry = trail.actions[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (!entry) return;
    const caller = await trail.callerOf(request);
    if (!caller) return;
    const target = await entry.target(ctx.db, request, caller.organizationId);
    if (target) pending.set(request, { entry, target, caller });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = pending.get(request);
    pending.delete(request);
    if (!claim || !succeeded(reply)) return payload;
    let target = claim.target;
    if (claim.entry.fromAnswer && typeof payload === 'string') {
      try {
        target = claim.entry.fromAnswer(JSON.parse(payload) as Record<string, unknown>, target);
      } catch {
        // Not JSON: the target keeps what was known before.
      }
    }
    try {
      const hashKey = await serverSecret(ctx.db, 'audit_log_hash');
      await ctx.db.transaction((tx) =>
        recordAuditEvent(
          tx,
          claim.caller.organizationId,
          {
            action: claim.entry.action,
            occurred_at: new Date().toISOString(),
            actor: claim.caller.actor,
            targets: [target],
            context: {
              location: clientAddress(request),
              user_agent: boundedHeader(request.headers['user-agent'], 512),
            },
            ...(claim.entry.metadata ? { metadata: claim.entry.metadata(request) } : {}),
          },
          // Each success is its own event, however alike two of them are.
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
