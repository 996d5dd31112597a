// What a directory user means for the product (dsync-audit-events.md §A.1, "AuthKit link"): a
// user and a `directory_managed` membership of the directory's organization. An address of a
// verified domain joins Active; another one joins Invited with an invitation mail. Deactivation
// suspends the membership (Inactive, default role), ends the user's sessions in the
// organization, and so stops their widget tokens (the token guard wants an Active membership)
// and revokes their personal API keys (the memberships trigger of migration 070).
// Reactivation restores the membership. Roles follow the directory groups mapped to roles.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId, newSecret } from '../ids';
import { hashSecret } from '../domain/secrets';
import { normalizeEmail } from '../domain/email-address';
import { sendInvitation } from '../domain/invitations';

export interface ProvisionedUser {
  id: string;
  directory_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  state: 'active' | 'inactive';
  custom_attributes: Record<string, unknown>;
  user_id: string | null;
}

interface MembershipState {
  id: string;
  status: string;
  role_slugs: string[];
  invite_expires_at: Date | null;
  user_id: string | null;
}

/** The roles a directory user's mapped groups grant, first in the organization's role order. */
export async function directoryRoleSlugs(
  tx: Queryable,
  organizationId: string,
  directoryUserId: string,
): Promise<string[]> {
  const roles = await directoryRoleSlugsOf(tx, organizationId, [directoryUserId]);
  return roles.get(directoryUserId)!;
}

/** `directoryRoleSlugs` for many directory users at once (three queries however many). */
async function directoryRoleSlugsOf(
  tx: Queryable,
  organizationId: string,
  directoryUserIds: readonly string[],
): Promise<Map<string, string[]>> {
  const mapped = await tx.query<{ id: string; slugs: string[] }>(
    `SELECT id, array_agg(slug ORDER BY position, slug) AS slugs FROM (
       SELECT DISTINCT gm.directory_user_id AS id, r.slug, r.position FROM directory_group_members gm
         JOIN directory_group_roles gr ON gr.group_id = gm.group_id
         JOIN roles r ON r.organization_id = $1 AND r.slug = gr.role_slug
        WHERE gm.directory_user_id = ANY($2)) AS granted
      GROUP BY id`,
    [organizationId, directoryUserIds],
  );
  const granted = new Map(mapped.map((row) => [row.id, row.slugs]));
  const [org] =
    granted.size > 0
      ? await tx.query<{ multiple: boolean }>(
          'SELECT multiple_roles_enabled AS multiple FROM organizations WHERE id = $1',
          [organizationId],
        )
      : [];
  const fallback =
    granted.size < directoryUserIds.length ? await defaultRoleSlugs(tx, organizationId) : [];
  return new Map(
    directoryUserIds.map((id) => {
      const slugs = granted.get(id);
      if (!slugs) return [id, fallback];
      return [id, org?.multiple ? slugs : [slugs[0]!]];
    }),
  );
}

async function defaultRoleSlugs(tx: Queryable, organizationId: string): Promise<string[]> {
  const [role] = await tx.query<{ slug: string }>(
    `SELECT slug FROM roles WHERE organization_id = $1 ORDER BY is_default DESC, position, slug LIMIT 1`,
    [organizationId],
  );
  return [role?.slug ?? 'member'];
}

async function hasVerifiedDomain(tx: Queryable, organizationId: string, email: string) {
  const rows = await tx.query(
    `SELECT 1 FROM domains WHERE organization_id = $1 AND lower(domain) = $2
        AND state IN ('Verified', 'LegacyVerified')`,
    [organizationId, email.split('@')[1] ?? ''],
  );
  return rows.length > 0;
}

async function inviteDirectoryMember(
  ctx: AppContext,
  tx: Queryable,
  organizationId: string,
  membershipId: string,
  email: string,
): Promise<void> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ctx.config.inviteTtlSeconds * 1000);
  await tx.query(
    `UPDATE memberships SET status = 'Invited', invite_token_hash = $2, invite_expires_at = $3,
            updated_at = now() WHERE id = $1`,
    [membershipId, hashSecret(token), expiresAt],
  );
  await sendInvitation(ctx, tx, { organizationId, inviterId: null, email, token, expiresAt });
}

/** Ends the user's sessions in the organization (and those not bound to one). */
async function endSessions(tx: Queryable, userId: string, organizationId: string) {
  await tx.query(
    `UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL
        AND (organization_id = $2 OR organization_id IS NULL)`,
    [userId, organizationId],
  );
}

/**
 * Brings the user and membership in line with the directory user, in the caller's transaction.
 * Returns the product user's id (null when the directory user has no address yet).
 */
