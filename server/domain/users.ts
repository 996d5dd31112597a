// Users as the identity provider stores and returns them, and lazy user provisioning: a new
// user gets an external id a configurable moment after first sign-in (external_id_due_at).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { normalizeEmail } from './email-address';

export interface UserRow {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  password_hash: string | null;
  external_id: string | null;
  external_id_due_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The `user` object of API-CONTRACT.md §1 (snake_case). */
export interface UserResponse {
  object: 'user';
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  /** First and last name joined, as the management API's User has it; null without either. */
  name: string | null;
  profile_picture_url: string | null;
  last_sign_in_at: string | null;
  external_id: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** "First Last" from the parts that are set; null when neither is. */
export function fullName(firstName: string | null, lastName: string | null): string | null {
  return [firstName, lastName].filter((part) => part && part.trim()).join(' ') || null;
}

export function userResponse(row: UserRow): UserResponse {
  return {
    object: 'user',
    id: row.id,
    email: row.email,
    email_verified: row.email_verified,
    first_name: row.first_name,
    last_name: row.last_name,
    name: fullName(row.first_name, row.last_name),
    profile_picture_url: row.profile_picture_url,
    last_sign_in_at: iso(row.last_sign_in_at),
    external_id: row.external_id,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

/** Lower-cased, trimmed e-mail: the form users are stored and looked up in. */
export { normalizeEmail };

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [
    normalizeEmail(email),
  ]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

/**
 * Records a successful sign-in. The first one schedules provisioning `delayMs` later; users
 * that already have an external id or a due date keep them.
 */
export async function recordSignIn(
  db: Queryable,
  userId: string,
  delayMs: number,
  passwordUsed = true,
): Promise<void> {
  await db.query(
    `UPDATE users SET last_sign_in_at = now(),
       password_last_used_at = CASE WHEN $3 THEN now() ELSE password_last_used_at END,
       external_id_due_at = CASE WHEN external_id IS NULL AND external_id_due_at IS NULL
         THEN now() + ($2::double precision * interval '1 millisecond') ELSE external_id_due_at END
     WHERE id = $1`,
    [userId, delayMs, passwordUsed],
  );
}

/**
 * Assigns the external id when its due time has passed, and returns the user as it is now, with
 * whether this call assigned it (the caller records the change's event in the same `db`).
 */
export async function provisionUser(
  db: Queryable,
  userId: string,
): Promise<{ user: UserRow | undefined; assigned: boolean }> {
  const [updated] = await db.query<UserRow>(
    `UPDATE users SET external_id = $2, updated_at = now()
     WHERE id = $1 AND external_id IS NULL AND external_id_due_at IS NOT NULL AND external_id_due_at <= now()
     RETURNING *`,
    [userId, randomUUID()],
  );
  return { user: updated ?? (await findUserById(db, userId)), assigned: updated !== undefined };
}
