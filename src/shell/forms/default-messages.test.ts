import { describe, expect, it } from 'vitest';
import { defaultMessageFor, defaultMessages, firstConstraintFailure } from './default-messages';

describe('defaultMessageFor', () => {
  it('given a valid state, should return null', () => {
    expect(defaultMessageFor({ valid: true })).toBeNull();
    expect(defaultMessageFor({})).toBeNull();
  });

  it('given each native failure alone, should return its SPEC message', () => {
    expect(defaultMessageFor({ valueMissing: true })).toBe('This value is missing');
    expect(defaultMessageFor({ badInput: true })).toBe('This value is not valid');
    expect(defaultMessageFor({ typeMismatch: true })).toBe(
      'This value does not match the required type',
    );
    expect(defaultMessageFor({ patternMismatch: true })).toBe(
      'This value does not match the required pattern',
    );
    expect(defaultMessageFor({ tooShort: true })).toBe('This value is too short');
    expect(defaultMessageFor({ tooLong: true })).toBe('This value is too long');
    expect(defaultMessageFor({ rangeUnderflow: true })).toBe('This value is too small');
    expect(defaultMessageFor({ rangeOverflow: true })).toBe('This value is too large');
    expect(defaultMessageFor({ stepMismatch: true })).toBe(
      'This value does not match the required step',
    );
  });

  it('given a custom validity error, should fall back to the generic invalid message', () => {
    expect(defaultMessageFor({ customError: true, valid: false })).toBe('This value is not valid');
  });

  it('given an invalid state naming no known failure, should say the value is not valid', () => {
    expect(defaultMessageFor({ valid: false })).toBe('This value is not valid');
  });

  it('given a missing value and a type mismatch together, should report the missing value first', () => {
    expect(firstConstraintFailure({ typeMismatch: true, valueMissing: true })).toBe('valueMissing');
  });

  it('should define exactly the nine SPEC messages', () => {
    expect(new Set(Object.values(defaultMessages))).toEqual(
      new Set([
        'This value is not valid',
        'This value does not match the required pattern',
        'This value is too large',
        'This value is too small',
        'This value does not match the required step',
        'This value is too long',
        'This value is too short',
        'This value does not match the required type',
        'This value is missing',
      ]),
    );
  });
});
