import { isWidgetApiError } from '../../api/widgets';
import { englishUserSecurityStrings, type UserSecurityStrings } from './strings';

/** SPEC.md §5: at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** A failure's own words (the server's message, or what was thrown). */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

export interface SetPasswordValues {
  password: string;
  confirm: string;
}
export type SetPasswordErrors = Partial<Record<keyof SetPasswordValues | 'form', string>>;

export interface ChangePasswordValues {
  current: string;
  password: string;
  confirm: string;
}
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues | 'form', string>>;

/** Set New Password rules, first message per field. */
export function validateSetPassword(
  { password, confirm }: SetPasswordValues,
  strings: UserSecurityStrings = englishUserSecurityStrings(),
): SetPasswordErrors {
  const errors: SetPasswordErrors = {};
  if (!password) errors.password = strings.setPasswordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = strings.passwordTooShort;
  if (!confirm) errors.confirm = strings.confirmRequired;
  else if (password && confirm !== password) errors.confirm = strings.setMismatch;
  return errors;
}

/** Change Password rules, first message per field. */
export function validateChangePassword(
  { current, password, confirm }: ChangePasswordValues,
  strings: UserSecurityStrings = englishUserSecurityStrings(),
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!current) errors.current = strings.currentRequired;
  if (!password) errors.password = strings.newRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = strings.passwordTooShort;
  else if (current && password === current) errors.password = strings.reuse;
  if (!confirm) errors.confirm = strings.confirmRequired;
  else if (password && confirm !== password) errors.confirm = strings.changeMismatch;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

/** A failed password mutation as field messages; 'Invalid credentials' lands on current. */
export function passwordErrorToFields(
  error: unknown,
  newField: 'password',
  strings: UserSecurityStrings = englishUserSecurityStrings(),
): ChangePasswordErrors {
  if (isWidgetApiError(error)) {
    const fields = error.fieldErrors;
    if (fields.currentPassword || error.message === 'Invalid credentials')
      return { current: strings.currentIncorrect };
    const onNew = fields.newPassword ?? fields.password;
    if (onNew) return { [newField]: onNew };
  }
  return { form: error instanceof Error ? error.message : String(error) };
}

// Elevated access lives in the widgets' runtime (the profile's e-mail change needs it too).
export { elevatedTokenValid, needsVerification, parseExpiresAt } from '../shared';
