// Identity verification for sensitive profile changes: an e-mailed six-digit code buys an
// elevated-access token bound to the user and the session that asked for it.
//
// The widget treats the token as valid for 5 s after receipt (SPEC.md §4) and only sends it on
// the next mutation; the server accepts it for 5 minutes so a slow network or a retry after a
// token refresh does not force a second e-mail, while still expiring well before any session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, badRequest } from '../http/errors';
import { newId, newSecret } from '../ids';
import {
  codeMatches,
  completeChallenge,
  hashChallengeCode,
  newSixDigitCode,
  takeChallengeAttempt,
} from '../domain/challenge-attempts';
import { hashSecret } from '../domain/secrets';
import { callerOf, widgetGuard, type WidgetCaller } from './widget-guard';
import { codeVerifyBodySchema, type CodeVerifyBody } from './code-verify-body';

export const ELEVATED_ACCESS_TTL_MS = 5 * 60 * 1000;
const CODE_TTL_MS = 10 * 60 * 1000;
/** At most this many codes per user per CODE_TTL_MS; more is a 429. */
const CODES_PER_WINDOW = 10;

/** Throws 403 unless the request carries a live elevated-access token of the caller's session. */
export async function requireElevatedAccess(
  ctx: AppContext,
  request: FastifyRequest,
  caller: WidgetCaller,
): Promise<void> {
  const header = request.headers['x-elevated-access-token'];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token) {
    const [row] = await ctx.db.query(
      `SELECT 1 FROM elevated_access_tokens
        WHERE token_hash = $1 AND user_id = $2 AND session_id = $3 AND expires_at > now()`,
      [hashSecret(token), caller.userId, caller.sessionId],
    );
    if (row) return;
  }
  throw new HttpError(403, 'Identity verification required', 'elevated_access_required');
}

/** Stores a fresh elevated-access token for the caller's session and returns it (once). */
export async function issueElevatedAccessToken(
  db: Queryable,
  caller: WidgetCaller,
): Promise<{ elevatedAccessToken: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ELEVATED_ACCESS_TTL_MS);
  await db.query('DELETE FROM elevated_access_tokens WHERE user_id = $1 AND expires_at < now()', [
    caller.userId,
  ]);
  await db.query(
    'INSERT INTO elevated_access_tokens (token_hash, user_id, session_id, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(token), caller.userId, caller.sessionId, expiresAt],
  );
  return { elevatedAccessToken: token, expiresAt: expiresAt.toISOString() };
}

export async function elevatedAccessRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);

  app.post('/_widgets/UserProfile/send-verification', { onRequest }, async (request) => {
    const caller = callerOf(request);
    const [recent] = await ctx.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM challenges
        WHERE user_id = $1 AND kind = 'EmailVerification' AND created_at > now() - make_interval(secs => $2)`,
      [caller.userId, CODE_TTL_MS / 1000],
    );
    if ((recent?.count ?? 0) >= CODES_PER_WINDOW) {
      throw new HttpError(
        429,
        'Too many verification codes requested. Try again in a few minutes.',
        'rate_limited',
      );
    }
    const [user] = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      caller.userId,
    ]);
    if (!user) throw new HttpError(401, 'Session has ended', 'session_ended');
    const id = newId('auth_challenge');
    const code = newSixDigitCode();
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO challenges (id, user_id, kind, code_hash, expires_at) VALUES ($1, $2, 'EmailVerification', $3, $4)`,
        [id, caller.userId, hashChallengeCode(id, code), new Date(Date.now() + CODE_TTL_MS)],
      );
      await ctx.mailer.send(tx, {
        to: user.email,
        subject: `Your verification code is ${code}`,
        body: `Enter this code to confirm it's you: ${code}\n\nThe code expires in 10 minutes. If you did not ask for it, you can ignore this message.`,
        kind: 'verification-code',
      });
    });
    return { authenticationChallenge: id, type: 'EmailVerification' };
  });

  app.post<{ Body: CodeVerifyBody }>(
    '/_widgets/UserProfile/verify',
    {
      onRequest,
      schema: {
        body: codeVerifyBodySchema,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const code = request.body.code.trim();
      if (!/^\d{6}$/.test(code))
        throw badRequest('Invalid code: enter the 6-digit code from the e-mail', 'code');
      const challenge = await takeChallengeAttempt(
        ctx.db,
        request.body.authenticationChallengeId,
        caller.userId,
        'EmailVerification',
      );
      if (!codeMatches(challenge, code))
        throw badRequest('Invalid code, please try again.', 'code');
      await completeChallenge(ctx.db, challenge.id);
      return issueElevatedAccessToken(ctx.db, caller);
    },
  );
}
