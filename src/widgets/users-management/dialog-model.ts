// Pure rules of <users-management>'s invite and edit-role dialogs: apart from model.ts so they
// come with the dialogs' chunk (member-dialogs), not before the first rows.
import { isEmailAddress } from '../../api/email-address';
import type { RoleLike } from './model';
import { englishMemberDialogStrings, type MemberDialogStrings } from './dialog-strings';

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
  strings: MemberDialogStrings = englishMemberDialogStrings(),
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
  strings: MemberDialogStrings = englishMemberDialogStrings(),
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
  strings: MemberDialogStrings = englishMemberDialogStrings(),
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
  strings: MemberDialogStrings = englishMemberDialogStrings(),
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
