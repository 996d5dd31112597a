// Admin portal endpoints of the widgets API: the organization's SSO connections, domains and
// audit-log stream, and links into the hosted admin portal.
import type { FastifyInstance } from 'fastify';
import { findStream, streamWidgetView } from '../audit-logs/log-streams';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { notFound } from '../http/errors';
import { HttpError } from '../http/errors';
import { verifyDomain } from '../domain/domain-verification';
import { findDomain, listDomains, toDomain } from '../domain/domains';
import { createPortalLink, type PortalIntent } from '../domain/portal-links';
import { listSsoConnections, toSsoConnection } from '../domain/sso-connections';
import {
  authenticateWidgetCall,
  callerOf,
  widgetGuard,
  type WidgetPermission,
} from './widget-guard';

const permissionForIntent: Record<PortalIntent, WidgetPermission> = {
  sso: 'widgets:sso-connection:manage',
  domain_verification: 'widgets:domain-verification:manage',
  dsync: 'widgets:dsync:manage',
  log_streams: 'widgets:audit-log-streaming:manage',
};

/** The intents the widgets' generate-link takes (the provider's enum, plus dsync for ours). */
const widgetIntents = ['sso', 'domain_verification', 'log_streams'] as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export async function adminPortalWidgetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = '/_widgets/admin-portal';
  const ssoGuard = widgetGuard(ctx, { permission: 'widgets:sso-connection:manage' });
  const domainGuard = widgetGuard(ctx, { permission: 'widgets:domain-verification:manage' });
  const streamGuard = widgetGuard(ctx, { permission: 'widgets:audit-log-streaming:manage' });

  // AdminPortalAuditLogStreaming (anchor-widgets.md §3): `{}` until a stream is configured.
  app.get(`${base}/audit-log-stream`, { onRequest: streamGuard }, async (request) =>
    streamWidgetView(await findStream(ctx.db, callerOf(request).organizationId)),
  );

  app.get(`${base}/sso-connections`, { onRequest: ssoGuard }, async (request) => {
    const now = Date.now();
    return (await listSsoConnections(ctx.db, callerOf(request).organizationId)).map((row) =>
      toSsoConnection(row, now),
    );
  });

  app.get(`${base}/organization-domains`, { onRequest: domainGuard }, async (request) => ({
    data: (await listDomains(ctx.db, callerOf(request).organizationId)).map(toDomain),
  }));

  app.delete<{ Params: { id: string } }>(
    `${base}/organization-domains/:id`,
    { onRequest: domainGuard, schema: { params: idParams } },
    async (request) => {
      const { organizationId } = callerOf(request);
      const row = await findDomain(ctx.db, organizationId, request.params.id);
      if (!row) throw notFound('Domain not found');
      await ctx.db.transaction(async (tx) => {
        await recordChange(tx, 'organization_domain.deleted', row.id);
        await tx.query('DELETE FROM domains WHERE id = $1 AND organization_id = $2', [
          row.id,
          organizationId,
        ]);
      });
      return toDomain(row);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${base}/organization-domains/:id/reverify`,
    { onRequest: domainGuard, schema: { params: idParams } },
    async (request) => {
      const row = await findDomain(ctx.db, callerOf(request).organizationId, request.params.id);
      if (!row) throw notFound('Domain not found');
      if (row.state === 'Verified' || row.state === 'LegacyVerified') {
        throw new HttpError(400, 'This domain is already verified', 'already_verified');
      }
      const { outcome, row: checked } = await verifyDomain(ctx, row);
      // The DNS server did not answer: that says nothing about the record, so nothing changes.
      if (outcome === 'lookup-failed') {
        throw new HttpError(
          503,
          'The DNS lookup failed. Try again in a moment.',
          'dns_lookup_failed',
        );
      }
      return toDomain(checked);
    },
  );

  app.post<{ Querystring: { intent: (typeof widgetIntents)[number] } }>(
    `${base}/generate-link`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['intent'],
          additionalProperties: false,
          properties: { intent: { type: 'string', enum: widgetIntents } },
        },
      },
      // The permission depends on the intent, so the exact check runs after the query is
      // validated; the first one asks for either, so an organization-only widget token (no user)
      // passes it as it passes the other organization routes.
      onRequest: widgetGuard(ctx, {
        permission: widgetIntents.map((intent) => permissionForIntent[intent]),
      }),
    },
    async (request, reply) => {
      const { intent } = request.query;
      const caller = await authenticateWidgetCall(ctx, request, {
        permission: permissionForIntent[intent],
      });
      const link = await createPortalLink(ctx, caller.organizationId, intent);
      // The streaming widget's contract is 201; the SSO and domain widgets' links stay 200.
      return reply.status(intent === 'log_streams' ? 201 : 200).send({ link });
    },
  );
}
