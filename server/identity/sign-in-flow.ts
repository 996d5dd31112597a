// The end of every successful hosted sign-in: choose the organization, create the session and
// the authorization code, set the session marker cookie and send the browser back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { runtimeSettings } from '../domain/runtime-settings';
import { inTransaction } from '../db/in-transaction';
import { recordChange } from '../events/change-events';
import { boundedHeader, clientAddress } from '../http/client-address';
import { provisionDueOrganizations } from '../domain/provisioning';
import { recordAttempt } from '../domain/sign-in-attempts';
import type { AuthorizeRequest } from './authorize-request';
import { setSessionMarker } from './cookies';
import { findInvitation, invitationRefusal } from './invitation-lookup';
import { guessLocation } from '../domain/location';
import { withQuery } from './origins';
import { hashSecret } from '../domain/secrets';
import {
  createAuthorizationCode,
  createSession,
  defaultOrganizationId,
  isActiveMember,
} from '../domain/sessions';
import { recordSignIn, type UserRow } from '../domain/users';

export type OrganizationChoice =
  { ok: true; organizationId: string | null } | { ok: false; message: string };

/**
 * Accepts a pending invitation addressed to the user's e-mail; returns its organization. The
 * token's hash stays on the row, so the link can later say it was accepted (or withdrawn).
 * Following the mailed link proves the address, so it counts as verified.
 */
async function acceptInvitation(
  db: Queryable,
  user: UserRow,
  token: string,
): Promise<string | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ id: string; organization_id: string; verified: boolean }>(
      `UPDATE memberships m SET status = 'Active', user_id = $1, last_activity_at = now(), updated_at = now()
       WHERE invite_token_hash = $2 AND status = 'Invited' AND lower(email) = lower($3)
         AND (invite_expires_at IS NULL OR invite_expires_at > now())
       RETURNING m.id, m.organization_id, (SELECT email_verified FROM users WHERE id = $1) AS verified`,
      [user.id, hashSecret(token), user.email],
    );
    if (!row) return undefined;
    await tx.query('UPDATE users SET email_verified = true WHERE id = $1', [user.id]);
    await recordChange(tx, 'invitation.accepted', row.id);
    await recordChange(tx, 'organization_membership.created', row.id);
    if (!row.verified) await recordChange(tx, 'user.updated', user.id);
    return row.organization_id;
  });
}

/**
 * The organization a sign-in with an invitation starts in: the invitation's, once accepted (or
 * already accepted by this user); otherwise the reason, said plainly, and nothing changes.
 */
async function invitedOrganization(
  ctx: AppContext,
  user: UserRow,
  token: string,
): Promise<OrganizationChoice> {
  const invitation = await findInvitation(ctx.db, token);
  if (
    invitation?.state === 'accepted' &&
    invitation.email.toLowerCase() === user.email.toLowerCase() &&
    (await isActiveMember(ctx.db, user.id, invitation.organizationId))
  ) {
    return { ok: true, organizationId: invitation.organizationId };
  }
  const refusal = invitationRefusal(invitation, user.email);
  if (refusal) return { ok: false, message: refusal };
  const accepted = await acceptInvitation(ctx.db, user, token);
  if (accepted) return { ok: true, organizationId: accepted };
  // Revoked, resent or expired between the page and the post: say why.
  return {
    ok: false,
    message: invitationRefusal(await findInvitation(ctx.db, token), user.email) ?? '',
  };
}

/** The organization the new session starts in (invitation, requested organization, or the oldest membership). */
export async function chooseOrganization(
  ctx: AppContext,
  user: UserRow,
  request: AuthorizeRequest,
): Promise<OrganizationChoice> {
  if (request.invitationToken) return invitedOrganization(ctx, user, request.invitationToken);
  if (request.organizationId) {
    await provisionDueOrganizations(ctx.db, user.id);
    if (await isActiveMember(ctx.db, user.id, request.organizationId)) {
      return { ok: true, organizationId: request.organizationId };
    }
    return {
      ok: false,
      message: 'Your account is not a member of the organization you are signing in to.',
    };
  }
  return { ok: true, organizationId: await defaultOrganizationId(ctx.db, user.id) };
}

/**
 * Creates the session and code for a verified user and redirects to redirect_uri?code&state.
 * Only here does a sign-in count as a success that ends the client's failure streak: a right
 * password before a TOTP step does not (issue #26).
 */
export async function completeSignIn(
  ctx: AppContext,
  httpRequest: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  request: AuthorizeRequest,
  organizationId: string | null,
  authenticationMethod: 'Password' | 'Passkey' = 'Password',
): Promise<FastifyReply> {
  const settings = await runtimeSettings(ctx);
  const address = clientAddress(httpRequest);
  await recordAttempt(ctx.db, user.email, address, true);
  await recordSignIn(
    ctx.db,
    user.id,
    settings.userProvisioningDelayMs,
    authenticationMethod === 'Password',
  );
  const sessionId = await createSession(ctx.db, {
    userId: user.id,
    organizationId,
    clientId: request.clientId,
    userAgent: boundedHeader(httpRequest.headers['user-agent'], 512),
    ipAddress: address,
    location: guessLocation(httpRequest.headers),
    authenticationMethod,
  });
  const code = await createAuthorizationCode(ctx.db, {
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    sessionId,
    codeChallenge: request.codeChallenge,
  });
  setSessionMarker(reply, ctx.config);
  // 303 so the browser follows with a GET after the form post.
  return reply.redirect(withQuery(request.redirectUri, { code, state: request.state }), 303);
}
