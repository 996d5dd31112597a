// Routes of the admin portal's directory sync page (intent `dsync`). Every form post checks the
// portal session's CSRF token; every directory is looked up within the session's organization.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { listRoles } from '../domain/roles';
import {
  listDirectorySummaries,
  listDirectoryUserLines,
  listGroupsWithRoles,
  setGroupRole,
} from '../directory-sync/directory-admin';
import { DIRECTORY_TYPES, type DirectoryRow } from '../directory-sync/directory-objects';
import { beginDirectoryDeletion } from '../directory-sync/directory-deletions';
import {
  createDirectory,
  findDirectory,
  issueDirectoryToken,
  listDirectoryTokens,
  revokeDirectoryToken,
} from '../directory-sync/directory-store';
import { COPY_SCRIPT_PATH, copyScript } from './copy-script';
import { renderDsyncPage, type DirectoryView } from './dsync-page';
import { checkCsrf, formSchema, idParams, requirePortalSession } from './portal-guard';
import type { PortalSession } from '../domain/portal-links';

const page = '/admin-portal/dsync';

export async function dsyncPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const views = async (organizationId: string): Promise<DirectoryView[]> =>
    Promise.all(
      (await listDirectorySummaries(ctx.db, organizationId)).map(async (directory) => ({
        directory,
        endpoint: `${ctx.config.publicUrl}/scim/v2.0/${directory.external_key}`,
        tokens: await listDirectoryTokens(ctx.db, directory.id),
        groups: await listGroupsWithRoles(ctx.db, directory.id),
        users: await listDirectoryUserLines(ctx.db, directory.id),
      })),
    );
  const roles = async (organizationId: string) =>
    (await listRoles(ctx.db, organizationId)).map((role) => ({ slug: role.slug, name: role.name }));
  const render = async (
    reply: FastifyReply,
    session: PortalSession,
    state: Parameters<typeof renderDsyncPage>[3] = {},
    status = 200,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        renderDsyncPage(
          session,
          await views(session.organizationId),
          await roles(session.organizationId),
          state,
        ),
      );
  /** The session's directory, or 404 (another organization's id is simply not found). */
  const directoryOf = async (session: PortalSession, id: string): Promise<DirectoryRow> => {
    const directory = await findDirectory(ctx.db, id);
    if (!directory || directory.organization_id !== session.organizationId)
      throw notFound('This directory no longer exists.');
    // One being deleted takes no new token, mapping or second deletion.
    if (directory.state === 'deleting') throw notFound('This directory is being deleted.');
    return directory;
  };

  app.get(COPY_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(copyScript),
  );

  app.get<{ Querystring: { notice?: string } }>(
    page,
    {
      schema: {
        querystring: { type: 'object', properties: { notice: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      return render(reply, session, { notice: request.query.notice });
    },
  );

  app.post<{ Body: { type?: string; name?: string } }>(
    page,
    { schema: { body: formSchema(['type', 'name']) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      checkCsrf(session, request.body);
      const type = request.body?.type ?? '';
      const name = (request.body?.name ?? '').trim();
      if (!(DIRECTORY_TYPES as readonly string[]).includes(type))
        return render(reply, session, { notice: 'invalid' }, 400);
      if (name === '' || name.length > 100)
        return render(
          reply,
          session,
          { nameError: 'Give the directory a name of up to 100 characters.' },
          400,
        );
      const directory = await createDirectory(ctx.db, {
        organizationId: session.organizationId,
        type,
        name,
      });
      const { token } = await issueDirectoryToken(ctx.db, directory.id);
      // The token is in this answer only; a reload shows its last four characters.
      return render(reply, session, { newToken: { directoryId: directory.id, token } }, 201);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/:id/tokens`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      checkCsrf(session, request.body);
      const directory = await directoryOf(session, request.params.id);
      const { token } = await issueDirectoryToken(ctx.db, directory.id);
      return render(reply, session, { newToken: { directoryId: directory.id, token } }, 201);
    },
  );

  app.post<{ Params: { id: string; tokenId: string } }>(
    `${page}/:id/tokens/:tokenId/revoke`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['id', 'tokenId'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 100 },
            tokenId: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
        body: formSchema([]),
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      checkCsrf(session, request.body);
      const directory = await directoryOf(session, request.params.id);
      await revokeDirectoryToken(ctx.db, directory.id, request.params.tokenId);
      return reply.redirect(`${page}?notice=token-revoked`, 303);
    },
  );

  app.post<{ Params: { id: string; groupId: string }; Body: { role?: string } }>(
    `${page}/:id/groups/:groupId/role`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['id', 'groupId'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 100 },
            groupId: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
        body: formSchema(['role']),
      },
    },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      checkCsrf(session, request.body);
      const directory = await directoryOf(session, request.params.id);
      const role = request.body?.role || null;
      const saved = await ctx.db.transaction((tx) =>
        setGroupRole(tx, directory, request.params.groupId, role),
      );
      return reply.redirect(`${page}?notice=${saved ? 'role-saved' : 'invalid'}`, 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${page}/:id/delete`,
    { schema: { params: idParams, body: formSchema([]) } },
    async (request, reply) => {
      const session = await requirePortalSession(ctx, request, 'dsync');
      checkCsrf(session, request.body);
      const directory = await directoryOf(session, request.params.id);
      await beginDirectoryDeletion(ctx.db, directory.id);
      return reply.redirect(`${page}?notice=deleted`, 303);
    },
  );
}
