// How the top bar names the signed-in user (SPEC.md §2): initials and display-name fallbacks.

export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** First letters of first and last name, uppercased; 'U' when neither is known. */
export function userInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim().charAt(0) ?? '';
  const last = user?.lastName?.trim().charAt(0) ?? '';
  return `${first}${last}`.toUpperCase() || 'U';
}

/** Full name, else the e-mail address, else 'User'. */
export function userDisplayName(user: NamedUser | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.email?.trim() || 'User';
}
