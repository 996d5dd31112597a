// The hosted sign-up form post (screen_hint=sign-up) and the TOTP step of sign-in.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { newId } from '../ids';
import { clientAddress } from '../http/client-address';
import {
  recordAttempt,
  signInAllowed,
  signUpAllowed,
  tooManyAttempts,
  waitText,
} from '../domain/sign-in-attempts';
import {
  FORM_EXPIRED,
  attachInvitation,
  authorizeFrom,
  authorizeProperties,
  formPostAllowed,
  sendPage,
} from './authorize-routes';
import {
  renderRestartPage,
  renderSignInPage,
  renderSignUpPage,
  renderTotpPage,
} from './pages/sign-in-pages';
import { invitationRefusal } from './invitation-lookup';
import { hashPassword } from '../domain/passwords';
import { chooseOrganization, completeSignIn } from './sign-in-flow';
import { MAX_TOTP_ATTEMPTS, totpStep } from '../domain/totp';
import { isEmailAddress } from '../domain/email-address';
import { findUserById, normalizeEmail, type UserRow } from '../domain/users';

export const MIN_PASSWORD_LENGTH = 8;

type SignUpField = 'first_name' | 'last_name' | 'email' | 'password';

/** Field errors of the sign-up form; empty when it is valid. */
export function signUpErrors(
  values: Record<SignUpField, string>,
): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};
  if (!values.first_name.trim()) errors.first_name = 'Enter your first name.';
  else if (values.first_name.trim().length > 100) errors.first_name = 'First name is too long.';
  if (!values.last_name.trim()) errors.last_name = 'Enter your last name.';
  else if (values.last_name.trim().length > 100) errors.last_name = 'Last name is too long.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!isEmailAddress(values.email)) errors.email = 'Enter a valid email address.';
  if (!values.password) errors.password = 'Enter a password.';
  else if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  } else if (values.password.length > 256) errors.password = 'Password is too long.';
  return errors;
}

