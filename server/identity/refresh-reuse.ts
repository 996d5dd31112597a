// The reuse interval of refresh tokens. Two tabs, or a retry after a timeout, may present one
// refresh token at nearly the same time; the first rotates it, and for a few seconds afterwards
// the others get the very same successor pair instead of being treated as token theft. The pair
// is stored sealed (AES-256-GCM) under a key derived from the rotated token, which the server
// never stores: only a holder of that token can open it. After the interval, presenting a
// rotated token ends the session as before.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { AuthenticateResponse } from './issue-tokens';

/** How long a rotated refresh token still answers with its successor, in seconds. */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

export interface SealedSuccessor {
  body: AuthenticateResponse;
  sessionId: string;
  /** The organization_id the rotation asked for (null: the session's own). */
  requestedOrganizationId: string | null;
  /** The organization the session was in before the rotation (absent in older seals). */
  sessionOrganizationId?: string | null;
}

/**
 * Whether a retry asking for `requested` is the request that rotated the token. Naming no
 * organization asks for the session's own, so a retry without one and a rotation naming the
 * session's organization (or the other way round) are the same request: a page reloaded while
 * its refresh was in flight holds no token to name its organization from. A switch to another
 * organization is not a plain refresh, nor the other way round.
 */
export function sameRequest(successor: SealedSuccessor, requested: string | null): boolean {
  if (successor.requestedOrganizationId === requested) return true;
  if (successor.sessionOrganizationId === undefined) return false;
  const own = successor.sessionOrganizationId;
  return (successor.requestedOrganizationId ?? own) === (requested ?? own);
}

const keyOf = (refreshToken: string) =>
  createHash('sha256').update(`refresh-successor:${refreshToken}`).digest();

export function sealSuccessor(refreshToken: string, successor: SealedSuccessor): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(successor), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSuccessor(refreshToken: string, sealed: string): SealedSuccessor | undefined {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SealedSuccessor;
  } catch {
    return undefined;
  }
}

export interface RotatedToken {
  session_id: string;
  /** False when the rotation was undone (a refused switch): the token is live again. */
  rotated: boolean;
  recent: boolean;
  session_ended: boolean;
  successor_sealed: string | null;
}

/** A rotated token's row; while its rotation is recent, waits briefly for the successor to be stored. */
export async function rotatedToken(
  db: Queryable,
  tokenHash: string,
  waitMs = 3000,
): Promise<RotatedToken | undefined> {
  const started = Date.now();
  for (;;) {
    const [row] = await db.query<RotatedToken>(
      `SELECT t.session_id, t.successor_sealed, s.ended_at IS NOT NULL AS session_ended,
              t.rotated_at IS NOT NULL AS rotated,
              coalesce(t.rotated_at > now() - ($2::integer * interval '1 second'), false) AS recent
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1`,
      [tokenHash, REFRESH_REUSE_INTERVAL_SECONDS],
    );
    // A concurrent rotation may still be issuing the successor.
    if (
      !row ||
      !row.rotated ||
      !row.recent ||
      row.successor_sealed ||
      Date.now() - started >= waitMs
    )
      return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