export async function provisionDirectoryUser(
  ctx: AppContext,
  tx: Queryable,
  organizationId: string,
  directoryUser: ProvisionedUser,
): Promise<string | null> {
  if (!directoryUser.email) return directoryUser.user_id;
  const email = normalizeEmail(directoryUser.email);
  const active = directoryUser.state === 'active';
  let [user] = await tx.query<{ id: string }>(
    directoryUser.user_id
      ? 'SELECT id FROM users WHERE id = $1'
      : 'SELECT id FROM users WHERE lower(email) = $1',
    [directoryUser.user_id ?? email],
  );
  if (!user && !active) return null;
  const verified = await hasVerifiedDomain(tx, organizationId, email);
  if (!user) {
    user = { id: newId('user') };
    await tx.query(
      `INSERT INTO users (id, email, email_verified, first_name, last_name) VALUES ($1, $2, $3, $4, $5)`,
      [user.id, email, verified, directoryUser.first_name, directoryUser.last_name],
    );
  } else {
    await tx.query(
      `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              updated_at = now() WHERE id = $1`,
      [user.id, directoryUser.first_name, directoryUser.last_name],
    );
  }
  await tx.query('UPDATE directory_users SET user_id = $2 WHERE id = $1', [
    directoryUser.id,
    user.id,
  ]);
  const [membership] = await tx.query<MembershipState>(
    `SELECT id, status, role_slugs, invite_expires_at, user_id FROM memberships
      WHERE organization_id = $1 AND (user_id = $2 OR lower(email) = $3)
      ORDER BY (user_id = $2) DESC LIMIT 1 FOR UPDATE`,
    [organizationId, user.id, email],
  );
  const roles = active
    ? await directoryRoleSlugs(tx, organizationId, directoryUser.id)
    : await defaultRoleSlugs(tx, organizationId);
  const marks = [directoryUser.directory_id, JSON.stringify(directoryUser.custom_attributes)];
  if (!membership) {
    if (!active) return user.id;
    const id = newId('om');
    await tx.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, directory_id,
                                directory_managed, custom_attributes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)`,
      [id, organizationId, user.id, email, verified ? 'Active' : 'Invited', roles, ...marks],
    );
    if (!verified) await inviteDirectoryMember(ctx, tx, organizationId, id, email);
    return user.id;
  }
  await tx.query(
    `UPDATE memberships SET user_id = $2, role_slugs = $3, directory_id = $4, directory_managed = true,
            custom_attributes = $5, updated_at = now() WHERE id = $1`,
    [membership.id, user.id, roles, ...marks],
  );
  if (!active) {
    if (membership.status !== 'Inactive') {
      await tx.query(`UPDATE memberships SET status = 'Inactive' WHERE id = $1`, [membership.id]);
      await endSessions(tx, user.id, organizationId);
    }
    return user.id;
  }
  const pending =
    membership.status === 'Invited' &&
    (!membership.invite_expires_at ||
      new Date(membership.invite_expires_at).getTime() > Date.now());
  if (membership.status === 'Active' || (pending && !verified)) return user.id;
  if (verified) {
    await tx.query(`UPDATE memberships SET status = 'Active' WHERE id = $1`, [membership.id]);
  } else {
    await inviteDirectoryMember(ctx, tx, organizationId, membership.id, email);
  }
  return user.id;
}

/**
 * Re-derives the role of each listed directory user from their groups; returns those whose
 * membership's roles changed, with the roles before.
 */
export async function refreshDirectoryRoles(
  tx: Queryable,
  organizationId: string,
  directoryUserIds: string[],
): Promise<{ directoryUserId: string; before: string[] }[]> {
  const changed: { directoryUserId: string; before: string[] }[] = [];
  if (directoryUserIds.length === 0) return changed;
  const rows = await tx.query<{ id: string; membership_id: string; role_slugs: string[] }>(
    `SELECT du.id, m.id AS membership_id, m.role_slugs FROM directory_users du
       JOIN memberships m ON m.organization_id = $1 AND m.user_id = du.user_id
      WHERE du.id = ANY($2) AND du.state = 'active' AND m.status IN ('Active', 'Invited')`,
    [organizationId, directoryUserIds],
  );
  const roles = await directoryRoleSlugsOf(
    tx,
    organizationId,
    rows.map((row) => row.id),
  );
  const updates: { membershipId: string; roles: string[] }[] = [];
  for (const row of rows) {
    const now = roles.get(row.id)!;
    if (now.join(',') === row.role_slugs.join(',')) continue;
    updates.push({ membershipId: row.membership_id, roles: now });
    changed.push({ directoryUserId: row.id, before: row.role_slugs });
  }
  if (updates.length > 0)
    // One statement for every change; each list of slugs travels as a JSON array.
    await tx.query(
      `UPDATE memberships m
          SET role_slugs = ARRAY(SELECT jsonb_array_elements_text(u.roles::jsonb)), updated_at = now()
         FROM unnest($1::text[], $2::text[]) AS u (id, roles) WHERE m.id = u.id`,
      [
        updates.map((update) => update.membershipId),
        updates.map((update) => JSON.stringify(update.roles)),
      ],
    );
  return changed;
}
