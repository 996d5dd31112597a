// The `refresh_token` grant: rotation, the organization switch, and the reuse interval in which
// a token already rotated gets the same successor (API-CONTRACT.md §1).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { hashSecret } from '../domain/secrets';
import { endSession, isActiveMember } from '../domain/sessions';
import { provisionDueOrganizations } from '../domain/provisioning';
import { invalidGrant, type AuthenticateBody } from './authenticate-body';
import { REFRESH_TOKEN_COOKIE } from './cookies';
import { issueTokens, notAMember, sessionEnded, type IssuedTokens } from './issue-tokens';
import {
  REFRESH_REUSE_INTERVAL_SECONDS,
  openSuccessor,
  rotatedToken,
  sameRequest,
  sealSuccessor,
  type RotatedToken,
} from './refresh-reuse';

export async function refreshGrant(
  ctx: AppContext,
  body: AuthenticateBody,
  request: FastifyRequest,
): Promise<IssuedTokens> {
  const token = body.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE];
  if (!token) throw invalidGrant('A refresh token is required');
  const tokenHash = hashSecret(token);
  const requestedOrganizationId = body.organization_id ?? null;
  if (requestedOrganizationId)
    await refuseSwitchOutsideMembership(ctx, tokenHash, requestedOrganizationId);
  // A rotation undone by a refused switch (membership lost between its check and the issue)
  // is tried again rather than taken for reuse.
  for (let attempt = 0; ; attempt += 1) {
    const [rotated] = await ctx.db.query<{ session_id: string; expired: boolean }>(
      `UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL
       RETURNING session_id, expires_at <= now() AS expired`,
      [tokenHash],
    );
    if (rotated) return issueRotated(ctx, body, token, tokenHash, rotated);
    const known = await rotatedToken(ctx.db, tokenHash);
    if (known && !known.rotated && attempt < 3) continue;
    return replayOrEnd(ctx, token, known, requestedOrganizationId);
  }
}

/**
 * A switch to an organization the user is not an active member of is refused before the token
 * rotates: a refused request changes nothing, so plain refreshes racing it are not taken for
 * token reuse (issue #26). So is one racing a plain refresh that just rotated the token; a
 * token rotated before the reuse interval goes the usual way (reuse ends the session).
 */
async function refuseSwitchOutsideMembership(
  ctx: AppContext,
  tokenHash: string,
  organizationId: string,
) {
  const [live] = await ctx.db.query<{ user_id: string }>(
    `SELECT s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1 AND s.ended_at IS NULL
        AND (t.rotated_at IS NULL OR t.rotated_at > now() - ($2::integer * interval '1 second'))`,
    [tokenHash, REFRESH_REUSE_INTERVAL_SECONDS],
  );
  if (!live) return;
  // Organizations the user created are provisioned lazily; one due now has its membership.
  await provisionDueOrganizations(ctx.db, live.user_id);
  if (!(await isActiveMember(ctx.db, live.user_id, organizationId)))
    throw notAMember(organizationId);
}

async function issueRotated(
  ctx: AppContext,
  body: AuthenticateBody,
  token: string,
  tokenHash: string,
  rotated: { session_id: string; expired: boolean },
): Promise<IssuedTokens> {
  if (rotated.expired) throw invalidGrant('The refresh token has expired');
  const requestedOrganizationId = body.organization_id ?? null;
  try {
    return await issueTokens(ctx, rotated.session_id, {
      clientId: body.client_id,
      organizationId: body.organization_id,
      rotated: {
        tokenHash,
        seal: (issued, sessionOrganizationId) =>
          sealSuccessor(token, {
            body: issued.body,
            sessionId: issued.sessionId,
            requestedOrganizationId,
            sessionOrganizationId,
          }),
      },
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'organization_membership_required') {
      // Membership was lost after the check above: undo the rotation, the token stays usable.
      await ctx.db.query('UPDATE refresh_tokens SET rotated_at = NULL WHERE token_hash = $1', [
        tokenHash,
      ]);
    }
    throw error;
  }
}

/** A token that was already rotated: the same successor within the reuse interval, else the session ends. */
async function replayOrEnd(
  ctx: AppContext,
  token: string,
  known: RotatedToken | undefined,
  requestedOrganizationId: string | null,
): Promise<IssuedTokens> {
  if (!known) throw invalidGrant('The refresh token is invalid');
  if (known.session_ended) throw sessionEnded();
  if (!known.rotated || known.recent) {
    const successor = known.successor_sealed
      ? openSuccessor(token, known.successor_sealed)
      : undefined;
    if (successor && sameRequest(successor, requestedOrganizationId)) {
      const { body } = successor;
      return {
        body,
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? '',
        sessionId: successor.sessionId,
      };
    }
    // A different request racing the rotation: refuse it without ending the session.
    throw new HttpError(
      409,
      'The refresh token was just used by another request; use the tokens it returned.',
      'refresh_conflict',
    );
  }
  // Reuse of a rotated token means two parties hold it: end the whole session.
  await endSession(ctx.db, known.session_id);
  throw invalidGrant('The refresh token has already been used; the session has been ended');
}
