// Changing the caller's e-mail address (issue #24, API-CONTRACT.md §2 UserProfile): after identity
// verification a six-digit code goes to the NEW address; entering it moves the account there.
// The users table's unique index on lower(email) plus one transaction keep two accounts from ever
// sharing an address: of two accounts racing for one address exactly one succeeds.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { isEmailAddress, normalizeEmail } from '../domain/email-address';
import { waitText } from '../domain/sign-in-attempts';
import { newId } from '../ids';
import { codeMatches, hashChallengeCode, newSixDigitCode } from '../domain/challenge-attempts';
import { issueElevatedAccessToken, requireElevatedAccess } from './elevated-access';
import { profileColumns, toProfile, type ProfileRow } from './user-profile-routes';
import { callerOf, widgetGuard } from './widget-guard';
import { codeProperty } from './code-verify-body';

export const EMAIL_CHANGE_CODE_TTL_MS = 15 * 60 * 1000;
/** Change codes an account may have mailed per hour; more is a 429 with Retry-After. */
export const EMAIL_CHANGES_PER_HOUR = 5;
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

const fieldError = (status: number, code: string, field: string, message: string) =>
  new HttpError(status, message, code, [{ field, message }]);

export const emailChangeErrors = {
  invalid: () => fieldError(400, 'invalid_email', 'newEmail', 'Enter a valid e-mail address.'),
  unchanged: () =>
    fieldError(400, 'email_unchanged', 'newEmail', 'This is already your e-mail address.'),
  taken: () =>
    fieldError(
      409,
      'email_taken',
      'newEmail',
      'This e-mail address is already used by another account.',
    ),
  wrongCode: () => fieldError(400, 'invalid_code', 'code', 'Invalid code, please try again.'),
  expired: () =>
    fieldError(400, 'code_expired', 'code', 'This code has expired. Request a new code.'),
  tooManyAttempts: () =>
    fieldError(
      400,
      'too_many_attempts',
      'code',
      'Too many incorrect attempts. Request a new code.',
    ),
  noChange: () =>
    fieldError(
      400,
      'no_email_change',
      'code',
      'No e-mail change is waiting for a code. Request a new code.',
    ),
};

