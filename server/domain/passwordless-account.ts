// The passwordless demo sign-in: no password, Google and GitHub accounts connected, a member of
// Acme Loyalty. It signs in with 'Email me a sign-in code' on the hosted page (the code is in
// the outbox at /_dev/mail) and can set a password in <user-security>.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { newId } from '../ids';

export const PASSWORDLESS_EMAIL = 'social@acme.test';

export const passwordlessSignIn = {
  email: PASSWORDLESS_EMAIL,
  password: '(e-mail code)',
  description: 'No password, Google and GitHub connected: Email me a sign-in code',
};

export async function seedPasswordlessAccount(
  db: Queryable,
  acmeOrganizationId: string,
): Promise<void> {
  const id = newId('user');
  const profiles = {
    GoogleOAuth: { email: 'sam.social@gmail.test' },
    GithubOAuth: { email: 'sam-social@users.noreply.github.test' },
  };
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash, external_id, oauth_profiles,
       created_at, updated_at)
     VALUES ($1, $2, true, 'Sam', 'Social', NULL, $3, $4, now() - interval '40 days', now() - interval '40 days')
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [id, PASSWORDLESS_EMAIL, randomUUID(), JSON.stringify(profiles)],
  );
  if (inserted.length === 0) return;
  await db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, last_activity_at, created_at)
     VALUES ($1, $2, $3, $4, 'Active', ARRAY['member'], now() - interval '2 hours', now() - interval '40 days')`,
    [newId('om'), acmeOrganizationId, id, PASSWORDLESS_EMAIL],
  );
}
