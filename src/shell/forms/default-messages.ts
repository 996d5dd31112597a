// The form default messages of SPEC.md §5, one per native constraint failure.

export type ConstraintFailure =
  | 'badInput'
  | 'patternMismatch'
  | 'rangeOverflow'
  | 'rangeUnderflow'
  | 'stepMismatch'
  | 'tooLong'
  | 'tooShort'
  | 'typeMismatch'
  | 'valueMissing';

/** Shown for a failure that has no message of its own (a custom validity error, for one). */
export const defaultInvalidMessage = 'This value is not valid';

export const defaultMessages: Record<ConstraintFailure, string> = {
  badInput: defaultInvalidMessage,
  patternMismatch: 'This value does not match the required pattern',
  rangeOverflow: 'This value is too large',
  rangeUnderflow: 'This value is too small',
  stepMismatch: 'This value does not match the required step',
  tooLong: 'This value is too long',
  tooShort: 'This value is too short',
  typeMismatch: 'This value does not match the required type',
  valueMissing: 'This value is missing',
};

// A missing value is reported before anything about its shape, as browsers do.
const failureOrder: readonly ConstraintFailure[] = [
  'valueMissing',
  'badInput',
  'typeMismatch',
  'patternMismatch',
  'tooShort',
  'tooLong',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
];

/** The subset of `ValidityState` this module reads, so tests need no DOM. */
export type ValidityLike = Partial<Record<ConstraintFailure | 'customError' | 'valid', boolean>>;

/** The first failure a validity state reports, or null when the value is valid. */
export function firstConstraintFailure(
  validity: ValidityLike,
): ConstraintFailure | 'customError' | null {
  const failure = failureOrder.find((key) => validity[key]);
  if (failure) return failure;
  if (validity.customError) return 'customError';
  if (validity.valid === false) return 'badInput';
  return null;
}

/** The default message for a validity state, or null when the value is valid. */
export function defaultMessageFor(validity: ValidityLike): string | null {
  const failure = firstConstraintFailure(validity);
  if (failure === null) return null;
  return failure === 'customError' ? defaultInvalidMessage : defaultMessages[failure];
}
