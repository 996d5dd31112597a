// GET /user_management/authorize (the hosted sign-in or sign-up page) and the sign-in form
// post. A request that fails validation gets an error page and is never redirected.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts';
import { PASSWORDLESS_EMAIL, passwordlessSignIn } from '../domain/passwordless-account';
import { newId } from '../ids';
import { clientAddress } from '../http/client-address';
import { recordAttempt, signInAllowed, tooManyAttempts } from '../domain/sign-in-attempts';
import { checkFormToken, issueFormToken, loadFormTokenKey } from './form-token';
import { AUTHORIZE_KEYS, parseAuthorizeRequest, type AuthorizeRequest } from './authorize-request';
import { findInvitation, invitationRefusal } from './invitation-lookup';
import { renderInvitationProblemPage } from './pages/invitation-parts';
import { renderErrorPage } from './pages/message-pages';
import { pageHeaders, scriptedPageHeaders } from './pages/page-layout';
import {
  renderSignInPage,
  renderSignUpPage,
  renderTotpPage,
  type DemoAccount,
  type SignInPageOptions,
} from './pages/sign-in-pages';
import { signInOptions } from '../domain/passkeys';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { chooseOrganization, completeSignIn } from './sign-in-flow';
import { findUserByEmail, normalizeEmail } from '../domain/users';

export const authorizeProperties = {
  ...Object.fromEntries(AUTHORIZE_KEYS.map((key) => [key, { type: 'string' }])),
  csrf: { type: 'string', maxLength: 200 },
};

/** The message of a form post refused for its anti-forgery token. */
export const FORM_EXPIRED =
  'This form has expired or did not come from this page. Please try again.';

/** True when a form post carries a valid token for its authorize request. */
export const formPostAllowed = (
  ctx: AppContext,
  request: FastifyRequest,
  authorize: AuthorizeRequest,
) => checkFormToken(ctx, request, authorize, (request.body as { csrf?: unknown }).csrf) === 'ok';

export const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).headers(pageHeaders).send(page);

/** Sends the sign-in page with its demo accounts and a fresh passkey challenge (and its scripts). */
export async function sendSignInPage(
  ctx: AppContext,
  reply: FastifyReply,
  status: number,
  options: Omit<SignInPageOptions, 'demoAccounts' | 'passkey'>,
): Promise<FastifyReply> {
  const page = renderSignInPage({
    ...options,
    demoAccounts: await demoAccounts(ctx),
    passkey: await signInOptions(ctx.db, ctx.config, clientAddress(reply.request)),
  });
  return reply.status(status).headers(scriptedPageHeaders).send(page);
}

/** Parses the authorize request of a query or form; on failure sends the error page and returns undefined. */
export function authorizeFrom(
  ctx: AppContext,
  input: unknown,
  validationError: Error | undefined,
  reply: FastifyReply,
): AuthorizeRequest | undefined {
  if (validationError) {
    void sendPage(
      reply,
      400,
      renderErrorPage(`The request is malformed: ${validationError.message}.`),
    );
    return undefined;
  }
  const parsed = parseAuthorizeRequest((input ?? {}) as Record<string, unknown>, {
    clientId: ctx.config.clientId,
    redirectUris: ctx.config.redirectUris,
  });
  if (parsed.ok) return { ...parsed.request, formToken: issueFormToken(ctx, parsed.request) };
  void sendPage(reply, 400, renderErrorPage(parsed.message));
  return undefined;
}

/** Looks up what the request's invitation token stands for (kept on the request for the pages). */
export async function attachInvitation(ctx: AppContext, authorize: AuthorizeRequest) {
  if (authorize.invitationToken)
    authorize.invitation = await findInvitation(ctx.db, authorize.invitationToken);
}

/**
 * The page an invitation link opens: sign-up when no account has the invited address, else
 * sign-in, the address filled in and the organization named; an expired, withdrawn or unknown
 * invitation gets a page saying so (the screen hint is the client's guess; the invitation knows).
 */
async function invitationPage(ctx: AppContext, reply: FastifyReply, authorize: AuthorizeRequest) {
  await attachInvitation(ctx, authorize);
  const invitation = authorize.invitation;
  const problem = !invitation
    ? 'unknown'
    : invitation.state === 'expired' || invitation.state === 'revoked'
      ? invitation.state
      : undefined;
  if (problem || !invitation) {
    return sendPage(
      reply,
      invitation ? 410 : 404,
      renderInvitationProblemPage(
        authorize,
        problem ?? 'unknown',
        invitationRefusal(invitation) ?? '',
      ),
    );
  }
  const request = { ...authorize, loginHint: authorize.loginHint ?? invitation.email };
  if (invitation.state === 'pending' && !invitation.hasAccount)
    return sendPage(reply, 200, renderSignUpPage({ request }));
  return sendPage(reply, 200, renderSignInPage({ request, demoAccounts: await demoAccounts(ctx) }));
}

