// Field errors of a demo form: field name → message; an empty object means the form is valid.
import { defaultMessages, type ConstraintFailure } from './default-messages';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** Turns per-field constraint failures into the SPEC.md §5 default messages, dropping passes. */
export function toFormErrors<Field extends string>(
  failures: Record<Field, ConstraintFailure | null>,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(failures) as Field[]) {
    const failure = failures[field];
    if (failure) errors[field] = defaultMessages[failure];
  }
  return errors;
}

/** True when the errors object holds no message. */
export function hasErrors(errors: FormErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
