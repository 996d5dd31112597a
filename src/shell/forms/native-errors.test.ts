import { describe, expect, it } from 'vitest';
import { collectNativeErrors } from './native-errors';

describe('collectNativeErrors', () => {
  it('given controls with native failures, should word each with its default message', () => {
    expect(
      collectNativeErrors([
        {
          name: 'dateOfBirth',
          willValidate: true,
          validity: { rangeOverflow: true, valid: false },
        },
        { name: 'website', willValidate: true, validity: { typeMismatch: true, valid: false } },
        { name: 'city', willValidate: true, validity: { valid: true } },
      ]),
    ).toEqual({
      dateOfBirth: 'This value is too large',
      website: 'This value does not match the required type',
    });
  });
  it('given unnamed controls or controls that do not validate (buttons, disabled), should skip them', () => {
    expect(
      collectNativeErrors([
        { name: '', willValidate: true, validity: { valueMissing: true } },
        { name: 'submit', willValidate: false, validity: { valueMissing: true } },
      ]),
    ).toEqual({});
  });
});
