// Attempt accounting for verification challenges (e-mailed codes and TOTP enrolment): at most
// five tries per challenge, counted in the database so every server process sees the same count.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { hashSecret } from './secrets';

export const MAX_CHALLENGE_ATTEMPTS = 5;

export type ChallengeKind = 'EmailVerification' | 'Totp';

export interface ChallengeRow {
  id: string;
  code_hash: string | null;
  factor_id: string | null;
  attempts: number;
}

/** A random six-digit code, zero-padded. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of an e-mailed code, salted with its challenge id. */
export function hashChallengeCode(challengeId: string, code: string): string {
  return hashSecret(`${challengeId}:${code}`);
}

export function codeMatches(challenge: ChallengeRow, code: string): boolean {
  if (!challenge.code_hash) return false;
  const expected = Buffer.from(challenge.code_hash);
  const actual = Buffer.from(hashChallengeCode(challenge.id, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Counts one attempt against a live challenge of this user and returns it, or throws: 404 for
 * someone else's or an unknown challenge, 400 when it is used, expired or out of attempts.
 */
export async function takeChallengeAttempt(
  db: Queryable,
  challengeId: string,
  userId: string,
  kind: ChallengeKind,
): Promise<ChallengeRow> {
  const [row] = await db.query<ChallengeRow & { completed: boolean; expired: boolean }>(
    `UPDATE challenges SET attempts = attempts + 1
      WHERE id = $1 AND user_id = $2 AND kind = $3 AND attempts < $4 AND completed_at IS NULL AND expires_at > now()
      RETURNING id, code_hash, factor_id, attempts, false AS completed, false AS expired`,
    [challengeId, userId, kind, MAX_CHALLENGE_ATTEMPTS],
  );
  if (row) return row;
  const [dead] = await db.query<{ completed: boolean; expired: boolean; attempts: number }>(
    'SELECT completed_at IS NOT NULL AS completed, expires_at <= now() AS expired, attempts FROM challenges WHERE id = $1 AND user_id = $2 AND kind = $3',
    [challengeId, userId, kind],
  );
  if (!dead) throw notFound('Verification challenge not found');
  const restart = kind === 'Totp' ? 'Start the setup again.' : 'Request a new code.';
  if (dead.completed)
    throw new HttpError(400, `This code has already been used. ${restart}`, 'challenge_completed');
  if (dead.expired)
    throw new HttpError(400, `This code has expired. ${restart}`, 'challenge_expired');
  throw new HttpError(400, `Too many incorrect attempts. ${restart}`, 'too_many_attempts');
}

export async function completeChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('UPDATE challenges SET completed_at = now() WHERE id = $1', [challengeId]);
}
