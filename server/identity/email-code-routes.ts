// Passwordless sign-in on the hosted page: 'Email me a sign-in code' sends a six-digit code
// (valid 10 minutes, five tries) to the address; entering it continues like a password would,
// through the TOTP step when the account has one. Unknown addresses get the same page and no
// mail, so the page does not reveal which accounts exist.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { newId } from '../ids';
import { clientAddress } from '../http/client-address';
import {
  recordAttempt,
  signInAllowed,
  tooManyAttempts,
  waitText,
} from '../domain/sign-in-attempts';
import { signInCodeAllowed } from './sign-in-code-limit';
import {
  FORM_EXPIRED,
  authorizeFrom,
  authorizeProperties,
  formPostAllowed,
  sendPage,
} from './authorize-routes';
import type { AuthorizeRequest } from './authorize-request';
import { renderEmailCodePage, renderRestartPage, renderTotpPage } from './pages/sign-in-pages';
import { chooseOrganization, completeSignIn } from './sign-in-flow';
import { isEmailAddress } from '../domain/email-address';
import { findUserByEmail, findUserById, normalizeEmail } from '../domain/users';
import {
  codeMatches,
  hashChallengeCode,
  newSixDigitCode,
  type ChallengeRow,
} from '../domain/challenge-attempts';

export const EMAIL_CODE_TTL_MINUTES = 10;
export const MAX_EMAIL_CODE_ATTEMPTS = 5;

const pendingOf = (authorize: AuthorizeRequest) =>
  JSON.stringify({ codeChallenge: authorize.codeChallenge, redirectUri: authorize.redirectUri });

export async function emailCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/email-code',
    {
      schema: {
        body: {
          type: 'object',
          properties: { ...authorizeProperties, email: { type: 'string', maxLength: 320 } },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      const email = normalizeEmail(request.body.email ?? '');
      if (!formPostAllowed(ctx, request, authorize)) {
        return sendPage(
          reply,
          403,
          renderEmailCodePage({ request: authorize, email, error: FORM_EXPIRED }),
        );
      }
      if (!isEmailAddress(email)) {
        return sendPage(
          reply,
          400,
          renderEmailCodePage({ request: authorize, email, error: 'Enter your email address.' }),
        );
      }
      const address = clientAddress(request);
      const verdict = await signInAllowed(ctx.db, email, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return sendPage(reply, 429, renderRestartPage(authorize, tooManyAttempts(verdict)));
      }
      // Checked before the account is looked up: known and unknown addresses are limited alike.
      const mailVerdict = await signInCodeAllowed(ctx.db, email, address);
      if (!mailVerdict.allowed) {
        void reply.header('retry-after', String(mailVerdict.retryAfterSeconds));
        return sendPage(
          reply,
          429,
          renderRestartPage(
            authorize,
            `Too many sign-in codes requested. Please wait ${waitText(mailVerdict.retryAfterSeconds)} and try again.`,
          ),
        );
      }
      const user = await findUserByEmail(ctx.db, email);
      const challengeId = newId('auth_challenge');
      if (user) {
        const code = newSixDigitCode();
        await ctx.db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO challenges (id, user_id, kind, code_hash, pending, expires_at)
             VALUES ($1, $2, 'SignInEmailCode', $3, $4, now() + make_interval(mins => $5))`,
            [
              challengeId,
              user.id,
              hashChallengeCode(challengeId, code),
              pendingOf(authorize),
              EMAIL_CODE_TTL_MINUTES,
            ],
          );
          await ctx.mailer.send(tx, {
            to: user.email,
            subject: `Your sign-in code is ${code}`,
            body: `Enter this code to sign in to Loyalty Console: ${code}\n\nThe code expires in ${EMAIL_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this message.`,
            kind: 'sign-in-code',
          });
        });
      }
      return sendPage(reply, 200, renderEmailCodePage({ request: authorize, email, challengeId }));
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/email-code/verify',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...authorizeProperties,
            email: { type: 'string', maxLength: 320 },
            challenge_id: { type: 'string', maxLength: 100 },
            code: { type: 'string', maxLength: 20 },
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      const email = normalizeEmail(request.body.email ?? '');
      const challengeId = request.body.challenge_id ?? '';
      const code = (request.body.code ?? '').replace(/\s/g, '');
      const again = (status: number, error: string) =>
        sendPage(
          reply,
          status,
          renderEmailCodePage({ request: authorize, email, challengeId, error }),
        );
      if (!formPostAllowed(ctx, request, authorize)) return again(403, FORM_EXPIRED);
      if (!/^\d{6}$/.test(code)) return again(400, 'Enter the 6-digit code.');

      const address = clientAddress(request);
      const [live] = await ctx.db.query<{
        user_id: string;
        pending: { codeChallenge?: string; redirectUri?: string } | null;
      }>(
        `SELECT user_id, pending FROM challenges
          WHERE id = $1 AND kind = 'SignInEmailCode' AND completed_at IS NULL AND expires_at > now()`,
        [challengeId],
      );
      const sameRequest =
        live?.pending?.codeChallenge === authorize.codeChallenge &&
        live.pending.redirectUri === authorize.redirectUri;
      const user = live && sameRequest ? await findUserById(ctx.db, live.user_id) : undefined;
      // The account's wait is checked before any code: wrong codes of all its outstanding codes
      // count toward it. An unknown address's page (its challenge id matches nothing) is counted
      // under the address typed, so both kinds of address answer alike.
      const attemptEmail = user?.email ?? email;
      const verdict = await signInAllowed(ctx.db, attemptEmail, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return again(429, tooManyAttempts(verdict));
      }
      const [challenge] = user
        ? await ctx.db.query<ChallengeRow>(
            `UPDATE challenges SET attempts = attempts + 1
              WHERE id = $1 AND kind = 'SignInEmailCode' AND completed_at IS NULL AND expires_at > now()
                AND attempts < $2
              RETURNING id, code_hash, factor_id, attempts`,
            [challengeId, MAX_EMAIL_CODE_ATTEMPTS],
          )
        : [];
      if (!user || !challenge || !codeMatches(challenge, code)) {
        await recordAttempt(ctx.db, attemptEmail, address, false);
        if (challenge && challenge.attempts >= MAX_EMAIL_CODE_ATTEMPTS) {
          return sendPage(
            reply,
            429,
            renderRestartPage(authorize, 'Too many incorrect codes. Please sign in again.'),
          );
        }
        return again(401, 'Invalid code, please try again.');
      }
      const completed = await ctx.db.query(
        'UPDATE challenges SET completed_at = now() WHERE id = $1 AND completed_at IS NULL RETURNING id',
        [challenge.id],
      );
      if (completed.length === 0) return again(401, 'Invalid code, please try again.');

      const [factor] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM totp_factors WHERE user_id = $1 AND verified_at IS NOT NULL LIMIT 1',
        [user.id],
      );
      if (factor) {
        const totpChallengeId = newId('auth_challenge');
        await ctx.db.query(
          `INSERT INTO challenges (id, user_id, kind, factor_id, pending, expires_at)
           VALUES ($1, $2, 'SignInTotp', $3, $4, now() + interval '10 minutes')`,
          [totpChallengeId, user.id, factor.id, pendingOf(authorize)],
        );
        return sendPage(
          reply,
          200,
          renderTotpPage({ request: authorize, challengeId: totpChallengeId }),
        );
      }
      const organization = await chooseOrganization(ctx, user, authorize);
      if (!organization.ok)
        return sendPage(reply, 403, renderRestartPage(authorize, organization.message));
      return completeSignIn(ctx, request, reply, user, authorize, organization.organizationId);
    },
  );
}
