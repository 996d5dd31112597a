// The caller's sign-in sessions: list, end one, end all others. Ending a session sets ended_at,
// which stops its refresh tokens and its access tokens at the widget guard.
import type { FastifyInstance } from 'fastify';
import type { ListSessionsResponse } from '../../src/api/widgets/types';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { badRequest, notFound } from '../http/errors';
import { endSession } from '../domain/sessions';
import { callerOf, widgetGuard } from './widget-guard';

interface SessionRow {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
  city_name: string | null;
  country_iso_code: string | null;
  last_activity_at: Date;
  created_at: Date;
  ended_at: Date | null;
}

export async function sessionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);
  const base = '/_widgets/UserProfile/sessions';

  app.get(base, { onRequest }, async (request): Promise<ListSessionsResponse> => {
    const caller = callerOf(request);
    const rows = await ctx.db.query<SessionRow>(
      `SELECT id, user_agent, ip_address, city_name, country_iso_code, last_activity_at, created_at, ended_at
         FROM sessions WHERE user_id = $1 AND ended_at IS NULL
        ORDER BY (id = $2) DESC, last_activity_at DESC, id DESC LIMIT 100`,
      [caller.userId, caller.sessionId],
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        userAgent: row.user_agent ?? '',
        ipAddress: row.ip_address ?? '',
        currentLocation:
          row.city_name || row.country_iso_code
            ? { cityName: row.city_name ?? '', countryISOCode: row.country_iso_code ?? '' }
            : null,
        lastActivityAt: new Date(row.last_activity_at).toISOString(),
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  });

  app.delete<{ Params: { sessionId: string } }>(
    `${base}/revoke/:sessionId`,
    {
      onRequest,
      schema: {
        params: {
          type: 'object',
          required: ['sessionId'],
          properties: { sessionId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { sessionId } = request.params;
      if (sessionId === caller.sessionId) {
        throw badRequest('This is your current session; sign out to end it', 'sessionId');
      }
      const [row] = await ctx.db.transaction(async (tx) => {
        const [owned] = await tx.query<{ id: string; ended: boolean }>(
          'SELECT id, ended_at IS NOT NULL AS ended FROM sessions WHERE id = $1 AND user_id = $2 FOR UPDATE',
          [sessionId, caller.userId],
        );
        if (owned && !owned.ended) await endSession(tx, owned.id);
        return owned ? [owned] : [];
      });
      if (!row) throw notFound('Session not found');
      return { success: true };
    },
  );

  app.delete<{ Body: { currentSessionId: string } }>(
    `${base}/revoke-all`,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentSessionId'],
          properties: { currentSessionId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // The session making the call is always kept, whatever currentSessionId says, so a stale
      // client can't sign itself out by accident.
      await ctx.db.transaction(async (tx) => {
        const ended = await tx.query<{ id: string }>(
          `UPDATE sessions SET ended_at = now()
            WHERE user_id = $1 AND ended_at IS NULL AND id <> $2 AND id <> $3 RETURNING id`,
          [caller.userId, caller.sessionId, request.body.currentSessionId],
        );
        for (const { id } of ended) await recordChange(tx, 'session.revoked', id);
      });
      return { success: true };
    },
  );
}
