// UserManagement (API-CONTRACT.md §2): members, roles, invitations. Everything needs
// widgets:users-table:manage and stays inside the token's organization.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { HttpError, badRequest, notFound } from '../http/errors';
import { cutBackPersonalKeys } from '../domain/api-key-store';
import { inviteUser, resendInvitation, revokeInvitation } from '../domain/invitations';
import { listMembers, type MembersQuery } from './members-list';
import { checkRoleSlugs, listRoles, multipleRolesEnabled } from '../domain/roles';
import { callerOf, widgetGuard } from './widget-guard';

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;
const roleSlugs = {
  type: 'array',
  items: { type: 'string', minLength: 1, maxLength: 100 },
  maxItems: 20,
} as const;

/** Roles and removal of a directory-provisioned member belong to the directory. */
const directoryManaged = () =>
  new HttpError(
    409,
    "This member is managed by your organization's directory: change their role or remove them in your identity provider",
    'directory_managed',
  );

export async function userManagementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = '/_widgets/UserManagement';
  const onRequest = widgetGuard(ctx, { permission: 'widgets:users-table:manage' });

  app.get<{ Querystring: Omit<MembersQuery, 'limit'> & { limit?: string } }>(
    `${base}/members`,
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            after: { type: 'string', minLength: 1, maxLength: 500 },
            before: { type: 'string', minLength: 1, maxLength: 500 },
            // Query strings arrive as text (the server does not coerce types).
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
            role: { type: 'string', minLength: 1, maxLength: 100 },
            search: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
      if (limit !== undefined && (limit < 1 || limit > 100)) {
        throw badRequest('Invalid limit: must be between 1 and 100', 'limit');
      }
      return listMembers(ctx.db, caller.organizationId, caller.userId, { ...request.query, limit });
    },
  );

  app.get(`${base}/roles`, { onRequest }, async (request) => {
    const caller = callerOf(request);
    return listRoles(ctx.db, caller.organizationId);
  });

  app.get(`${base}/roles-and-config`, { onRequest }, async (request) => {
    const caller = callerOf(request);
    return {
      roles: await listRoles(ctx.db, caller.organizationId),
      multipleRolesEnabled: await multipleRolesEnabled(ctx.db, caller.organizationId),
    };
  });

  app.post<{ Body: { email: string; roles: string[] } }>(
    `${base}/invite-user`,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'roles'],
          properties: { email: { type: 'string', maxLength: 320 }, roles: roleSlugs },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // An organization-only widget token has no user: the invitation names no inviter.
      await inviteUser(ctx, caller.organizationId, caller.userId || null, request.body);
      return { success: true };
    },
  );

  app.post<{ Params: { id: string } }>(
    `${base}/invites/:id/resend`,
    { onRequest, schema: { params: idParams } },
    async (request) => {
      const caller = callerOf(request);
      await resendInvitation(ctx, caller.organizationId, caller.userId || null, request.params.id);
      return { id: request.params.id, success: true };
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/invites/:id`,
    { onRequest, schema: { params: idParams } },
    async (request) => {
      const caller = callerOf(request);
      await revokeInvitation(ctx, caller.organizationId, request.params.id);
      return { id: request.params.id, success: true };
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/members/:id`,
    { onRequest, schema: { params: idParams } },
    async (request) => {
      const caller = callerOf(request);
      const [row] = await ctx.db.query<{ user_id: string | null; directory_managed: boolean }>(
        'SELECT user_id, directory_managed FROM memberships WHERE id = $1 AND organization_id = $2',
        [request.params.id, caller.organizationId],
      );
      if (!row) throw notFound('Member not found');
      if (row.directory_managed) throw directoryManaged();
      if (row.user_id === caller.userId)
        throw badRequest('You cannot remove yourself from the organization', 'id');
      await ctx.db.transaction(async (tx) => {
        // An invitation that was never accepted is no membership: no event for it.
        if (row.user_id)
          await recordChange(tx, 'organization_membership.deleted', request.params.id);
        await tx.query('DELETE FROM memberships WHERE id = $1 AND organization_id = $2', [
          request.params.id,
          caller.organizationId,
        ]);
      });
      return { id: request.params.id, success: true };
    },
  );

  app.post<{ Params: { id: string }; Body: { roles: string[] } }>(
    `${base}/members/:id`,
    {
      onRequest,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['roles'],
          properties: { roles: roleSlugs },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [row] = await ctx.db.query<{ user_id: string | null; directory_managed: boolean }>(
        'SELECT user_id, directory_managed FROM memberships WHERE id = $1 AND organization_id = $2',
        [request.params.id, caller.organizationId],
      );
      if (!row) throw notFound('Member not found');
      if (row.directory_managed) throw directoryManaged();
      if (row.user_id === caller.userId) throw badRequest('You cannot change your own roles', 'id');
      const roles = await listRoles(ctx.db, caller.organizationId);
      const check = checkRoleSlugs(
        request.body.roles,
        roles,
        await multipleRolesEnabled(ctx.db, caller.organizationId),
      );
      if (!check.ok) throw badRequest(check.message, 'roles');
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE memberships SET role_slugs = $2, updated_at = now() WHERE id = $1', [
          request.params.id,
          check.slugs,
        ]);
        const event = row.user_id ? 'organization_membership.updated' : undefined;
        if (event) await recordChange(tx, event, request.params.id);
      });
      if (row.user_id) await cutBackPersonalKeys(ctx.db, caller.organizationId, row.user_id);
      return { id: request.params.id, success: true };
    },
  );
}
