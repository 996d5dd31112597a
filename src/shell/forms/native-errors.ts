// Reads the browser's constraint validation of a form's controls and words each failure with the
// SPEC.md §5 default messages (the forms use noValidate, so nothing else reports them).
import { defaultMessageFor, type ValidityLike } from './default-messages';

/** The part of a form control this module reads. */
export interface ValidatableControl {
  name: string;
  willValidate: boolean;
  validity: ValidityLike;
}

/** Field name → default message for every named control whose value fails its native constraints. */
export function collectNativeErrors(
  controls: Iterable<ValidatableControl>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const control of controls) {
    if (!control.name || !control.willValidate || errors[control.name]) continue;
    const message = defaultMessageFor(control.validity);
    if (message) errors[control.name] = message;
  }
  return errors;
}
