import { describe, expect, it } from 'vitest';
import { signUpErrors } from './sign-up-routes';

describe('signUpErrors', () => {
  it('given a complete form, should have no errors', () => {
    expect(
      signUpErrors({ first_name: 'A', last_name: 'B', email: 'a@b.co', password: '12345678' }),
    ).toEqual({});
  });

  it('given missing names, a bad email and a short password, should name each field', () => {
    expect(
      signUpErrors({ first_name: ' ', last_name: '', email: 'a@b', password: '1234567' }),
    ).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });
});
