// Turns a membership row into the contract's `Member`: the derived InviteExpired status and the
// actions the table may offer for it.
import type { Member, MemberAction, MemberStatus, Role } from '../../src/api/widgets/types';

// The wire types have one copy, in src/api/widgets/types/.
export type { Member, MemberAction, MemberStatus };

export interface MemberRow {
  id: string;
  email: string;
  status: 'Active' | 'Invited' | 'InviteRevoked' | 'Inactive';
  role_slugs: string[];
  invite_expires_at: Date | string | null;
  last_activity_at: Date | string | null;
  created_at: Date | string;
  cursor_time: string;
  user_id: string | null;
  email_verified: boolean | null;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function memberStatus(
  row: Pick<MemberRow, 'status' | 'invite_expires_at'>,
  now = Date.now(),
): MemberStatus {
  if (
    row.status === 'Invited' &&
    row.invite_expires_at &&
    new Date(row.invite_expires_at).getTime() <= now
  ) {
    return 'InviteExpired';
  }
  return row.status;
}

/**
 * Actions per status. An expired invitation can still be resent or revoked (revoking keeps it
 * from being resent by mistake); a revoked one can only be resent, which re-invites the person.
 */
export function memberActions(status: MemberStatus): MemberAction[] {
  switch (status) {
    case 'Active':
      return ['edit-role', 'revoke-membership'];
    case 'Invited':
    case 'InviteExpired':
      return ['resend-invite', 'revoke-invite'];
    case 'InviteRevoked':
      return ['resend-invite'];
    case 'Inactive':
      // Suspended by its directory: only the directory can bring the member back.
      return [];
  }
}

export function toMember(
  row: MemberRow,
  roles: Role[],
  callerUserId: string,
  now = Date.now(),
): Member {
  const status = memberStatus(row, now);
  const isLoggedInUser = row.user_id !== null && row.user_id === callerUserId;
  const bySlug = new Map(roles.map((role) => [role.slug, role]));
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified ?? false,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    ...(row.profile_picture_url ? { profilePictureUrl: row.profile_picture_url } : {}),
    createdAt: iso(row.created_at),
    ...(row.last_activity_at ? { lastActivityAt: iso(row.last_activity_at) } : {}),
    status,
    roles: row.role_slugs.flatMap((slug) => bySlug.get(slug) ?? []),
    isLoggedInUser,
    actions: isLoggedInUser ? [] : memberActions(status),
  };
}
