// Issues the access and refresh tokens of a session and builds authenticate's response body
// (API-CONTRACT.md §1). Lazy provisioning of the user and of the organizations they created is
// applied here, since every token issue reads them.
import type { AppContext } from '../context';
import { runtimeSettings } from '../dev/test-settings';
import { HttpError } from '../http/errors';
import { provisionDueOrganizations } from '../product/provisioning';
import { organizationClaims } from './claims';
import { accessTokenIssuer, signAccessToken } from './keys';
import { createRefreshToken, findSession } from './sessions';
import { provisionUser, userResponse, type UserResponse } from './users';

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

export const sessionEnded = () =>
  new HttpError(400, 'The session has ended; sign in again.', 'invalid_grant');

/** Signs a fresh access token and a new refresh token for a live session. */
export async function issueTokens(ctx: AppContext, sessionId: string): Promise<IssuedTokens> {
  const { db, config } = ctx;
  const session = await findSession(db, sessionId);
  if (!session || session.ended_at) throw sessionEnded();
  const user = await provisionUser(db, session.user_id);
  if (!user) throw sessionEnded();
  await provisionDueOrganizations(db, user.id);

  let organizationId = session.organization_id;
  const orgClaims = organizationId
    ? await organizationClaims(db, user.id, organizationId)
    : undefined;
  if (organizationId && !orgClaims) organizationId = null; // Removed from the organization since.
  await db.query(
    'UPDATE sessions SET organization_id = $2, last_activity_at = now() WHERE id = $1',
    [session.id, organizationId],
  );

  const settings = await runtimeSettings(ctx);
  const accessToken = await signAccessToken(
    db,
    { sub: user.id, sid: session.id, ...(orgClaims ?? {}) },
    { issuer: accessTokenIssuer(config), ttlSeconds: settings.accessTokenTtlSeconds },
  );
  const refreshToken = await createRefreshToken(db, session.id, config.refreshTokenTtlSeconds);
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
  return { body, accessToken, refreshToken, sessionId: session.id };
}
