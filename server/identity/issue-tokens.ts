// Issues the access and refresh tokens of a session and builds authenticate's response body
// (API-CONTRACT.md §1). Lazy provisioning of the user and of the organizations they created is
// applied here, since every token issue reads them. Kept to a handful of queries: refresh is
// the hottest identity path.
import type { AppContext } from '../context';
import { runtimeSettings } from '../domain/runtime-settings';
import { HttpError } from '../http/errors';
import { provisionDueOrganizations } from '../domain/provisioning';
import { recordChange } from '../events/change-events';
import { organizationClaims } from './claims';
import { accessTokenIssuer, signAccessToken } from '../domain/signing-keys';
import { loadSessionContext } from './session-context';
import { provisionUser, userResponse, type UserResponse } from '../domain/users';
import { hashSecret } from '../domain/secrets';
import { newSecret } from '../ids';

export interface AuthenticateResponse {
  user: UserResponse;
  organization_id?: string;
  access_token: string;
  refresh_token?: string;
  authentication_method: string;
  impersonator?: { email: string; reason: string | null };
}

export interface IssuedTokens {
  body: AuthenticateResponse;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export interface IssueOptions {
  /** Refuse unless the session belongs to this client. */
  clientId?: string;
  /** Switch the session to this organization; refused unless the user is an active member. */
  organizationId?: string;
  /**
   * A refresh being rotated: the statement that stores the new token also stores, on the rotated
   * token's row, the sealed answer `seal` makes of the response (the reuse interval's replay), so
   * a refresh costs one write fewer.
   */
  rotated?: {
    tokenHash: string;
    /** Seals the answer; told the organization the session was in before this issue. */
    seal: (issued: IssuedTokens, sessionOrganizationId: string | null) => string;
  };
}

export const sessionEnded = () =>
  new HttpError(400, 'The session has ended; sign in again.', 'invalid_grant');

export const notAMember = (organizationId: string) =>
  new HttpError(
    403,
    `The user is not an active member of organization ${organizationId}`,
    'organization_membership_required',
  );

/** Signs a fresh access token and a new refresh token for a live session. */
export async function issueTokens(
  ctx: AppContext,
  sessionId: string,
  options: IssueOptions = {},
): Promise<IssuedTokens> {
  const { db, config } = ctx;
  const loaded = await loadSessionContext(db, sessionId);
  if (!loaded || loaded.session.ended_at) throw sessionEnded();
  const { session } = loaded;
  if (options.clientId && session.client_id !== options.clientId) {
    throw new HttpError(400, 'The refresh token was issued to another client', 'invalid_grant');
  }
  const user = loaded.userProvisioningDue
    ? ((await db.transaction(async (tx) => {
        const provisioned = await provisionUser(tx, session.user_id);
        if (provisioned.assigned) await recordChange(tx, 'user.updated', session.user_id);
        return provisioned.user;
      })) ?? loaded.user)
    : loaded.user;
  if (loaded.organizationProvisioningDue) await provisionDueOrganizations(db, user.id);

  let organizationId = options.organizationId ?? session.organization_id;
  const orgClaims = organizationId
    ? await organizationClaims(db, user.id, organizationId)
    : undefined;
  if (options.organizationId && !orgClaims) throw notAMember(options.organizationId);
  if (organizationId && !orgClaims) organizationId = null; // Removed from the organization since.

  const settings = await runtimeSettings(ctx);
  const accessToken = await signAccessToken(
    db,
    { sub: user.id, sid: session.id, ...(orgClaims ?? {}) },
    { issuer: accessTokenIssuer(config), ttlSeconds: settings.accessTokenTtlSeconds },
  );
  const refreshToken = newSecret(32);
  const body: AuthenticateResponse = {
    user: userResponse(user),
    ...(organizationId ? { organization_id: organizationId } : {}),
    access_token: accessToken,
    refresh_token: refreshToken,
    authentication_method: session.authentication_method,
    ...(session.impersonator_email
      ? { impersonator: { email: session.impersonator_email, reason: session.impersonator_reason } }
      : {}),
  };
  const issued: IssuedTokens = { body, accessToken, refreshToken, sessionId: session.id };
  // One statement records the session's organization and activity (the member's "Last active"
  // in the users table too), stores the new token and, on a refresh, the rotated token's sealed
  // successor.
  await db.query(
    `WITH touched AS (UPDATE sessions SET organization_id = $2, last_activity_at = now() WHERE id = $1 RETURNING id),
     member AS (UPDATE memberships SET last_activity_at = now() WHERE user_id = $5 AND organization_id = $2 RETURNING id),
     sealed AS (UPDATE refresh_tokens SET successor_sealed = $7::text WHERE $6::text IS NOT NULL AND token_hash = $6::text RETURNING 1)
     INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
     SELECT $3, id, now() + ($4::integer * interval '1 second') FROM touched`,
    [
      session.id,
      organizationId,
      hashSecret(refreshToken),
      config.refreshTokenTtlSeconds,
      user.id,
      options.rotated?.tokenHash ?? null,
      options.rotated ? options.rotated.seal(issued, session.organization_id) : null,
    ],
  );
  return issued;
}
