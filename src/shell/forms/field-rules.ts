// Small value checks shared by the demo form rules; each answers with a constraint failure.
import { isEmailAddress } from '../../api/email-address';
import type { ConstraintFailure } from './default-messages';

/** valueMissing when blank after trimming. */
export function requiredText(value: string): ConstraintFailure | null {
  return value.trim() ? null : 'valueMissing';
}

/** typeMismatch when a non-blank value is not an e-mail address; blank passes. */
export function emailShape(value: string): ConstraintFailure | null {
  const trimmed = value.trim();
  return !trimmed || isEmailAddress(trimmed) ? null : 'typeMismatch';
}

/** valueMissing when blank, else typeMismatch when not an e-mail address. */
export function requiredEmail(value: string): ConstraintFailure | null {
  return requiredText(value) ?? emailShape(value);
}

/** typeMismatch when a non-blank value is not an http(s) URL; blank passes. */
export function urlShape(value: string): ConstraintFailure | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'typeMismatch';
  } catch {
    return 'typeMismatch';
  }
}

/** For a whole-number field with a minimum: badInput, stepMismatch or rangeUnderflow; blank passes. */
export function wholeNumberAtLeast(value: string, minimum: number): ConstraintFailure | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return 'badInput';
  const number = Number(trimmed);
  if (number < minimum) return 'rangeUnderflow';
  if (!Number.isInteger(number)) return 'stepMismatch';
  return null;
}
