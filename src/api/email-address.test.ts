import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('given addresses type="email" accepts, should accept them (a dotless domain included)', () => {
    for (const value of [
      'ada@acme.test',
      ' first.last+tag@mail.example.co ',
      'someone@localhost',
    ]) {
      expect(isEmailAddress(value), value).toBe(true);
    }
  });

  it('given what type="email" refuses, should refuse it', () => {
    for (const value of ['not-an-email', 'a b@c.d', 'hello@', '@acme.test', 'a@-acme.test', '']) {
      expect(isEmailAddress(value), value).toBe(false);
    }
  });
});
