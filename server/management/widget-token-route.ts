// POST /widgets/token (`workos.widgets.createToken`): a token a partner's backend hands to its
// page for the kit's tags. Signed like access tokens, with no browser session behind it; its
// permissions are the requested scopes narrowed to what the user's roles in the organization
// grant. The widgets API checks the membership again on every call, so removing the user or the
// membership stops the token at once.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { accessTokenIssuer, signAccessToken, type AccessTokenClaims } from '../domain/signing-keys';
import { unprocessable } from '../http/management-errors';
import { idValue } from './schemas';
import { findOrganization } from './organizations-routes';
import { WIDGET_SCOPES, narrowScopes } from '../domain/widget-scopes';

export const WIDGET_TOKEN_TTL_SECONDS = 3600;

/** The claim that marks a widget token (it has no `sid`). */
export const WIDGET_TOKEN_USE = 'widget';

interface TokenBody {
  organization_id: string;
  user_id?: string;
  scopes?: string[];
}

export async function widgetTokenRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  app.post<{ Body: TokenBody }>(
    '/widgets/token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['organization_id'],
          additionalProperties: false,
          properties: {
            organization_id: idValue,
            user_id: idValue,
            scopes: {
              type: 'array',
              maxItems: 20,
              items: { type: 'string', enum: [...WIDGET_SCOPES] },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await findOrganization(db, body.organization_id);
      const requested = body.scopes ?? [];
      let permissions = [...new Set(requested)];
      if (body.user_id) {
        const [membership] = await db.query<{ status: string; permissions: string[] | null }>(
          `SELECT m.status,
                  (SELECT array_agg(DISTINCT p) FROM roles r, unnest(r.permissions) p
                    WHERE r.organization_id = m.organization_id AND r.slug = ANY(m.role_slugs)) AS permissions
             FROM memberships m WHERE m.organization_id = $1 AND m.user_id = $2`,
          [body.organization_id, body.user_id],
        );
        const [user] = await db.query('SELECT 1 FROM users WHERE id = $1', [body.user_id]);
        if (!user) throw notFound(`User not found: '${body.user_id}'.`);
        if (membership?.status !== 'Active') {
          throw unprocessable(
            'The user is not an active member of this organization',
            'user_id',
            'organization_membership_not_found',
          );
        }
        permissions = narrowScopes(requested, membership.permissions ?? []);
      }
      const claims = {
        ...(body.user_id ? { sub: body.user_id } : {}),
        org_id: body.organization_id,
        permissions,
        token_use: WIDGET_TOKEN_USE,
      } as unknown as Omit<AccessTokenClaims, 'iat' | 'exp' | 'jti' | 'iss'>;
      const token = await signAccessToken(db, claims, {
        issuer: accessTokenIssuer(config),
        ttlSeconds: WIDGET_TOKEN_TTL_SECONDS,
      });
      return reply.status(201).send({ token });
    },
  );
}
