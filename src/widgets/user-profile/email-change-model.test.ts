import { describe, expect, it } from 'vitest';
import { WidgetApiError, WidgetNetworkError } from '../../api/widgets';
import { emailChangeFailure, needsNewCode, validateNewEmail } from './email-change-model';

describe('validateNewEmail', () => {
  it('given nothing, should ask for the address', () => {
    expect(validateNewEmail('  ', 'ada@acme.test')).toBe('Please enter the new e-mail address');
  });
  it('given an invalid address, should say so', () => {
    expect(validateNewEmail('ada@', 'ada@acme.test')).toBe('Enter a valid e-mail address.');
  });
  it('given the current address in another case, should say it is the same', () => {
    expect(validateNewEmail(' ADA@acme.test ', 'ada@acme.test')).toBe(
      'This is already your e-mail address.',
    );
  });
  it('given a new valid address, should allow it', () => {
    expect(validateNewEmail('ada@new.test', 'ada@acme.test')).toBeUndefined();
  });
});

const apiError = (status: number, code?: string, message = 'Server said so') =>
  new WidgetApiError(message, { status, ...(code ? { code } : {}) });

describe('emailChangeFailure', () => {
  it.each([
    ['invalid_email', 400, 'newEmail', 'Enter a valid e-mail address.'],
    ['email_unchanged', 400, 'newEmail', 'This is already your e-mail address.'],
    ['email_taken', 409, 'newEmail', 'This e-mail address is already used by another account.'],
    ['invalid_code', 400, 'code', 'Invalid code, please try again.'],
    ['code_expired', 400, 'code', 'This code has expired. Request a new code.'],
    ['too_many_attempts', 400, 'code', 'Too many incorrect attempts. Request a new code.'],
  ])(
    'given the server code %s, should put its own message on %s',
    (code, status, field, message) => {
      expect(emailChangeFailure(apiError(status, code), 'code')).toEqual({ field, message });
    },
  );

  it("given a 429, should show the server's wait on the step's field", () => {
    const error = apiError(429, 'rate_limited', 'Please wait 12 minutes and try again.');
    expect(emailChangeFailure(error, 'newEmail')).toEqual({
      field: 'newEmail',
      message: 'Please wait 12 minutes and try again.',
    });
  });

  it("given a network failure, should say so on the step's field", () => {
    expect(emailChangeFailure(new WidgetNetworkError('Network error'), 'code')).toEqual({
      field: 'code',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('given a dead code, should ask for a new one; a wrong code should not', () => {
    expect(needsNewCode(emailChangeFailure(apiError(400, 'code_expired'), 'code'))).toBe(true);
    expect(needsNewCode(emailChangeFailure(apiError(400, 'invalid_code'), 'code'))).toBe(false);
  });
});