/** Demo accounts that exist in this database, shown only in demo mode. */
async function demoAccounts(ctx: AppContext): Promise<DemoAccount[]> {
  if (!ctx.config.demoMode) return [];
  // The passwordless demo user signs in by e-mail code: no password in its form.
  const passwordless: DemoAccount = {
    email: PASSWORDLESS_EMAIL,
    password: '',
    name: 'Sam Social',
    description: passwordlessSignIn.description,
  };
  const accounts = [...DEMO_ACCOUNTS, passwordless];
  // Each demo address as the account has it now: an account whose address was changed (in the
  // profile widget) is offered at its new one; one that no longer exists is left out.
  const rows = await ctx.db.query<{ demo_email: string; email: string }>(
    `SELECT demo.email AS demo_email, COALESCE(
       (SELECT u.email FROM users u WHERE u.email = demo.email),
       (SELECT u.email FROM email_change_requests r JOIN users u ON u.id = r.user_id
         WHERE r.previous_email = demo.email AND r.completed_at IS NOT NULL
         ORDER BY r.completed_at DESC LIMIT 1)) AS email
       FROM unnest($1::text[]) AS demo(email)`,
    [accounts.map((account) => account.email)],
  );
  return accounts.flatMap((account) => {
    const email = rows.find((row) => row.demo_email === account.email)?.email;
    return email ? [{ ...account, email }] : [];
  });
}

// Verifying against a real hash for unknown e-mails keeps response times from revealing accounts.
let dummyHash: Promise<string> | undefined;

export async function authorizeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await loadFormTokenKey(ctx);
  app.get(
    '/user_management/authorize',
    {
      schema: { querystring: { type: 'object', properties: authorizeProperties } },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.query, request.validationError, reply);
      if (!authorize) return reply;
      if (authorize.invitationToken) return invitationPage(ctx, reply, authorize);
      if (authorize.screenHint === 'sign-up')
        return sendPage(reply, 200, renderSignUpPage({ request: authorize }));
      return sendSignInPage(ctx, reply, 200, { request: authorize });
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/sign-in',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...authorizeProperties,
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      await attachInvitation(ctx, authorize);
      const email = normalizeEmail(request.body.email ?? '');
      const password = request.body.password ?? '';
      const page = async (status: number, error: string) =>
        sendSignInPage(ctx, reply, status, { request: authorize, email, error });
      if (!formPostAllowed(ctx, request, authorize)) return page(403, FORM_EXPIRED);
      if (!email || !password) return page(400, 'Enter your email and password.');
      const address = clientAddress(request);
      const verdict = await signInAllowed(ctx.db, email, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return page(429, tooManyAttempts(verdict));
      }

      const user = await findUserByEmail(ctx.db, email);
      dummyHash ??= hashPassword('dummy password for timing');
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !user.password_hash || !valid) {
        await recordAttempt(ctx.db, email, address, false);
        return page(401, 'Invalid email or password');
      }
      // Not yet a success: that is recorded when the sign-in completes, after any TOTP step.

      const [factor] = await ctx.db.query<{ id: string }>(
        'SELECT id FROM totp_factors WHERE user_id = $1 AND verified_at IS NOT NULL LIMIT 1',
        [user.id],
      );
      if (factor) {
        const challengeId = newId('auth_challenge');
        await ctx.db.query(
          `INSERT INTO challenges (id, user_id, kind, factor_id, pending, expires_at)
           VALUES ($1, $2, 'SignInTotp', $3, $4, now() + interval '10 minutes')`,
          [
            challengeId,
            user.id,
            factor.id,
            JSON.stringify({
              codeChallenge: authorize.codeChallenge,
              redirectUri: authorize.redirectUri,
            }),
          ],
        );
        return sendPage(reply, 200, renderTotpPage({ request: authorize, challengeId }));
      }

      const organization = await chooseOrganization(ctx, user, authorize);
      if (!organization.ok) return page(403, organization.message);
      return completeSignIn(ctx, request, reply, user, authorize, organization.organizationId);
    },
  );
}
