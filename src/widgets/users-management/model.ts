// Pure rules of the users-management widget: no React, no network. The member and role types are
// the wire types of src/api/widgets (the one copy); the rules take only the parts they read, so
// fixtures stay small.
import { isEmailAddress } from '../../api/email-address';
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
// Roles in the invite and edit dialogs

export interface RoleSelection {
  /** The slug selected at first, or '' when there is nothing to pick. */
  slug: string;
  /** True when the select offers no choice (a single role). */
  disabled: boolean;
  /** The explanation shown under a disabled select. */
  note?: string;
}

/** SPEC.md §5: a single role is preselected and locked; else the default role, else the first. */
export function initialInviteRole(
  roles: readonly RoleLike[],
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): RoleSelection {
  const [first] = roles;
  if (!first) return { slug: '', disabled: false };
  if (roles.length === 1) {
    return { slug: first.slug, disabled: true, note: strings.inviteOnlyRoleNote(first.name) };
  }
  const preferred = roles.find((role) => role.default) ?? first;
  return { slug: preferred.slug, disabled: false };
}

/** Roles are listed in the order the server gives; unknown slugs are dropped. */
export function roleNames(slugs: readonly string[], roles: readonly RoleLike[]): string[] {
  return slugs.map((slug) => roles.find((role) => role.slug === slug)?.name ?? slug);
}

/** Edit roles (multiple) needs at least one role. */
export function validateRoleSelection(
  slugs: readonly string[],
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): string | undefined {
  return slugs.length === 0 ? strings.editRolesAtLeastOne : undefined;
}

/** True when a role choice differs from the member's roles (order does not matter). */
export function isRoleSelectionChanged(
  current: readonly string[],
  selected: readonly string[],
): boolean {
  const before = new Set(current);
  const after = new Set(selected);
  return before.size !== after.size || [...after].some((slug) => !before.has(slug));
}

// ---------------------------------------------------------------------------------------------
// Invite form

export type InviteField = 'email' | 'role';

export interface InviteErrors {
  email?: string;
  role?: string;
  /** A message for the whole form, shown above the buttons. */
  form?: string;
}

/** Client-side checks of the invite form: e-mail required and of type email, a role selected. */
export function validateInvite(
  values: { email: string; role: string },
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): InviteErrors {
  const errors: InviteErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = strings.valueMissing;
  else if (!isEmailAddress(email)) errors.email = strings.typeMismatch;
  if (!values.role) errors.role = strings.valueMissing;
  return errors;
}

/** Whether a validation or server result holds any error. */
export function hasErrors(errors: InviteErrors): boolean {
  return Boolean(errors.email || errors.role || errors.form);
}

/** The field that should receive focus: the first one, in form order, that has an error. */
export function firstErrorField(errors: InviteErrors): InviteField | undefined {
  if (errors.email) return 'email';
  if (errors.role) return 'role';
  return undefined;
}

const EMAIL_MESSAGES = ['user already exists', 'user already invited', 'invalid email'];

/** SPEC.md §8: which field a failed invite's message belongs on, matched case-insensitively. */
export function inviteErrorToFields(
  error: unknown,
  strings: UsersManagementStrings = englishUsersManagementStrings(),
): InviteErrors {
  if (!(error instanceof Error) && !isErrorLike(error)) {
    return { form: strings.inviteUnexpectedError };
  }
  const message = (error as { message: string }).message;
  const lower = message.toLowerCase();
  if (EMAIL_MESSAGES.some((known) => lower.includes(known))) return { email: message };
  if (lower.includes('invalid role')) return { role: message };
  return { form: strings.inviteGenericError };
}

// Errors from a second copy of the bundle on the page fail instanceof; match by shape instead.
function isErrorLike(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
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
