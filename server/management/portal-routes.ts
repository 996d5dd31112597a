// `adminPortal.generateLink` (dsync-audit-events.md §A.5): a single-use, five-minute link into
// the hosted admin portal for an organization and an intent we serve.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createPortalLink, type PortalIntent } from '../domain/portal-links';
import { unprocessable } from '../http/management-errors';
import { findOrganization } from './organizations-routes';
import { idValue } from './schemas';

const served: PortalIntent[] = ['sso', 'domain_verification', 'dsync', 'log_streams'];

export async function portalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { intent: string; organization: string } }>(
    '/portal/generate_link',
    {
      schema: {
        body: {
          type: 'object',
          required: ['intent', 'organization'],
          properties: {
            intent: { type: 'string', maxLength: 64 },
            organization: idValue,
            return_url: { type: 'string', maxLength: 2048 },
            success_url: { type: 'string', maxLength: 2048 },
            admin_emails: {
              type: 'array',
              maxItems: 20,
              items: { type: 'string', maxLength: 320 },
            },
            intent_options: { type: 'object' },
          },
        },
      },
    },
    async (request) => {
      const intent = request.body.intent as PortalIntent;
      if (!served.includes(intent))
        throw unprocessable(
          `This server's admin portal serves the intents ${served.join(', ')}`,
          'intent',
          'invalid_intent',
        );
      await findOrganization(ctx.db, request.body.organization);
      return { link: await createPortalLink(ctx, request.body.organization, intent) };
    },
  );
}
