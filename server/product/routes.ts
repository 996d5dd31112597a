import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { runtimeSettings } from '../domain/runtime-settings';
import { HttpError } from '../http/errors';
import { newId } from '../ids';
import { authenticateBearer } from './bearer';
import {
  organizationResponse,
  validateCreateOrganization,
  type ProductOrganizationRow,
} from './organizations';
import { provisionDueOrganizations } from '../domain/provisioning';
import { tokenRoute } from './token-route';
import { customerActionRoutes } from './customer-actions';

/** The loyalty product API under /api (API-CONTRACT.md §3). */
export async function productRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  tokenRoute(app, ctx);
  customerActionRoutes(app, ctx);

  app.post<{ Body: { code?: string; name?: string; tier?: string } }>(
    '/organizations',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            code: { type: 'string', maxLength: 1000 },
            name: { type: 'string', maxLength: 1000 },
            tier: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const claims = await authenticateBearer(ctx, request);
      const { errors, value } = validateCreateOrganization(request.body ?? {});
      if (!value)
        throw new HttpError(
          400,
          errors[0]?.message ?? 'Validation error',
          'validation_error',
          errors,
        );
      const settings = await runtimeSettings(ctx);
      const [row] = await db.query<ProductOrganizationRow>(
        `INSERT INTO product_organizations (id, environment_id, name, code, tier, created_by, provision_due_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + ($7::double precision * interval '1 millisecond'))
         ON CONFLICT (code) DO NOTHING
         RETURNING id, environment_id, name, code, tier, idp_organization_id`,
        [
          newId('porg'),
          newId('env'),
          value.name,
          value.code,
          value.tier,
          claims.sub,
          settings.organizationProvisioningDelayMs,
        ],
      );
      if (!row) {
        throw new HttpError(
          409,
          `An organization with the code ${value.code} already exists`,
          'conflict',
          [
            {
              field: 'code',
              message: `An organization with the code ${value.code} already exists`,
            },
          ],
        );
      }
      // With no delay configured the organization is ready at once.
      if (settings.organizationProvisioningDelayMs === 0) {
        await provisionDueOrganizations(db, claims.sub);
        const [ready] = await db.query<ProductOrganizationRow>(
          'SELECT id, environment_id, name, code, tier, idp_organization_id FROM product_organizations WHERE id = $1',
          [row.id],
        );
        return reply.status(201).send({ data: organizationResponse(ready ?? row) });
      }
      return reply.status(201).send({ data: organizationResponse(row) });
    },
  );

  // Organizations whose identity organization has the caller as an active member. Ones the
  // caller created that are still provisioning are left out on purpose: their
  // idpOrganizationId is not known yet, and an organization switcher that picked one would
  // try to switch the session to nothing. Onboarding waits for the organization to appear.
  app.get('/idp/organization-memberships', async (request, reply) => {
    const claims = await authenticateBearer(ctx, request);
    await provisionDueOrganizations(db, claims.sub);
    const rows = await db.query<ProductOrganizationRow>(
      `SELECT p.id, p.environment_id, p.name, p.code, p.tier, p.idp_organization_id
       FROM memberships m JOIN product_organizations p ON p.idp_organization_id = m.organization_id
       WHERE m.user_id = $1 AND m.status = 'Active'
       ORDER BY m.created_at, p.created_at`,
      [claims.sub],
    );
    return reply.send({ data: rows.map(organizationResponse) });
  });
}
