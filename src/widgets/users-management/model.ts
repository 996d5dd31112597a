// Pure rules of the users-management widget: no React, no network. The member and role types are
// the wire types of src/api/widgets (the one copy); the rules take only the parts they read, so
// fixtures stay small.
import type {
  ListMetadata as WireListMetadata,
  Member,
  MemberAction,
  MemberStatus,
  Role,
} from '../../api/widgets';
import { englishUsersManagementStrings, type UsersManagementStrings } from './strings';
import type { PageCursor } from '../shared';

export type { MemberAction, MemberStatus };

/** The parts of a Role the rules read. */
export type RoleLike = Pick<Role, 'slug' | 'name'> & Partial<Pick<Role, 'description' | 'default'>>;

/** The parts of a Member the rules read; `actions` may hold values this version does not know. */
export type MemberLike = Pick<
  Member,
  'email' | 'firstName' | 'lastName' | 'status' | 'isLoggedInUser'
> & { actions?: readonly string[] };

/** Members per page (SPEC.md §9), also the number of skeleton rows. */
export const PAGE_SIZE = 10;
/** Delay before the search text is sent (SPEC.md §9). */
export const SEARCH_DEBOUNCE_MS = 200;
/** Delay before the pager shows its pending indicator (SPEC.md §9). */
export const PAGER_PENDING_DELAY_MS = 500;

// ---------------------------------------------------------------------------------------------
// Status and labels

export type BadgeTone = 'warning' | 'danger';

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}

/** The badge a member's status earns; Active members carry none. */
export function statusBadge(
  status: MemberStatus,
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): StatusBadge | null {
  switch (status) {
    case 'Invited':
      return { label: strings.statusInvited, tone: 'warning' };
    case 'InviteExpired':
      return { label: strings.statusInviteExpired, tone: 'danger' };
    case 'InviteRevoked':
      return { label: strings.statusInviteRevoked, tone: 'danger' };
    case 'Inactive':
      return { label: strings.statusInactive, tone: 'danger' };
    default:
      return null;
  }
}

/** Expired and revoked invitations are shown dimmed. */
export function isRowDimmed(status: MemberStatus): boolean {
  return status === 'InviteExpired' || status === 'InviteRevoked' || status === 'Inactive';
}

/** 'role' or 'roles' by count (SPEC.md §9). */
export function roleWord(count: number): 'role' | 'roles' {
  return count === 1 ? 'role' : 'roles';
}

/** The same word with a capital, for headings and column titles. */
export function roleTitle(count: number): 'Role' | 'Roles' {
  return count === 1 ? 'Role' : 'Roles';
}

/** The full name, or the e-mail when no name is known. */
export function memberDisplayName(member: MemberLike): string {
  const name = [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || member.email;
}

/** The actions the row menu offers: only those the server lists, never on the caller's row. */
export function rowActions(member: MemberLike): MemberAction[] {
  if (member.isLoggedInUser) return [];
  const known: MemberAction[] = [
    'edit-role',
    'resend-invite',
    'revoke-invite',
    'revoke-membership',
  ];
  return known.filter((action) => member.actions?.includes(action));
}

/**
 * The actions a directory-managed member's organization directory owns (its role, its removal):
 * the row shows them disabled with the reason, since the server offers them nowhere else.
 */
export function directoryOwnedActions(
  member: Pick<MemberLike, 'isLoggedInUser'> & { directoryManaged?: boolean },
): MemberAction[] {
  if (!member.directoryManaged || member.isLoggedInUser) return [];
  return ['edit-role', 'revoke-membership'];
}

/** The row menu: the server's actions and the directory's (disabled), in the menu's order. */
export function menuActions(
  member: MemberLike & { directoryManaged?: boolean },
): { action: MemberAction; ownedByDirectory: boolean }[] {
  const allowed = rowActions(member);
  const owned = directoryOwnedActions(member);
  const order: MemberAction[] = [
    'edit-role',
    'resend-invite',
    'revoke-invite',
    'revoke-membership',
  ];
  return order
    .filter((action) => allowed.includes(action) || owned.includes(action))
    .map((action) => ({ action, ownedByDirectory: owned.includes(action) }));
}

export interface EditRoleAvailability {
  disabled: boolean;
  tooltip?: string;
}

/** Where the roles-and-config request stands. */
export type RolesState = 'loading' | 'error' | 'ready';

/** Edit role is unavailable while roles load (or failed) or when there is only one role to pick. */
export function editRoleAvailability(
  rolesState: RolesState,
  roleCount: number,
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): EditRoleAvailability {
  if (rolesState === 'loading') return { disabled: true, tooltip: strings.editRoleLoadingTooltip };
  if (rolesState === 'error') return { disabled: true, tooltip: strings.rolesError };
  if (roleCount <= 1) return { disabled: true, tooltip: strings.editRoleSingleRoleTooltip };
  return { disabled: false };
}

// ---------------------------------------------------------------------------------------------
// Paging

/** The cursor of the page on screen: none for the first page (the list kit's type). */
export type { PageCursor };

/** Page cursors as the rules read them (either may be missing). */
export type ListMetadata = Partial<WireListMetadata>;

/** "Next" sends the `before` cursor; null means there is no next page. */
export function nextCursor(meta: ListMetadata | undefined): PageCursor {
  return meta?.before ? { before: meta.before } : null;
}

/** "Previous" sends the `after` cursor; null means there is no previous page. */
export function previousCursor(meta: ListMetadata | undefined): PageCursor {
  return meta?.after ? { after: meta.after } : null;
}

export interface MembersQuery {
  limit: number;
  role?: string;
  search?: string;
  before?: string;
  after?: string;
}

/** The query of GET members: undefined values are left out, a blank search is not sent. */
export function membersQuery(state: {
  role?: string;
  search?: string;
  cursor: PageCursor;
}): MembersQuery {
  const query: MembersQuery = { limit: PAGE_SIZE };
  if (state.role) query.role = state.role;
  const search = state.search?.trim();
  if (search) query.search = search;
  if (state.cursor && 'before' in state.cursor) query.before = state.cursor.before;
  if (state.cursor && 'after' in state.cursor) query.after = state.cursor.after;
  return query;
}
