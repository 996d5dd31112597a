// POST /user_management/authorize/passkey: the hosted sign-in page's passkey answer. It counts
// toward the sign-in limits like a password (per account and client address; an unknown
// credential counts toward the address's limit), needs no TOTP step (a passkey with user
// verification is already two factors) and ends like a password sign-in: session, code, redirect.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { clientAddress } from '../http/client-address';
import { recordAttempt, signInAllowed, tooManyAttempts } from '../domain/sign-in-attempts';
import {
  FORM_EXPIRED,
  authorizeFrom,
  authorizeProperties,
  formPostAllowed,
  sendSignInPage,
} from './authorize-routes';
import { passkeyAssetRoutes } from './pages/passkey-sign-in-assets';
import { verifyPasskeySignIn } from '../domain/passkeys';
import { chooseOrganization, completeSignIn } from './sign-in-flow';
import { findUserById } from '../domain/users';

const isText = (value: unknown, max = 8000): value is string =>
  typeof value === 'string' && value.length <= max;

/** The browser library's JSON of an assertion, or undefined for anything else. */
function parseAssertion(text: string): AuthenticationResponseJSON | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, rawId, type, response } = value as Record<string, unknown>;
  if (!isText(id, 1400) || !id || !isText(rawId, 1400) || type !== 'public-key') return undefined;
  if (typeof response !== 'object' || response === null) return undefined;
  const parts = response as Record<string, unknown>;
  if (!isText(parts.clientDataJSON) || !isText(parts.authenticatorData) || !isText(parts.signature))
    return undefined;
  if (parts.userHandle !== undefined && !isText(parts.userHandle, 200)) return undefined;
  return value as AuthenticationResponseJSON;
}

/** Where an unknown credential's failures are counted: the client address alone. */
const UNKNOWN_PASSKEY_ACCOUNT = 'passkey:unknown';

export async function passkeySignInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await passkeyAssetRoutes(app);

  app.post<{ Body: Record<string, string | undefined> }>(
    '/user_management/authorize/passkey',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...authorizeProperties,
            challenge_id: { type: 'string', maxLength: 100 },
            response: { type: 'string', maxLength: 20000 },
          },
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const authorize = authorizeFrom(ctx, request.body, request.validationError, reply);
      if (!authorize) return reply;
      const page = (status: number, error: string) =>
        sendSignInPage(ctx, reply, status, { request: authorize, error });
      if (!formPostAllowed(ctx, request, authorize)) return page(403, FORM_EXPIRED);
      const assertion = parseAssertion(request.body.response ?? '');
      const challengeId = request.body.challenge_id ?? '';
      if (!assertion || !challengeId)
        return page(400, 'The passkey answer was incomplete. Please try again.');

      const [owner] = await ctx.db.query<{ email: string }>(
        'SELECT u.email FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.credential_id = $1',
        [assertion.id],
      );
      const account = owner?.email ?? UNKNOWN_PASSKEY_ACCOUNT;
      const address = clientAddress(request);
      const verdict = await signInAllowed(ctx.db, account, address);
      if (!verdict.allowed) {
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        return page(429, tooManyAttempts(verdict));
      }

      const result = await verifyPasskeySignIn(ctx.db, ctx.config, challengeId, assertion);
      if (!result.ok) {
        if (result.reason === 'challenge')
          return page(400, 'This passkey request has expired. Please try again.');
        await recordAttempt(ctx.db, account, address, false);
        return page(
          401,
          result.reason === 'unknown'
            ? 'This passkey is not registered with any account. It may have been removed.'
            : 'This passkey could not be verified. Try again, or sign in with your password.',
        );
      }
      const user = await findUserById(ctx.db, result.userId);
      if (!user) return page(401, 'This passkey could not be verified.');
      await recordAttempt(ctx.db, user.email, address, true);
      const organization = await chooseOrganization(ctx, user, authorize);
      if (!organization.ok) return page(403, organization.message);
      return completeSignIn(
        ctx,
        request,
        reply,
        user,
        authorize,
        organization.organizationId,
        'Passkey',
      );
    },
  );
}
