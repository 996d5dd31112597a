// Limits on e-mailed sign-in codes (issue #26): at most so many requests per e-mail address and
// per client address in a window, like the profile widget's verification codes. Requests are
// counted whether or not the address has an account, so a refusal reveals nothing about it.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { newId } from '../ids';
import type { AttemptVerdict } from '../domain/sign-in-attempts';

/** Sign-in code requests per e-mail address per window (the profile widget's 10 per 10 minutes). */
export const CODES_PER_EMAIL = 10;
/** Sign-in code requests per client address per window, across all e-mail addresses. */
export const CODES_PER_CLIENT = 20;
export const CODE_REQUEST_WINDOW_MINUTES = 10;

/** A 64-bit advisory lock key for a name. */
const lockKey = (name: string) =>
  BigInt.asIntN(64, createHash('sha256').update(name).digest().readBigUInt64BE(0));

/** Counts a request for a sign-in code and tells whether it is within both limits; a refused one is not counted. */
export async function signInCodeAllowed(
  db: Database,
  email: string,
  ipAddress: string,
): Promise<AttemptVerdict> {
  const ip = ipAddress.slice(0, 45);
  return db.transaction(async (tx) => {
    // Requests for one address or from one client are counted one at a time, so a burst of
    // concurrent requests cannot all pass the count. Locks are taken in one order: no deadlock.
    const keys = [lockKey(`sign-in-code:email:${email}`), lockKey(`sign-in-code:ip:${ip}`)];
    keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys)
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()]);
    const [row] = await tx.query<{
      by_email: string | number;
      by_client: string | number;
      email_age: string | number | null;
      client_age: string | number | null;
    }>(
      `SELECT count(*) FILTER (WHERE email = $1) AS by_email,
              count(*) FILTER (WHERE ip_address = $2) AS by_client,
              extract(epoch FROM now() - min(created_at) FILTER (WHERE email = $1)) AS email_age,
              extract(epoch FROM now() - min(created_at) FILTER (WHERE ip_address = $2)) AS client_age
         FROM sign_in_code_requests
        WHERE (email = $1 OR ip_address = $2)
          AND created_at > now() - ($3::integer * interval '1 minute')`,
      [email, ip, CODE_REQUEST_WINDOW_MINUTES],
    );
    const window = CODE_REQUEST_WINDOW_MINUTES * 60;
    // Refused requests are not stored, so the oldest counted one leaving the window frees a place.
    const waits = [
      Number(row?.by_email ?? 0) >= CODES_PER_EMAIL ? window - Number(row?.email_age ?? 0) : 0,
      Number(row?.by_client ?? 0) >= CODES_PER_CLIENT ? window - Number(row?.client_age ?? 0) : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    await tx.query(
      'INSERT INTO sign_in_code_requests (id, email, ip_address) VALUES ($1, $2, $3)',
      [newId('code_request'), email.slice(0, 320), ip],
    );
    return { allowed: true, retryAfterSeconds: 0 };
  });
}
