// The SSO page's routes in the admin portal: the page (sso-page-view.ts), and the forms that
// add, edit, activate/deactivate and remove a connection (sso-connection-input.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { notFound } from '../http/errors';
import { newId } from '../ids';
import { checkCsrf, formSchema, idParams, requirePortalSession } from './portal-guard';
import { listSsoConnections } from '../domain/sso-connections';
import { parseConnectionInput, type ConnectionInput } from './sso-connection-input';
import { renderSsoPage } from './sso-page-view';

export async function ssoPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const page = '/admin-portal/sso';
  const findRow = async (organizationId: string, id: string) =>
    (await listSsoConnections(ctx.db, organizationId)).find((row) => row.id === id);

  app.get<{ Querystring: { notice?: string } }>(
    page,
    {
      schema: {
        querystring: { type: 'object', properties: { notice: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      const rows = await listSsoConnections(ctx.db, session.organizationId);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderSsoPage(session, rows, { notice: request.query.notice }));
    },
  );

  app.post<{ Body: Partial<ConnectionInput> }>(
    `${page}/connections`,
    { schema: { body: formSchema(['name', 'type', 'certificateNotAfter']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const { input, errors, provider, certificate } = parseConnectionInput(request.body ?? {});
      if (!provider || Object.keys(errors).length > 0) {
        const rows = await listSsoConnections(ctx.db, session.organizationId);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(renderSsoPage(session, rows, { createInput: input, createErrors: errors }));
      }
      await ctx.db.query(
        `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state, certificate_not_after)
         VALUES ($1, $2, $3, $4, $5, 'Inactive', $6)`,
        [
          newId('conn'),
          session.organizationId,
          input.name,
          provider.providerTag,
          provider.type,
          certificate,
        ],
      );
      return reply.redirect(`${page}?notice=created`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: Partial<ConnectionInput> }>(
    `${page}/connections/:id`,
    { schema: { params: idParams, body: formSchema(['name', 'type', 'certificateNotAfter']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const rows = await listSsoConnections(ctx.db, session.organizationId);
      if (!rows.some((row) => row.id === request.params.id))
        throw notFound('This connection no longer exists.');
      const { input, errors, provider, certificate } = parseConnectionInput(request.body ?? {});
      if (!provider || Object.keys(errors).length > 0) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderSsoPage(session, rows, {
              editId: request.params.id,
              editInput: input,
              editErrors: errors,
            }),
          );
      }
      await ctx.db.query(
        `UPDATE sso_connections SET name = $3, provider_tag = $4, type = $5, certificate_not_after = $6
          WHERE id = $1 AND organization_id = $2`,
        [
          request.params.id,
          session.organizationId,
          input.name,
          provider.providerTag,
          provider.type,
          certificate,
        ],
      );
      return reply.redirect(`${page}?notice=saved`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { state?: string } }>(
    `${page}/connections/:id/state`,
    { schema: { params: idParams, body: formSchema(['state']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const target = request.body?.state === 'Active' ? 'Active' : 'Inactive';
      if (!(await findRow(session.organizationId, request.params.id)))
        throw notFound('This connection no longer exists.');
      await ctx.db.transaction(async (tx) => {
        const changed = await tx.query(
          `UPDATE sso_connections SET state = $3 WHERE id = $1 AND organization_id = $2
             AND state <> $3 RETURNING id`,
          [request.params.id, session.organizationId, target],
        );
        const event = target === 'Active' ? 'connection.activated' : 'connection.deactivated';
        if (changed.length > 0) await recordChange(tx, event, request.params.id);
      });
      return reply.redirect(
        `${page}?notice=${target === 'Active' ? 'activated' : 'deactivated'}`,
        303,
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/connections/:id/delete`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'sso');
      checkCsrf(session, request.body);
      const [row] = await ctx.db.transaction(async (tx) => {
        const [owned] = await tx.query(
          'SELECT id FROM sso_connections WHERE id = $1 AND organization_id = $2 FOR UPDATE',
          [request.params.id, session.organizationId],
        );
        if (!owned) return [];
        await recordChange(tx, 'connection.deleted', request.params.id);
        return tx.query(
          'DELETE FROM sso_connections WHERE id = $1 AND organization_id = $2 RETURNING id',
          [request.params.id, session.organizationId],
        );
      });
      if (!row) throw notFound('This connection no longer exists.');
      return reply.redirect(`${page}?notice=removed`, 303);
    },
  );
}