export async function signUpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const text = { type: 'string', maxLength: 1024 };
  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/sign-up',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...authorizeProperties,
            first_name: text,
            last_name: text,
            email: text,
            password: text,
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      await attachInvitation(ctx, authorize);
      if (!formPostAllowed(ctx, request, authorize))
        return sendPage(reply, 403, renderSignUpPage({ request: authorize, error: FORM_EXPIRED }));
      const values = {
        first_name: request.body.first_name ?? '',
        last_name: request.body.last_name ?? '',
        email: request.body.email ?? '',
        password: request.body.password ?? '',
      };
      const shown = {
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
      };
      const errors = signUpErrors(values);
      if (Object.keys(errors).length > 0) {
        return sendPage(
          reply,
          400,
          renderSignUpPage({ request: authorize, values: shown, errors }),
        );
      }
      // An invitation that cannot be accepted with this address creates no account.
      const refusal = authorize.invitationToken
        ? invitationRefusal(authorize.invitation, normalizeEmail(values.email))
        : undefined;
      if (refusal) {
        return sendPage(
          reply,
          403,
          renderSignUpPage({ request: authorize, values: shown, error: refusal }),
        );
      }
      const verdict = await signUpAllowed(ctx.db, clientAddress(request));
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderSignUpPage({
            request: authorize,
            values: shown,
            error: `Too many sign-ups from your network. Please wait ${waitText(verdict.retryAfterSeconds)} and try again.`,
          }),
        );
      }
      const passwordHash = await hashPassword(values.password);
      const [user] = await ctx.db.transaction(async (tx) => {
        const created = await tx.query<UserRow>(
          `INSERT INTO users (id, email, first_name, last_name, password_hash)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
          [
            newId('user'),
            normalizeEmail(values.email),
            values.first_name.trim(),
            values.last_name.trim(),
            passwordHash,
          ],
        );
        if (created[0]) await recordChange(tx, 'user.created', created[0].id);
        return created;
      });
      if (!user) {
        return sendPage(
          reply,
          409,
          renderSignUpPage({
            request: authorize,
            values: shown,
            errors: { email: 'An account with this email already exists. Sign in instead.' },
          }),
        );
      }
      const organization = await chooseOrganization(ctx, user, authorize);
      return completeSignIn(
        ctx,
        request,
        reply,
        user,
        authorize,
        organization.ok ? organization.organizationId : null,
      );
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/totp',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...authorizeProperties,
            challenge_id: { type: 'string', maxLength: 100 },
            code: text,
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      if (!formPostAllowed(ctx, request, authorize))
        return sendPage(reply, 403, renderRestartPage(authorize, FORM_EXPIRED));
      const challengeId = request.body.challenge_id ?? '';
      const code = (request.body.code ?? '').replace(/\s/g, '');
      const stepExpired = () =>
        sendPage(
          reply,
          400,
          renderRestartPage(authorize, 'This sign-in step has expired. Please sign in again.'),
        );
      const [challenge] = await ctx.db.query<{
        user_id: string;
        pending: { codeChallenge?: string; redirectUri?: string };
      }>(
        `SELECT user_id, pending FROM challenges
         WHERE id = $1 AND kind = 'SignInTotp' AND completed_at IS NULL AND expires_at > now()`,
        [challengeId],
      );
      const sameRequest =
        challenge?.pending?.codeChallenge === authorize.codeChallenge &&
        challenge.pending.redirectUri === authorize.redirectUri;
      if (!challenge || !sameRequest) return stepExpired();
      const user = await findUserById(ctx.db, challenge.user_id);
      if (!user) return stepExpired();
      // The TOTP step waits and counts like the password step (issue #26): the right password
      // just before does not clear the failures, so codes can't be guessed faster than passwords.
      const address = clientAddress(request);
      const verdict = await signInAllowed(ctx.db, user.email, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderTotpPage({ request: authorize, challengeId, error: tooManyAttempts(verdict) }),
        );
      }
      const [counted] = await ctx.db.query<{ attempts: number }>(
        'UPDATE challenges SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts',
        [challengeId, MAX_TOTP_ATTEMPTS],
      );
      const tooMany = 'Too many incorrect codes. Please sign in again.';
      if (!counted) return sendPage(reply, 429, renderRestartPage(authorize, tooMany));

      const factors = await ctx.db.query<{ id: string; secret: string }>(
        'SELECT id, secret FROM totp_factors WHERE user_id = $1 AND verified_at IS NOT NULL',
        [challenge.user_id],
      );
      const matched = factors
        .map((candidate) => ({ ...candidate, step: totpStep(candidate.secret, code) }))
        .find((candidate) => candidate.step !== undefined);
      // Claiming the step in one statement makes the code single-use, also under concurrency.
      const [factor] = matched
        ? await ctx.db.query<{ id: string }>(
            `UPDATE totp_factors SET last_used_step = $2, last_used_at = now()
              WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING id`,
            [matched.id, matched.step],
          )
        : [];
      if (!factor) {
        await recordAttempt(ctx.db, user.email, address, false);
        if (counted.attempts >= MAX_TOTP_ATTEMPTS)
          return sendPage(reply, 429, renderRestartPage(authorize, tooMany));
        const error = code ? 'Invalid code, please try again.' : 'Enter the 6-digit code.';
        return sendPage(reply, 401, renderTotpPage({ request: authorize, challengeId, error }));
      }
      const completed = await ctx.db.query(
        'UPDATE challenges SET completed_at = now() WHERE id = $1 AND completed_at IS NULL RETURNING id',
        [challengeId],
      );
      if (completed.length === 0) return stepExpired();
      const organization = await chooseOrganization(ctx, user, authorize);
      if (!organization.ok) {
        return sendPage(
          reply,
          403,
          renderSignInPage({ request: authorize, email: user.email, error: organization.message }),
        );
      }
      return completeSignIn(ctx, request, reply, user, authorize, organization.organizationId);
    },
  );
}
