// What an invitation link's token stands for, for the hosted pages: who invited whom to which
// organization, and whether it can still be accepted. Only the holder of the mailed token learns
// this, so the page may name the organization and pre-fill the invited address.
import type { Queryable } from '../db/database';
import { hashSecret } from '../domain/secrets';

export type InvitationState = 'pending' | 'expired' | 'revoked' | 'accepted';

export interface InvitationView {
  state: InvitationState;
  email: string;
  organizationId: string;
  organizationName: string;
  /** The inviter's name (or e-mail); null when the inviter is gone. */
  inviterName: string | null;
  expiresAt: Date | null;
  /** True when an account with the invited address exists (sign in rather than sign up). */
  hasAccount: boolean;
}

interface InvitationRow {
  status: 'Active' | 'Invited' | 'InviteRevoked';
  email: string;
  organization_id: string;
  organization_name: string;
  inviter_name: string | null;
  invite_expires_at: Date | string | null;
  has_account: boolean;
}

/** The invitation a link token belongs to; undefined for a token that was never issued or was replaced by a resend. */
export async function findInvitation(
  db: Queryable,
  token: string,
  now = Date.now(),
): Promise<InvitationView | undefined> {
  const [row] = await db.query<InvitationRow>(
    `SELECT m.status, m.email, m.organization_id, o.name AS organization_name, m.invite_expires_at,
            coalesce(nullif(btrim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')), ''), i.email) AS inviter_name,
            EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(m.email)) AS has_account
       FROM memberships m
       JOIN organizations o ON o.id = m.organization_id
       LEFT JOIN users i ON i.id = m.invited_by
      WHERE m.invite_token_hash = $1`,
    [hashSecret(token)],
  );
  if (!row) return undefined;
  const expiresAt = row.invite_expires_at ? new Date(row.invite_expires_at) : null;
  return {
    state: invitationState(row.status, expiresAt, now),
    email: row.email,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    inviterName: row.inviter_name,
    expiresAt,
    hasAccount: row.has_account,
  };
}

export function invitationState(
  status: InvitationRow['status'],
  expiresAt: Date | null,
  now = Date.now(),
): InvitationState {
  if (status === 'Active') return 'accepted';
  if (status === 'InviteRevoked') return 'revoked';
  return expiresAt && expiresAt.getTime() <= now ? 'expired' : 'pending';
}

/** Why an invitation cannot be accepted by `email`, in words for the page; undefined when it can. */
export function invitationRefusal(
  invitation: InvitationView | undefined,
  email?: string,
): string | undefined {
  if (!invitation) {
    return 'This invitation link is no longer valid. A newer invitation may have been sent: use the link in the latest email, or ask the person who invited you to send a new one.';
  }
  const organization = invitation.organizationName;
  switch (invitation.state) {
    case 'expired':
      return `This invitation to join ${organization} has expired. Ask an administrator of ${organization} to send you a new one.`;
    case 'revoked':
      return `This invitation to join ${organization} was withdrawn. Ask an administrator of ${organization} if you think this is a mistake.`;
    case 'accepted':
      return `This invitation to join ${organization} has already been accepted. Sign in to continue.`;
    case 'pending':
      if (email && email.toLowerCase() !== invitation.email.toLowerCase()) {
        return `This invitation was sent to ${invitation.email}. Use that address to accept it.`;
      }
      return undefined;
  }
}
