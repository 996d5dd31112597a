// Rules of the e-mail change (issue #24): the new address checked before sending, and each
// failure as one message on the field it belongs to.
import { isEmailAddress } from '../../api/email-address';
import { isWidgetApiError, isWidgetNetworkError } from '../../api/widgets';
import { englishUserProfileStrings, type EmailChangeStrings } from './strings';

const english = (): EmailChangeStrings => englishUserProfileStrings().emailChange;

export type EmailChangeField = 'newEmail' | 'code';

export interface EmailChangeFailure {
  field: EmailChangeField;
  message: string;
}

/** The new address's first problem, or undefined when it may be sent. */
export function validateNewEmail(
  value: string,
  currentEmail: string,
  strings: EmailChangeStrings = english(),
): string | undefined {
  const email = value.trim();
  if (!email) return strings.emailRequired;
  if (!isEmailAddress(email)) return strings.emailInvalid;
  if (email.toLowerCase() === currentEmail.trim().toLowerCase()) return strings.emailSame;
  return undefined;
}

const byCode = (strings: EmailChangeStrings): Record<string, EmailChangeFailure> => ({
  invalid_email: { field: 'newEmail', message: strings.emailInvalid },
  email_unchanged: { field: 'newEmail', message: strings.emailSame },
  email_taken: { field: 'newEmail', message: strings.emailTaken },
  invalid_code: { field: 'code', message: strings.codeWrong },
  code_expired: { field: 'code', message: strings.codeExpired },
  too_many_attempts: { field: 'code', message: strings.codeTooManyTries },
  no_email_change: { field: 'code', message: strings.codeNoChange },
});

/**
 * A failed send or verify as a message on a field: address problems on the address, code
 * problems on the code; a rate limit or a network failure on the field of the step (`step`).
 */
export function emailChangeFailure(
  error: unknown,
  step: EmailChangeField,
  strings: EmailChangeStrings = english(),
): EmailChangeFailure {
  if (isWidgetNetworkError(error)) return { field: step, message: strings.network };
  if (isWidgetApiError(error)) {
    const known = error.code ? byCode(strings)[error.code] : undefined;
    if (known) return known;
    if (error.status === 429)
      return { field: step, message: error.message.trim() || strings.rateLimited };
    if (error.status === 409) return { field: 'newEmail', message: strings.emailTaken };
    return { field: step, message: error.message.trim() || strings.fallback };
  }
  return { field: step, message: strings.fallback };
}

/** Whether a code failure means this code is dead and a new one must be requested. */
export function needsNewCode(
  failure: EmailChangeFailure,
  strings: EmailChangeStrings = english(),
): boolean {
  return (
    failure.message === strings.codeExpired ||
    failure.message === strings.codeTooManyTries ||
    failure.message === strings.codeNoChange
  );
}
