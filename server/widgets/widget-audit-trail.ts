// The administrators' actions in the widgets that their organization's audit log records
// (server/audit-logs/audit-trail.ts writes them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installAuditTrail, type RecordedAction } from '../audit-logs/audit-trail';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { callerOf } from './widget-guard';

type Recorded = RecordedAction;

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

/** The widgets' recorded actions, with the token's user (or its partner backend) as actor. */
export function installWidgetAuditTrail(app: FastifyInstance, ctx: AppContext): void {
  installAuditTrail(app, ctx, {
    actions: recorded,
    callerOf: async (request) => {
      const caller = callerOf(request);
      // An organization-only widget token (a partner's backend) has no user.
      if (!caller.userId)
        return {
          organizationId: caller.organizationId,
          actor: { id: 'widget_token', type: 'widget_token', name: null },
        };
      const [user] = await ctx.db.query<{ email: string; name: string | null }>(
        `SELECT email, nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name
           FROM users WHERE id = $1`,
        [caller.userId],
      );
      return {
        organizationId: caller.organizationId,
        actor: { id: caller.userId, type: 'user', name: user?.name ?? user?.email ?? null },
      };
    },
  });
}
