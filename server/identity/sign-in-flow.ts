// The end of every successful hosted sign-in: choose the organization, create the session and
// the authorization code, set the session marker cookie and send the browser back.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { runtimeSettings } from '../dev/test-settings';
import { boundedHeader, clientAddress } from '../http/client-address';
import { provisionDueOrganizations } from '../product/provisioning';
import type { AuthorizeRequest } from './authorize-request';
import { setSessionMarker } from './cookies';
import { guessLocation } from './location';
import { withQuery } from './origins';
import { hashSecret } from './secrets';
import {
  createAuthorizationCode,
  createSession,
  defaultOrganizationId,
  isActiveMember,
} from './sessions';
import { recordSignIn, type UserRow } from './users';

export type OrganizationChoice =
  { ok: true; organizationId: string | null } | { ok: false; message: string };

/** Accepts a pending invitation addressed to the user's e-mail; returns its organization. */
async function acceptInvitation(
  db: Queryable,
  user: UserRow,
  token: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ organization_id: string }>(
    `UPDATE memberships SET status = 'Active', user_id = $1, invite_token_hash = NULL, last_activity_at = now()
     WHERE invite_token_hash = $2 AND status = 'Invited' AND lower(email) = lower($3)
       AND (invite_expires_at IS NULL OR invite_expires_at > now())
     RETURNING organization_id`,
    [user.id, hashSecret(token), user.email],
  );
  return row?.organization_id;
}

/** The organization the new session starts in (invitation, requested organization, or the oldest membership). */
export async function chooseOrganization(
  ctx: AppContext,
  user: UserRow,
  request: AuthorizeRequest,
): Promise<OrganizationChoice> {
  if (request.invitationToken) {
    const invited = await acceptInvitation(ctx.db, user, request.invitationToken);
    if (invited) return { ok: true, organizationId: invited };
  }
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

/** Creates the session and code for a verified user and redirects to redirect_uri?code&state. */
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
    ipAddress: clientAddress(httpRequest),
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
