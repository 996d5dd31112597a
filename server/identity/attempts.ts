// Sign-in attempt counting in the database, so the limits hold across server processes.
import type { Queryable } from '../db/database';
import { newId } from '../ids';

/** Failed attempts allowed per e-mail address in the window before sign-in is refused. */
export const MAX_FAILED_PER_EMAIL = 10;
/** Failed attempts allowed per IP address in the window (guards against spraying many e-mails). */
export const MAX_FAILED_PER_IP = 100;
export const ATTEMPT_WINDOW_MINUTES = 15;

export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${ATTEMPT_WINDOW_MINUTES} minutes and try again.`;

/** True while the e-mail address and the IP address are both under their failure limits. */
export async function signInAllowed(
  db: Queryable,
  email: string,
  ipAddress: string,
): Promise<boolean> {
  const [row] = await db.query<{ by_email: string | number; by_ip: string | number }>(
    `SELECT
       (SELECT count(*) FROM sign_in_attempts WHERE email = $1 AND NOT succeeded
          AND created_at > now() - ($3::integer * interval '1 minute')) AS by_email,
       (SELECT count(*) FROM sign_in_attempts WHERE ip_address = $2 AND NOT succeeded
          AND created_at > now() - ($3::integer * interval '1 minute')) AS by_ip`,
    [email, ipAddress, ATTEMPT_WINDOW_MINUTES],
  );
  return (
    Number(row?.by_email ?? 0) < MAX_FAILED_PER_EMAIL && Number(row?.by_ip ?? 0) < MAX_FAILED_PER_IP
  );
}

export async function recordAttempt(
  db: Queryable,
  email: string,
  ipAddress: string,
  succeeded: boolean,
): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_attempts (id, email, ip_address, succeeded) VALUES ($1, $2, $3, $4)',
    [newId('attempt'), email, ipAddress, succeeded],
  );
}
