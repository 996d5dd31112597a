import { isWidgetApiError } from '../../api/widgets';
import { englishUserSecurityStrings, type UserSecurityStrings } from './strings';

/** SPEC.md §5: at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;
/** SPEC.md §10: the widget checks its elevated token every 30 s. */
export const ELEVATED_CHECK_INTERVAL_MS = 30_000;

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

/** True when the server refused a mutation for want of (or with a lapsed) elevated token. */
export function needsVerification(error: unknown): boolean {
  return (
    isWidgetApiError(error) && error.status === 403 && error.code === 'elevated_access_required'
  );
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

/** Whether an elevated token that expires at `expiresAt` (ms) may still be used at `now`. */
export function elevatedTokenValid(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now < expiresAt;
}

/** Parses the verify response's expiresAt; an unusable value counts as already expired. */
export function parseExpiresAt(value: string | undefined): number {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : 0;
}
