// Turns a membership row into the contract's `Member`: the derived InviteExpired status and the
// actions the table may offer for it.
import type { Member, MemberAction, MemberStatus, Role } from '../../src/api/widgets/types';

// The wire types have one copy, in src/api/widgets/types/.
export type { Member, MemberAction, MemberStatus };

export interface MemberRow {
  id: string;
  email: string;
  status: 'Active' | 'Invited' | 'InviteRevoked' | 'Inactive';
  /** Provisioned by a directory: the directory owns the role and the removal. */
  directory_managed?: boolean;
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

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

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

/** What stays possible on a directory-managed member: the directory owns roles and removal. */
const directoryAllows: MemberAction[] = ['resend-invite'];

/** Each list's roles by slug, made once per list (a page calls toMember for each of its rows). */
const rolesBySlug = new WeakMap<readonly Role[], Map<string, Role>>();

export function toMember(
  row: MemberRow,
  roles: readonly Role[],
  callerUserId: string,
  now = Date.now(),
): Member {
  const status = memberStatus(row, now);
  const isLoggedInUser = row.user_id !== null && row.user_id === callerUserId;
  let bySlug = rolesBySlug.get(roles);
  if (!bySlug) {
    bySlug = new Map(roles.map((role) => [role.slug, role]));
    rolesBySlug.set(roles, bySlug);
  }
  // Optional fields are set only when present, in the wire order.
  const member: Member = {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified ?? false,
  } as Member;
  if (row.first_name) member.firstName = row.first_name;
  if (row.last_name) member.lastName = row.last_name;
  if (row.profile_picture_url) member.profilePictureUrl = row.profile_picture_url;
  member.createdAt = iso(row.created_at);
  if (row.last_activity_at) member.lastActivityAt = iso(row.last_activity_at);
  member.status = status;
  member.roles = [];
  for (const slug of row.role_slugs) {
    const role = bySlug.get(slug);
    if (role) member.roles.push(role);
  }
  member.isLoggedInUser = isLoggedInUser;
  if (row.directory_managed) member.directoryManaged = true;
  member.actions = isLoggedInUser
    ? []
    : row.directory_managed
      ? memberActions(status).filter((action) => directoryAllows.includes(action))
      : memberActions(status);
  return member;
}
