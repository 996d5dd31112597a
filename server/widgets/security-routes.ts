// Password and TOTP management for the caller. Setting a password, enrolling and removing TOTP
// need elevated access; changing a password proves itself with the current one instead.
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { clientAddress } from '../http/client-address';
import { totpStep } from '../domain/totp';
import { recordAttempt, signInAllowed, waitText } from '../domain/sign-in-attempts';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { newId } from '../ids';
import { completeChallenge, takeChallengeAttempt } from '../domain/challenge-attempts';
import { requireElevatedAccess } from './elevated-access';
import { callerOf, widgetGuard } from './widget-guard';
import { codeVerifyBodySchema, type CodeVerifyBody } from './code-verify-body';
import { recordChange } from '../events/change-events';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;
const TOTP_ISSUER = 'Loyalty Console';
const TOTP_ENROLMENT_TTL_MS = 15 * 60 * 1000;

export function totpFor(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

function checkNewPassword(password: string, field: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`, field);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw badRequest(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`, field);
  }
}

const stringBody = (fields: string[], maxLength = 1000) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: fields,
    properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength }])),
  }) as const;

/** Stores a new password hash, with its `user.updated` event in the same transaction. */
async function setPassword(ctx: AppContext, userId: string, hash: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      userId,
      hash,
    ]);
    await recordChange(tx, 'user.updated', userId);
  });
}

export async function securityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);
  const base = '/_widgets/UserProfile';

  app.post<{ Body: { password: string } }>(
    `${base}/create-password`,
    { onRequest, schema: { body: stringBody(['password']) } },
    async (request) => {
      const caller = callerOf(request);
      await requireElevatedAccess(ctx, request, caller);
      checkNewPassword(request.body.password, 'password');
      const hash = await hashPassword(request.body.password);
      await setPassword(ctx, caller.userId, hash);
      return { success: true };
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    `${base}/update-password`,
    { onRequest, schema: { body: stringBody(['currentPassword', 'newPassword']) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      const [user] = await ctx.db.query<{ email: string; password_hash: string | null }>(
        'SELECT email, password_hash FROM users WHERE id = $1',
        [caller.userId],
      );
      if (!user) throw new HttpError(401, 'Session has ended', 'session_ended');
      // Wrong current passwords count with failed sign-ins, so a stolen access token can't be
      // used to guess the password faster than the sign-in page allows.
      const address = clientAddress(request);
      const verdict = await signInAllowed(ctx.db, user.email, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(
          429,
          `Too many incorrect passwords. Please wait ${waitText(verdict.retryAfterSeconds)} and try again.`,
          'rate_limited',
        );
      }
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        await recordAttempt(ctx.db, user.email, address, false);
        throw badRequest('Invalid credentials', 'currentPassword');
      }
      checkNewPassword(newPassword, 'newPassword');
      if (newPassword === currentPassword)
        throw badRequest('You cannot reuse your current password', 'newPassword');
      const hash = await hashPassword(newPassword);
      await setPassword(ctx, caller.userId, hash);
      return { success: true };
    },
  );

  app.post(`${base}/create-totp-factor`, { onRequest }, async (request) => {
    const caller = callerOf(request);
    await requireElevatedAccess(ctx, request, caller);
    const [user] = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      caller.userId,
    ]);
    if (!user) throw new HttpError(401, 'Session has ended', 'session_ended');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const totp = totpFor(secret, user.email);
    const uri = totp.toString();
    const factorId = newId('auth_factor');
    const challengeId = newId('auth_challenge');
    await ctx.db.transaction(async (tx) => {
      // Abandoned enrolments are replaced; a verified factor stays until MFA is disabled.
      await tx.query('DELETE FROM totp_factors WHERE user_id = $1 AND verified_at IS NULL', [
        caller.userId,
      ]);
      await tx.query('INSERT INTO totp_factors (id, user_id, secret) VALUES ($1, $2, $3)', [
        factorId,
        caller.userId,
        secret,
      ]);
      await tx.query(
        `INSERT INTO challenges (id, user_id, kind, factor_id, expires_at) VALUES ($1, $2, 'Totp', $3, $4)`,
        [challengeId, caller.userId, factorId, new Date(Date.now() + TOTP_ENROLMENT_TTL_MS)],
      );
    });
    return {
      authenticationFactor: {
        id: factorId,
        totp: { qr_code: await QRCode.toDataURL(uri), secret, uri },
      },
      authenticationChallenge: { id: challengeId },
    };
  });

  app.post<{ Body: CodeVerifyBody }>(
    `${base}/verify-totp-factor`,
    {
      onRequest,
      schema: {
        body: codeVerifyBodySchema,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const challenge = await takeChallengeAttempt(
        ctx.db,
        request.body.authenticationChallengeId,
        caller.userId,
        'Totp',
      );
      const [factor] = await ctx.db.query<{ id: string; secret: string }>(
        'SELECT id, secret FROM totp_factors WHERE id = $1 AND user_id = $2',
        [challenge.factor_id, caller.userId],
      );
      if (!factor)
        throw new HttpError(
          400,
          'This setup was replaced. Start the setup again.',
          'challenge_expired',
        );
      const code = request.body.code.trim();
      const step = totpStep(factor.secret, code);
      if (step === undefined) return { success: false };
      await completeChallenge(ctx.db, challenge.id);
      // The enrolment code is used up too: it cannot sign in afterwards (RFC 6238 §5.2).
      await ctx.db.query(
        'UPDATE totp_factors SET verified_at = now(), last_used_at = now(), last_used_step = $2 WHERE id = $1',
        [factor.id, step],
      );
      return { success: true };
    },
  );

  app.delete(`${base}/totp-factors`, { onRequest }, async (request) => {
    const caller = callerOf(request);
    await requireElevatedAccess(ctx, request, caller);
    await ctx.db.query('DELETE FROM totp_factors WHERE user_id = $1', [caller.userId]);
    return { success: true };
  });
}
