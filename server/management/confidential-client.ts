// Confidential clients on /user_management/authenticate (a partner's backend with the secret
// key as `client_secret`): the secret check that runs before anything rotates or is claimed,
// and the `password` grant. Public clients (the dashboard, authkit-js) send no secret and are
// unaffected.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { boundedHeader, clientAddress } from '../http/client-address';
import { runtimeSettings } from '../dev/test-settings';
import { recordAttempt, signInAllowed, tooManyAttempts } from '../identity/attempts';
import { issueTokens, type IssuedTokens } from '../identity/issue-tokens';
import { guessLocation } from '../identity/location';
import { verifyPassword } from '../identity/passwords';
import { createSession, defaultOrganizationId } from '../identity/sessions';
import { findUserByEmail, recordSignIn } from '../identity/users';
import { normalizeEmail } from '../identity/email-address';
import { countFailedKeyCheck } from './management-guard';
import { matchesSecretKey, secretKeys } from './secret-keys';

/**
 * Whether the request is from a confidential client: false without `client_secret`, true with
 * a right one; a present but wrong secret is refused (401) before anything else happens.
 */
export async function confidentialClient(
  ctx: AppContext,
  clientSecret: string | undefined,
  request: FastifyRequest,
): Promise<boolean> {
  if (clientSecret === undefined) return false;
  const { keys } = await secretKeys(ctx);
  if (keys.length === 0 || !matchesSecretKey(keys, clientSecret)) {
    await countFailedKeyCheck(ctx, request);
    throw new HttpError(401, 'Invalid client secret', 'invalid_client');
  }
  return true;
}

export interface PasswordGrant {
  client_id: string;
  email?: string;
  password?: string;
  ip_address?: string;
  user_agent?: string;
}

/** The `password` grant: the user's e-mail and password, for a confidential client only. */
export async function passwordGrant(
  ctx: AppContext,
  body: PasswordGrant,
  request: FastifyRequest,
): Promise<IssuedTokens> {
  if (!body.email || !body.password)
    throw new HttpError(
      400,
      'email and password are required for the password grant',
      'invalid_request',
    );
  // Attempts are counted per account and the end user's address the backend reports (else its
  // own). Only a real IP address is taken: anything else is refused before a password is checked,
  // so it is never stored nor becomes a fresh limit key of its own (issue #39.2).
  if (body.ip_address !== undefined && isIP(body.ip_address) === 0)
    throw new HttpError(400, 'ip_address must be an IPv4 or IPv6 address', 'invalid_request');
  const email = normalizeEmail(body.email);
  const ipAddress = body.ip_address ?? clientAddress(request);
  const verdict = await signInAllowed(ctx.db, email, ipAddress);
  if (!verdict.allowed) throw new HttpError(429, tooManyAttempts(verdict), 'rate_limit_exceeded');
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(body.password, user?.password_hash);
  await recordAttempt(ctx.db, email, ipAddress, Boolean(user && valid));
  if (!user || !valid) throw new HttpError(400, 'Invalid credentials', 'invalid_grant');
  // A password alone must not get past a second factor; this server has no TOTP grant, so such
  // users sign in through the hosted page (authorization code) instead.
  const [factor] = await ctx.db.query(
    'SELECT 1 FROM totp_factors WHERE user_id = $1 AND verified_at IS NOT NULL LIMIT 1',
    [user.id],
  );
  if (factor) {
    throw new HttpError(
      403,
      'This user has multi-factor authentication: sign in through the hosted page instead',
      'mfa_challenge',
    );
  }
  const settings = await runtimeSettings(ctx);
  await recordSignIn(ctx.db, user.id, settings.userProvisioningDelayMs);
  const sessionId = await createSession(ctx.db, {
    userId: user.id,
    organizationId: await defaultOrganizationId(ctx.db, user.id),
    clientId: body.client_id,
    userAgent: body.user_agent?.slice(0, 512) ?? boundedHeader(request.headers['user-agent'], 512),
    ipAddress,
    location: guessLocation(request.headers),
  });
  return issueTokens(ctx, sessionId);
}
