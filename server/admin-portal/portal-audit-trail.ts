// The admin portal's SSO, domain and log-stream changes that the organization's audit log records
// (server/audit-logs/audit-trail.ts writes them). A portal session belongs to an organization,
// not a person: the actor is the admin portal.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installAuditTrail, type RecordedAction } from '../audit-logs/audit-trail';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { portalPaths, portalSessionOf } from '../domain/portal-links';

const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id;

/** A connection or domain by the route's id, or the one a create posts (by its name). */
function rowTarget(table: 'sso_connections' | 'domains', type: string, label: 'name' | 'domain') {
  return async (db: Queryable, request: FastifyRequest, organizationId: string) => {
    const id = idOf(request);
    if (!id) {
      const name = (request.body as Record<string, string> | undefined)?.[label] ?? null;
      return { id: 'new', type, name };
    }
    const [row] = await db.query<{ label: string }>(
      `SELECT ${label} AS label FROM ${table} WHERE id = $1 AND organization_id = $2`,
      [id, organizationId],
    );
    return row ? { id, type, name: row.label } : undefined;
  };
}

const connection = rowTarget('sso_connections', 'connection', 'name');
const domain = rowTarget('domains', 'domain', 'domain');
const change = (what: string) => () => ({ change: what });

/** The organization's stream (a first save creates it), named by its destination type. */
async function logStream(db: Queryable, request: FastifyRequest, organizationId: string) {
  const [row] = await db.query<{ id: string; type: string }>(
    'SELECT id, type FROM audit_log_streams WHERE organization_id = $1',
    [organizationId],
  );
  const posted = (request.body as { type?: string } | undefined)?.type;
  return { id: row?.id ?? 'new', type: 'log_stream', name: posted ?? row?.type ?? null };
}
const stateChange = (request: FastifyRequest) => ({
  change:
    (request.body as { state?: string } | undefined)?.state === 'Active'
      ? 'activated'
      : 'deactivated',
});

const actions: Record<string, RecordedAction> = {
  [`POST ${portalPaths.sso}/connections`]: {
    action: 'sso.connection_changed',
    target: connection,
    metadata: change('created'),
  },
  [`POST ${portalPaths.sso}/connections/:id`]: {
    action: 'sso.connection_changed',
    target: connection,
    metadata: change('updated'),
  },
  [`POST ${portalPaths.sso}/connections/:id/state`]: {
    action: 'sso.connection_changed',
    target: connection,
    metadata: stateChange,
  },
  [`POST ${portalPaths.sso}/connections/:id/delete`]: {
    action: 'sso.connection_changed',
    target: connection,
    metadata: change('deleted'),
  },
  [`POST ${portalPaths.domains}`]: {
    action: 'domain.changed',
    target: domain,
    metadata: change('added'),
  },
  [`POST ${portalPaths.domains}/:id/verify`]: {
    action: 'domain.changed',
    target: domain,
    metadata: change('verification requested'),
  },
  [`POST ${portalPaths.domains}/:id/delete`]: {
    action: 'domain.changed',
    target: domain,
    metadata: change('deleted'),
  },
  [`POST ${portalPaths.logStreams}`]: {
    action: 'log_stream.changed',
    target: logStream,
    metadata: change('saved'),
  },
  [`POST ${portalPaths.logStreams}/state`]: {
    action: 'log_stream.changed',
    target: logStream,
    metadata: (request) => ({
      change:
        (request.body as { enabled?: string } | undefined)?.enabled === 'true'
          ? 'enabled'
          : 'disabled',
    }),
  },
  [`POST ${portalPaths.logStreams}/delete`]: {
    action: 'log_stream.changed',
    target: logStream,
    metadata: change('deleted'),
  },
};

export function installPortalAuditTrail(app: FastifyInstance, ctx: AppContext): void {
  installAuditTrail(app, ctx, {
    actions,
    callerOf: async (request) => {
      const session = await portalSessionOf(ctx, request);
      return session
        ? {
            organizationId: session.organizationId,
            actor: { id: 'admin_portal', type: 'admin_portal', name: 'Admin Portal' },
          }
        : undefined;
    },
  });
}
