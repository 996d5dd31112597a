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
import {
  invitationColumns,
  invitationObject,
  membershipObject,
  membershipOwnColumns,
  userColumns,
  userObject,
  type InvitationRow,
  type ManagedUserRow,
  type MembershipRow,
} from '../domain/sdk-objects';
import type { EventInput } from '../events/event-log';

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

/** Invites the member by mail; returns its `invitation.created` event. */
async function inviteDirectoryMember(
  ctx: AppContext,
  tx: Queryable,
  organizationId: string,
  membershipId: string,
  email: string,
): Promise<EventInput> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ctx.config.inviteTtlSeconds * 1000);
  const [invitation] = await tx.query<InvitationRow>(
    `UPDATE memberships m SET status = 'Invited', invite_token_hash = $2, invite_expires_at = $3,
            updated_at = now() WHERE id = $1 RETURNING ${invitationColumns}`,
    [membershipId, hashSecret(token), expiresAt],
  );
  await sendInvitation(ctx, tx, { organizationId, inviterId: null, email, token, expiresAt });
  return { event: 'invitation.created', data: invitationObject(invitation!), organizationId };
}

/** `organization_membership.<change>` for a membership row read back by its write. */
const membershipEvent = (
  change: 'created' | 'updated',
  row: Omit<MembershipRow, 'organization_name'>,
  organizationName: string,
): EventInput => ({
  event: `organization_membership.${change}`,
  data: membershipObject({ ...row, organization_name: organizationName }),
  organizationId: row.organization_id,
});

/** Ends the user's sessions in the organization (and those not bound to one). */
async function endSessions(tx: Queryable, userId: string, organizationId: string) {
  await tx.query(
    `UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL
        AND (organization_id = $2 OR organization_id IS NULL)`,
    [userId, organizationId],
  );
}

/** What provisioning found, read in one statement. */
interface Lookup {
  organization_name: string;
  user_id: string | null;
  verified: boolean;
  default_role: string | null;
  membership_id: string | null;
  status: string | null;
  invite_expires_at: Date | null;
}

export interface Provisioned {
  /** The product user's id (null when the directory user has no address yet). */
  userId: string | null;
  /** The membership's roles afterwards; null when the user has no membership here. */
  roleSlugs: string[] | null;
  /**
   * The product's own events (`user.*`, `organization_membership.created`/`.updated`,
   * `invitation.created`), for the caller to append in its transaction.
   */
  events: EventInput[];
}

/**
 * Brings the user and membership in line with the directory user, in the caller's transaction.
 * `isNew`: the directory user is being created, so it is in no group yet (its role is the
 * organization's default without reading groups). The user, the verified domain, the default
 * role and the membership (locked) are read in one statement.
 */
