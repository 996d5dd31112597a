import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalizeEmail } from './email-address';

describe('isEmailAddress', () => {
  it('given plain addresses with a dotted domain, should accept them', () => {
    expect(isEmailAddress('ada@acme.test')).toBe(true);
    expect(isEmailAddress('  first.last+tag@mail.example.co ')).toBe(true);
  });

  it('given addresses without a dotted domain, with spaces or too long, should refuse them', () => {
    for (const value of [
      'someone@localhost',
      'a b@acme.test',
      'a@acme..test',
      '@acme.test',
      'a@',
    ]) {
      expect(isEmailAddress(value), value).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@acme.test`)).toBe(false);
  });

  it('given an address, should normalize it trimmed and lower case', () => {
    expect(normalizeEmail('  Ada@ACME.test ')).toBe('ada@acme.test');
  });
});
