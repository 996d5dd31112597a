// Sign-in attempt counting in the database, so the limits hold across server processes.
// Failures are counted per account and client (address): a client gets a few free attempts,
// then has to wait longer after each further failure. Another client, the owner's, is not
// held back, so knowing an e-mail address is not enough to lock its owner out. A per-address
// cap across all e-mails still stops one client from spraying many accounts. Every step that
// checks a secret (password, e-mailed code, TOTP code) checks the wait first and counts its
// failures here; only a completed sign-in counts as a success and ends the streak.
import type { Queryable } from '../db/database';
import { newId } from '../ids';

/** Failed attempts per account and client before each further attempt has to wait. */
export const FREE_FAILURES = 10;
/** The first wait after the free failures, doubled by each further failure. */
export const FIRST_DELAY_SECONDS = 2;
/** The longest wait between two attempts of one client on one account. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failed attempts allowed per client address in the window across all e-mails. */
export const MAX_FAILED_PER_IP = 100;
export const ATTEMPT_WINDOW_MINUTES = 15;
/**
 * How long a client's failures on one account are remembered without a success. Far longer than
 * the longest wait, so the doubling schedule and its cap hold as the `Retry-After` promised.
 */
export const STREAK_EXPIRY_HOURS = 24;

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the next attempt can be made (0 when allowed). */
  retryAfterSeconds: number;
}

/** "Please wait 32 seconds" / "Please wait 4 minutes", for the refusal messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const tooManyAttempts = (verdict: AttemptVerdict) =>
  `Too many sign-in attempts. Please wait ${waitText(verdict.retryAfterSeconds)} and try again.`;

/** The wait a client has after `failures` failed attempts on one account, in seconds. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_FAILURES, 20);
  return Math.min(FIRST_DELAY_SECONDS * 2 ** doublings, MAX_DELAY_SECONDS);
}

/** Whether this client may try this account's password now. */
export async function signInAllowed(
  db: Queryable,
  email: string,
  ipAddress: string,
): Promise<AttemptVerdict> {
  const [row] = await db.query<{
    pair_failures: string | number;
    seconds_since_last: string | number | null;
    by_ip: string | number;
  }>(
    `WITH pair AS (
       SELECT created_at FROM sign_in_attempts
        WHERE email = $1 AND ip_address = $2 AND NOT succeeded
          AND created_at > now() - ($4::integer * interval '1 hour')
          AND created_at > coalesce((SELECT max(created_at) FROM sign_in_attempts
                                      WHERE email = $1 AND ip_address = $2 AND succeeded), '-infinity'))
     SELECT (SELECT count(*) FROM pair) AS pair_failures,
            (SELECT extract(epoch FROM now() - max(created_at)) FROM pair) AS seconds_since_last,
            (SELECT count(*) FROM sign_in_attempts WHERE ip_address = $2 AND NOT succeeded
               AND created_at > now() - ($3::integer * interval '1 minute')) AS by_ip`,
    [email, ipAddress, ATTEMPT_WINDOW_MINUTES, STREAK_EXPIRY_HOURS],
  );
  if (Number(row?.by_ip ?? 0) >= MAX_FAILED_PER_IP) {
    return { allowed: false, retryAfterSeconds: ATTEMPT_WINDOW_MINUTES * 60 };
  }
  const delay = delayAfter(Number(row?.pair_failures ?? 0));
  const waited = Number(row?.seconds_since_last ?? Infinity);
  const remaining = Math.ceil(delay - waited);
  return remaining > 0
    ? { allowed: false, retryAfterSeconds: remaining }
    : { allowed: true, retryAfterSeconds: 0 };
}

export async function recordAttempt(
  db: Queryable,
  email: string,
  ipAddress: string,
  succeeded: boolean,
): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_attempts (id, email, ip_address, succeeded) VALUES ($1, $2, $3, $4)',
    [newId('attempt'), email.slice(0, 320), ipAddress.slice(0, 45), succeeded],
  );
}

/** Sign-up posts (valid forms) allowed per client address per window. */
export const MAX_SIGN_UPS_PER_IP = 30;
export const SIGN_UP_WINDOW_MINUTES = 60;

/** Counts a sign-up post of this address and tells whether it is within the limit. */
export async function signUpAllowed(db: Queryable, ipAddress: string): Promise<AttemptVerdict> {
  const [row] = await db.query<{ recent: string | number; oldest_age: string | number | null }>(
    `SELECT count(*) AS recent, extract(epoch FROM now() - min(created_at)) AS oldest_age
       FROM sign_up_attempts
      WHERE ip_address = $1 AND created_at > now() - ($2::integer * interval '1 minute')`,
    [ipAddress, SIGN_UP_WINDOW_MINUTES],
  );
  if (Number(row?.recent ?? 0) >= MAX_SIGN_UPS_PER_IP) {
    const retry = Math.max(
      1,
      Math.ceil(SIGN_UP_WINDOW_MINUTES * 60 - Number(row?.oldest_age ?? 0)),
    );
    return { allowed: false, retryAfterSeconds: retry };
  }
  await db.query('INSERT INTO sign_up_attempts (id, ip_address) VALUES ($1, $2)', [
    newId('signup'),
    ipAddress.slice(0, 45),
  ]);
  return { allowed: true, retryAfterSeconds: 0 };
}
