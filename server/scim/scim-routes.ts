// The SCIM 2.0 service of every directory, at /scim/v2.0/<external_key>/: discovery documents
// from SCIMMY, /Users and /Groups in SQL. Answers application/scim+json, accepts it and
// application/json (Fastify refuses scim+json with 415 unless a parser is registered). Every
// failure is a SCIM error body.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { scimmy } from './scimmy-setup';
import { ScimError, installScimErrorHandler, scimNotFound } from './scim-errors';
import { scimAuthHook } from './scim-auth';
import { scimUserRoutes } from './scim-users';
import { scimGroupRoutes } from './scim-groups';
import { sendScim } from './scim-resources';
import { directoryWrites } from './scim-directory-writes';

/** Bodies up to 4 MB: a group push of thousands of members is one request. */
const SCIM_BODY_LIMIT = 4 * 1024 * 1024;

function installScimParsers(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['application/scim+json', 'application/json'],
    { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ScimError(400, 'invalidSyntax', 'The request body is not valid JSON'), undefined);
      }
    },
  );
}

export async function scimRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const SCIMMY = scimmy();
  await app.register(
    async (scope) => {
      installScimParsers(scope);
      installScimErrorHandler(scope);
      scope.addHook('onRequest', scimAuthHook(ctx));
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      const base = (key: string) => `${ctx.config.publicUrl}/scim/v2.0/${key}`;

      scope.get<{ Params: { key: string } }>('/ServiceProviderConfig', async (request, reply) =>
        sendScim(reply, 200, {
          ...(await new SCIMMY.Resources.ServiceProviderConfig().read()),
          meta: {
            resourceType: 'ServiceProviderConfig',
            location: `${base(request.params.key)}/ServiceProviderConfig`,
          },
        }),
      );
      scope.get<{ Params: { key: string; id?: string } }>(
        '/ResourceTypes/:id?',
        async (request, reply) => {
          const read = await new SCIMMY.Resources.ResourceType(
            request.params.id || undefined,
          ).read();
          return sendScim(reply, 200, read);
        },
      );
      scope.get<{ Params: { key: string; id?: string } }>(
        '/Schemas/:id?',
        async (request, reply) => {
          const read = await new SCIMMY.Resources.Schema(request.params.id || undefined).read();
          return sendScim(reply, 200, read);
        },
      );
      const writes = directoryWrites();
      await scimUserRoutes(scope, ctx, writes);
      await scimGroupRoutes(scope, ctx, writes);
      scope.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        handler: async () => {
          throw scimNotFound('No such SCIM endpoint');
        },
      });
    },
    { prefix: '/scim/v2.0/:key' },
  );
}