export async function provisionDirectoryUser(
  ctx: AppContext,
  tx: Queryable,
  organizationId: string,
  directoryUser: ProvisionedUser,
  isNew = false,
): Promise<Provisioned> {
  const events: EventInput[] = [];
  if (!directoryUser.email) return { userId: directoryUser.user_id, roleSlugs: null, events };
  const email = normalizeEmail(directoryUser.email);
  const active = directoryUser.state === 'active';
  const [found] = await tx.query<Lookup>(
    `WITH u AS (
       SELECT id FROM users WHERE id = $3
       UNION ALL SELECT id FROM users WHERE $3::text IS NULL AND lower(email) = $2
       LIMIT 1)
     SELECT (SELECT name FROM organizations WHERE id = $1) AS organization_name, u.id AS user_id,
            EXISTS (SELECT 1 FROM domains WHERE organization_id = $1 AND lower(domain) = $4
                       AND state IN ('Verified', 'LegacyVerified')) AS verified,
            (SELECT slug FROM roles WHERE organization_id = $1
              ORDER BY is_default DESC, position, slug LIMIT 1) AS default_role,
            m.id AS membership_id, m.status, m.invite_expires_at
       FROM (SELECT 1) AS one LEFT JOIN u ON true
       LEFT JOIN LATERAL (
         -- The user's own membership first, else one by address; each lookup on its index.
         SELECT id, status, invite_expires_at FROM memberships
          WHERE id = coalesce(
            (SELECT id FROM memberships WHERE organization_id = $1 AND user_id = u.id LIMIT 1),
            (SELECT id FROM memberships WHERE organization_id = $1 AND lower(email) = $2 LIMIT 1))
          FOR UPDATE) m ON true`,
    [organizationId, email, directoryUser.user_id, email.split('@')[1] ?? ''],
  );
  const verified = found!.verified;
  let userId = found!.user_id;
  if (!userId && !active) return { userId: null, roleSlugs: null, events };
  if (!userId) {
    userId = newId('user');
    const [created] = await tx.query<ManagedUserRow>(
      `INSERT INTO users AS u (id, email, email_verified, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${userColumns}`,
      [userId, email, verified, directoryUser.first_name, directoryUser.last_name],
    );
    events.push({ event: 'user.created', data: userObject(created!) });
  } else if (directoryUser.first_name !== null || directoryUser.last_name !== null) {
    const [updated] = await tx.query<ManagedUserRow>(
      `UPDATE users u SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              updated_at = now()
        WHERE id = $1 AND (first_name IS DISTINCT FROM coalesce($2, first_name)
                           OR last_name IS DISTINCT FROM coalesce($3, last_name))
        RETURNING ${userColumns}`,
      [userId, directoryUser.first_name, directoryUser.last_name],
    );
    if (updated) events.push({ event: 'user.updated', data: userObject(updated) });
  }
  if (!isNew && directoryUser.user_id !== userId)
    await tx.query('UPDATE directory_users SET user_id = $2 WHERE id = $1', [
      directoryUser.id,
      userId,
    ]);
  const fallback = [found!.default_role ?? 'member'];
  const roles =
    active && !isNew ? await directoryRoleSlugs(tx, organizationId, directoryUser.id) : fallback;
  const marks = [directoryUser.directory_id, JSON.stringify(directoryUser.custom_attributes)];
  const membershipId = found!.membership_id;
  if (!membershipId) {
    if (!active) return { userId, roleSlugs: null, events };
    const id = newId('om');
    const [inserted] = await tx.query<MembershipRow>(
      `INSERT INTO memberships AS m (id, organization_id, user_id, email, status, role_slugs, directory_id,
                                     directory_managed, custom_attributes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) RETURNING ${membershipOwnColumns}`,
      [id, organizationId, userId, email, verified ? 'Active' : 'Invited', roles, ...marks],
    );
    events.push(membershipEvent('created', inserted!, found!.organization_name));
    if (!verified) events.push(await inviteDirectoryMember(ctx, tx, organizationId, id, email));
    return { userId, roleSlugs: roles, events };
  }
  const result = { userId, roleSlugs: roles, events };
  // Deactivation suspends the membership; activation of a pending or suspended one joins it
  // (verified domain) or invites it again.
  const status = found!.status;
  const pending =
    status === 'Invited' &&
    (!found!.invite_expires_at || new Date(found!.invite_expires_at).getTime() > Date.now());
  const nextStatus = !active
    ? 'Inactive'
    : status === 'Active' || (pending && !verified)
      ? status
      : verified
        ? 'Active'
        : status;
  // The row as it was comes from the FROM list (read before the update), so the statement also
  // says whether anything the membership object shows changed.
  const [updated] = await tx.query<MembershipRow & { changed: boolean }>(
    `UPDATE memberships m SET user_id = $2, role_slugs = $3, directory_id = $4, directory_managed = true,
            custom_attributes = $5, status = $6, updated_at = now()
       FROM (SELECT id, user_id, role_slugs, directory_managed, custom_attributes, status
               FROM memberships WHERE id = $1) AS old
      WHERE m.id = old.id
      RETURNING ${membershipOwnColumns},
        (old.user_id IS DISTINCT FROM m.user_id OR old.role_slugs IS DISTINCT FROM m.role_slugs
          OR NOT old.directory_managed OR old.custom_attributes IS DISTINCT FROM m.custom_attributes
          OR old.status IS DISTINCT FROM m.status) AS changed`,
    [membershipId, userId, roles, ...marks, nextStatus],
  );
  if (updated!.changed) {
    const { changed: _changed, ...row } = updated!;
    events.push(membershipEvent('updated', row, found!.organization_name));
  }
  if (!active) {
    if (status !== 'Inactive') await endSessions(tx, userId, organizationId);
    return result;
  }
  if (status !== 'Active' && !(pending && !verified) && !verified)
    events.push(await inviteDirectoryMember(ctx, tx, organizationId, membershipId, email));
  return result;
}

/** A membership whose roles followed its directory user's groups, with the roles before. */
export interface RoleChange {
  directoryUserId: string;
  membershipId: string;
  before: string[];
}

/**
 * Re-derives the role of each listed directory user from their groups; returns those whose
 * membership's roles changed, with the roles before.
 */
export async function refreshDirectoryRoles(
  tx: Queryable,
  organizationId: string,
  directoryUserIds: string[],
): Promise<RoleChange[]> {
  const changed: RoleChange[] = [];
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
    changed.push({
      directoryUserId: row.id,
      membershipId: row.membership_id,
      before: row.role_slugs,
    });
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
