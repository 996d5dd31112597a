// The `password` grant of /user_management/authenticate: the user's e-mail and password, for a
// confidential client only (authenticate-routes.ts checks the secret first).
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { boundedHeader, clientAddress } from '../http/client-address';
import { runtimeSettings } from '../domain/runtime-settings';
import { recordAttempt, signInAllowed, tooManyAttempts } from '../domain/sign-in-attempts';
import { issueTokens, type IssuedTokens } from './issue-tokens';
import { guessLocation } from '../domain/location';
import { verifyPassword } from '../domain/passwords';
import { createSession, defaultOrganizationId } from '../domain/sessions';
import { findUserByEmail, recordSignIn } from '../domain/users';
import { normalizeEmail } from '../domain/email-address';

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
