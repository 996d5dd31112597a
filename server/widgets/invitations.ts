// Invitations: create, resend and revoke, each mailing the person through the outbox. An
// invitation is a membership row with status Invited and an expiry; it turns InviteExpired by
// itself once the expiry passes.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { newId, newSecret } from '../ids';
import { memberStatus } from './member-view';
import { checkRoleSlugs, listRoles, multipleRolesEnabled } from './roles';
import { isEmailAddress, normalizeEmail } from '../identity/email-address';
import { hashSecret } from '../identity/secrets';

export { normalizeEmail };

interface InvitationTarget {
  id: string;
  status: 'Active' | 'Invited' | 'InviteRevoked';
  invite_expires_at: Date | null;
}

export async function inviteUser(
  ctx: AppContext,
  organizationId: string,
  inviterId: string,
  input: { email: string; roles: string[] },
): Promise<void> {
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email)) throw badRequest('Invalid email', 'email');
  const roles = await listRoles(ctx.db, organizationId);
  const check = checkRoleSlugs(
    input.roles,
    roles,
    await multipleRolesEnabled(ctx.db, organizationId),
  );
  if (!check.ok) throw badRequest('Invalid role', 'roles');

  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.query<InvitationTarget>(
      'SELECT id, status, invite_expires_at FROM memberships WHERE organization_id = $1 AND lower(email) = $2',
      [organizationId, email],
    );
    if (existing?.status === 'Active') throw badRequest('User already exists', 'email');
    if (existing && memberStatus(existing) === 'Invited')
      throw badRequest('User already invited', 'email');

    const token = newSecret();
    const expiresAt = new Date(Date.now() + ctx.config.inviteTtlSeconds * 1000);
    if (existing) {
      // An expired or revoked invitation is renewed in place (one row per e-mail).
      await tx.query(
        `UPDATE memberships SET status = 'Invited', role_slugs = $2, invite_token_hash = $3, invite_expires_at = $4,
                invited_by = $5 WHERE id = $1`,
        [existing.id, check.slugs, hashSecret(token), expiresAt, inviterId],
      );
    } else {
      const [user] = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE lower(email) = $1',
        [email],
      );
      await tx.query(
        `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_token_hash,
                                  invite_expires_at, invited_by)
         VALUES ($1, $2, $3, $4, 'Invited', $5, $6, $7, $8)`,
        [
          newId('om'),
          organizationId,
          user?.id ?? null,
          email,
          check.slugs,
          hashSecret(token),
          expiresAt,
          inviterId,
        ],
      );
    }
    await sendInvitation(ctx, tx, { organizationId, inviterId, email, token, expiresAt });
  });
}

export async function resendInvitation(
  ctx: AppContext,
  organizationId: string,
  inviterId: string,
  membershipId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<InvitationTarget & { email: string }>(
      'SELECT id, email, status, invite_expires_at FROM memberships WHERE id = $1 AND organization_id = $2 FOR UPDATE',
      [membershipId, organizationId],
    );
    if (!row) throw notFound('Invitation not found');
    if (row.status === 'Active')
      throw badRequest('This person has already joined the organization', 'id');
    const token = newSecret();
    const expiresAt = new Date(Date.now() + ctx.config.inviteTtlSeconds * 1000);
    await tx.query(
      `UPDATE memberships SET status = 'Invited', invite_token_hash = $2, invite_expires_at = $3, invited_by = $4
        WHERE id = $1`,
      [row.id, hashSecret(token), expiresAt, inviterId],
    );
    await sendInvitation(ctx, tx, {
      organizationId,
      inviterId,
      email: row.email,
      token,
      expiresAt,
    });
  });
}

export async function revokeInvitation(
  ctx: AppContext,
  organizationId: string,
  membershipId: string,
): Promise<void> {
  const [row] = await ctx.db.query<{ status: string }>(
    'SELECT status FROM memberships WHERE id = $1 AND organization_id = $2',
    [membershipId, organizationId],
  );
  if (!row) throw notFound('Invitation not found');
  if (row.status === 'Active') throw badRequest('Only invitations can be revoked', 'id');
  await ctx.db.query(
    // The token's hash stays, so the withdrawn link can say so; only status 'Invited' is accepted.
    `UPDATE memberships SET status = 'InviteRevoked' WHERE id = $1 AND status <> 'Active'`,
    [membershipId],
  );
}

export async function sendInvitation(
  ctx: AppContext,
  tx: Queryable,
  invite: {
    organizationId: string;
    /** Null when no person invites (a directory provisioning the member). */
    inviterId: string | null;
    email: string;
    token: string;
    expiresAt: Date;
  },
): Promise<void> {
  const [names] = await tx.query<{ organization: string; inviter: string }>(
    `SELECT o.name AS organization, coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) AS inviter
       FROM organizations o LEFT JOIN users u ON u.id = $2 WHERE o.id = $1`,
    [invite.organizationId, invite.inviterId],
  );
  const organization = names?.organization ?? 'your organization';
  const link = `${ctx.config.publicUrl}/?invitation_token=${encodeURIComponent(invite.token)}`;
  await ctx.mailer.send(tx, {
    to: invite.email,
    subject: `You have been invited to join ${organization}`,
    body: [
      `${names?.inviter ?? 'An administrator'} invited you to join ${organization}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `The invitation expires on ${invite.expiresAt.toUTCString()}.`,
    ].join('\n'),
    kind: 'invitation',
  });
}
