// Identity sessions and the secrets bound to them: authorization codes and refresh tokens.
// A session's id is the token's `sid`; ending it (ended_at) stops every refresh.
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { recordChange } from '../events/change-events';
import { newId, newSecret } from '../ids';
import type { SessionLocation } from './location';
import { hashSecret } from './secrets';

/** Authorization codes live 5 minutes: long enough for a slow redirect, short enough to be useless later. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 300;

export interface SessionRow {
  id: string;
  user_id: string;
  organization_id: string | null;
  client_id: string;
  authentication_method: string;
  impersonator_email: string | null;
  impersonator_reason: string | null;
  ended_at: Date | null;
}

export interface NewSession {
  userId: string;
  organizationId: string | null;
  clientId: string;
  userAgent: string | null;
  ipAddress: string | null;
  location: SessionLocation;
  authenticationMethod?: string;
}

export async function createSession(db: Queryable, session: NewSession): Promise<string> {
  const id = newId('session');
  await inTransaction(db, async (tx) => {
    await tx.query(
      `INSERT INTO sessions (id, user_id, organization_id, client_id, user_agent, ip_address, city_name,
       country_iso_code, authentication_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        session.userId,
        session.organizationId,
        session.clientId,
        session.userAgent?.slice(0, 512) ?? null,
        session.ipAddress,
        session.location.cityName,
        session.location.countryIsoCode,
        session.authenticationMethod ?? 'Password',
      ],
    );
    await recordChange(tx, 'session.created', id);
  });
  return id;
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id]);
  return row;
}

/** Ends a session; its refresh tokens stop working. Returns false when it had already ended or does not exist. */
export async function endSession(db: Queryable, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.query(
      'UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING id',
      [id],
    );
    if (rows.length > 0) await recordChange(tx, 'session.revoked', id);
    return rows.length > 0;
  });
}

export interface NewAuthorizationCode {
  clientId: string;
  redirectUri: string;
  sessionId: string;
  codeChallenge: string;
}

/** Creates a single-use authorization code and returns it; only its hash is stored. */
export async function createAuthorizationCode(
  db: Queryable,
  code: NewAuthorizationCode,
): Promise<string> {
  const secret = newSecret(32);
  await db.query(
    `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, session_id, code_challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + ($6::integer * interval '1 second'))`,
    [
      hashSecret(secret),
      code.clientId,
      code.redirectUri,
      code.sessionId,
      code.codeChallenge,
      AUTHORIZATION_CODE_TTL_SECONDS,
    ],
  );
  return secret;
}

/** Creates a refresh token for the session and returns it; only its hash is stored. */
export async function createRefreshToken(
  db: Queryable,
  sessionId: string,
  ttlSeconds: number,
): Promise<string> {
  const secret = newSecret(32);
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
     VALUES ($1, $2, now() + ($3::integer * interval '1 second'))`,
    [hashSecret(secret), sessionId, ttlSeconds],
  );
  return secret;
}

/** The organization a new session starts in: the user's oldest active membership. */
export async function defaultOrganizationId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ organization_id: string }>(
    `SELECT organization_id FROM memberships WHERE user_id = $1 AND status = 'Active'
     ORDER BY created_at, id LIMIT 1`,
    [userId],
  );
  return row?.organization_id ?? null;
}

export async function isActiveMember(
  db: Queryable,
  userId: string,
  organizationId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM memberships WHERE user_id = $1 AND organization_id = $2 AND status = 'Active'`,
    [userId, organizationId],
  );
  return rows.length > 0;
}