interface ChangeRequestRow {
  id: string;
  new_email: string;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Counts one try against the caller's live change request and returns it, or throws why not. */
async function takeAttempt(db: Queryable, userId: string): Promise<ChangeRequestRow> {
  const [latest] = await db.query<ChangeRequestRow>(
    `SELECT id, new_email, code_hash, attempts, expires_at <= now() AS expired
       FROM email_change_requests
      WHERE user_id = $1 AND completed_at IS NULL AND replaced_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  if (!latest) throw emailChangeErrors.noChange();
  const [taken] = await db.query<ChangeRequestRow>(
    `UPDATE email_change_requests SET attempts = attempts + 1
      WHERE id = $1 AND attempts < $2 AND expires_at > now() AND completed_at IS NULL
      RETURNING id, new_email, code_hash, attempts, false AS expired`,
    [latest.id, EMAIL_CHANGE_MAX_ATTEMPTS],
  );
  if (taken) return taken;
  if (latest.expired) throw emailChangeErrors.expired();
  if (latest.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS) throw emailChangeErrors.tooManyAttempts();
  throw emailChangeErrors.noChange();
}

export async function emailChangeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);
  const base = '/_widgets/UserProfile';

  app.post<{ Body: { newEmail: string } }>(
    `${base}/send-email-change`,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['newEmail'],
          properties: { newEmail: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireElevatedAccess(ctx, request, caller);
      if (!isEmailAddress(request.body.newEmail)) throw emailChangeErrors.invalid();
      const newEmail = normalizeEmail(request.body.newEmail);
      const code = newSixDigitCode();
      const expiresAt = new Date(Date.now() + EMAIL_CHANGE_CODE_TTL_MS);
      await ctx.db.transaction(async (tx) => {
        // The account row is locked so concurrent requests are counted one at a time.
        const [user] = await tx.query<{ email: string }>(
          'SELECT email FROM users WHERE id = $1 FOR UPDATE',
          [caller.userId],
        );
        if (!user) throw new HttpError(401, 'Session has ended', 'session_ended');
        if (normalizeEmail(user.email) === newEmail) throw emailChangeErrors.unchanged();
        const [recent] = await tx.query<{ count: number; oldest_age: number | null }>(
          `SELECT count(*)::int AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest_age
             FROM email_change_requests WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
          [caller.userId],
        );
        if ((recent?.count ?? 0) >= EMAIL_CHANGES_PER_HOUR) {
          const wait = Math.max(1, Math.ceil(3600 - Number(recent?.oldest_age ?? 0)));
          void reply.header('retry-after', String(wait));
          throw new HttpError(
            429,
            `Too many e-mail change requests. Please wait ${waitText(wait)} and try again.`,
            'rate_limited',
          );
        }
        const [other] = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [
          newEmail,
          caller.userId,
        ]);
        if (other) throw emailChangeErrors.taken();
        await tx.query(
          `UPDATE email_change_requests SET replaced_at = now()
            WHERE user_id = $1 AND completed_at IS NULL AND replaced_at IS NULL`,
          [caller.userId],
        );
        const id = newId('email_change');
        await tx.query(
          `INSERT INTO email_change_requests (id, user_id, new_email, code_hash, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, caller.userId, newEmail, hashChallengeCode(id, code), expiresAt],
        );
        await ctx.mailer.send(tx, {
          to: newEmail,
          subject: `Your e-mail change code is ${code}`,
          body: `Enter this code to use ${newEmail} for your account: ${code}\n\nThe code expires in 15 minutes. If you did not ask to change your e-mail address, you can ignore this message.`,
          kind: 'email-change-code',
        });
      });
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.post<{ Body: { code: string } }>(
    `${base}/verify-email-change`,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { code: codeProperty },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await requireElevatedAccess(ctx, request, caller);
      const code = request.body.code.trim();
      if (!/^\d{6}$/.test(code)) throw emailChangeErrors.wrongCode();
      const change = await takeAttempt(ctx.db, caller.userId);
      if (
        !codeMatches(
          { id: change.id, code_hash: change.code_hash, factor_id: null, attempts: 0 },
          code,
        )
      ) {
        throw change.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS
          ? emailChangeErrors.tooManyAttempts()
          : emailChangeErrors.wrongCode();
      }
      try {
        return await ctx.db.transaction(async (tx) => {
          const [claimed] = await tx.query(
            `UPDATE email_change_requests SET completed_at = now()
              WHERE id = $1 AND completed_at IS NULL AND replaced_at IS NULL RETURNING id`,
            [change.id],
          );
          if (!claimed) throw emailChangeErrors.noChange();
          const [before] = await tx.query<{ email: string }>(
            'SELECT email FROM users WHERE id = $1 FOR UPDATE',
            [caller.userId],
          );
          if (!before) throw new HttpError(401, 'Session has ended', 'session_ended');
          await tx.query('UPDATE email_change_requests SET previous_email = $2 WHERE id = $1', [
            change.id,
            before.email,
          ]);
          // The unique index on lower(email) refuses a second account at this address, even one
          // that claimed it a moment ago in a concurrent transaction.
          const [row] = await tx.query<ProfileRow>(
            `UPDATE users SET email = $2, email_verified = true, updated_at = now() WHERE id = $1
             RETURNING ${profileColumns}`,
            [caller.userId, change.new_email],
          );
          // Codes mailed to the old address (sign-in codes, identity verification codes) end
          // with it: the old mailbox must not sign in or verify anymore (issue #39.4).
          await tx.query(
            `UPDATE challenges SET expires_at = now()
              WHERE user_id = $1 AND kind IN ('SignInEmailCode', 'EmailVerification')
                AND completed_at IS NULL AND expires_at > now()`,
            [caller.userId],
          );
          // An invitation to the new address where the person is already a member is moot.
          await tx.query(
            `DELETE FROM memberships WHERE user_id IS NULL AND lower(email) = $2
                AND organization_id IN (SELECT organization_id FROM memberships WHERE user_id = $1)`,
            [caller.userId, change.new_email],
          );
          await tx.query('UPDATE memberships SET email = $2 WHERE user_id = $1', [
            caller.userId,
            change.new_email,
          ]);
          await recordChange(tx, 'user.updated', caller.userId);
          await ctx.mailer.send(tx, {
            to: before.email,
            subject: 'Your e-mail address was changed',
            body: `The e-mail address of your account was changed to ${change.new_email}. You will sign in with that address from now on.\n\nIf you did not make this change, contact your organization admin at once.`,
            kind: 'email-change-notice',
          });
          const elevated = await issueElevatedAccessToken(tx, caller);
          return { user: toProfile(row!), ...elevated };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailChangeErrors.taken();
        throw error;
      }
    },
  );
}
