// A user's sessions (the access token's `sid`) and revoking one: its refresh tokens stop working
// and the widgets refuse its access tokens at once.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { endSession } from '../domain/sessions';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { sessionObject, type SessionRow } from '../domain/sdk-objects';
import { idParam, idValue } from './schemas';
import { findManagedUser } from './users-routes';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/user_management/users/:id/sessions',
    {
      schema: {
        params: idParam('id'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: listQueryProperties,
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      await findManagedUser(db, request.params.id);
      return listPage(
        db,
        {
          sql: `SELECT s.id, s.user_id, s.organization_id, s.ip_address, s.user_agent, s.authentication_method,
                       s.created_at, s.last_activity_at, s.ended_at,
                       (SELECT max(r.expires_at) FROM refresh_tokens r WHERE r.session_id = s.id) AS expires_at
                  FROM sessions s WHERE s.user_id = $1`,
          params: [request.params.id],
          idColumn: 's.id',
        },
        list,
        (row: SessionRow) => sessionObject(row),
      );
    },
  );

  app.post<{ Body: { session_id: string } }>(
    '/user_management/sessions/revoke',
    {
      schema: {
        body: {
          type: 'object',
          required: ['session_id'],
          additionalProperties: false,
          properties: { session_id: idValue },
        },
      },
    },
    async (request) => {
      const [session] = await db.query<{ id: string }>('SELECT id FROM sessions WHERE id = $1', [
        request.body.session_id,
      ]);
      if (!session) throw notFound(`Session not found: '${request.body.session_id}'.`);
      await endSession(db, session.id);
      return {};
    },
  );
}
