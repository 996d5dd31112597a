// The server's one e-mail rule, for sign-up and invitations alike. Deliberately plain: one @, no
// spaces, a dot in the domain, at most 254 characters; the mail itself is the real test.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The stored and compared form of an address: trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whether `value` (trimmed) is an address the server accepts. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && emailPattern.test(email);
}
