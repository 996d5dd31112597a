import { describe, expect, it } from 'vitest';
import { KitError, isErrorType } from './kit-error';

class FirstError extends KitError {
  static override readonly errorName = 'FirstError';
}
class SecondError extends KitError {
  static override readonly errorName = 'SecondError';
}

describe('isErrorType', () => {
  it('given an instance, should match its class and carry its name', () => {
    const error = new FirstError('boom');
    expect(error.name).toBe('FirstError');
    expect(error.message).toBe('boom');
    expect(isErrorType(error, FirstError)).toBe(true);
    expect(isErrorType(error, SecondError)).toBe(false);
  });

  it('given an error of another copy of the kit (same name, other class), should match by name', () => {
    const foreign = Object.assign(new Error('from the other bundle'), { name: 'SecondError' });
    expect(isErrorType(foreign, SecondError)).toBe(true);
    expect(isErrorType(foreign, FirstError)).toBe(false);
  });

  it('given values that are not errors, should not match', () => {
    expect(isErrorType({ name: 'FirstError', message: 'x' }, FirstError)).toBe(false);
    expect(isErrorType(undefined, FirstError)).toBe(false);
  });
});
