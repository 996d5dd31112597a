import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from './user-identity';

describe('userInitials', () => {
  it('given first and last name, should use both first letters uppercased', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'admin' })).toBe('AA');
  });
  it('given only a first name, should use its first letter', () => {
    expect(userInitials({ firstName: 'Milo', lastName: null })).toBe('M');
  });
  it('given no names, should default to U', () => {
    expect(userInitials({ firstName: null, lastName: ' ', email: 'x@y.z' })).toBe('U');
    expect(userInitials(null)).toBe('U');
  });
});

describe('userDisplayName', () => {
  it('given names, should join them', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Admin', email: 'admin@acme.test' })).toBe(
      'Ada Admin',
    );
  });
  it('given no names, should fall back to the email', () => {
    expect(userDisplayName({ firstName: '', lastName: null, email: 'admin@acme.test' })).toBe(
      'admin@acme.test',
    );
  });
  it('given neither names nor email, should say User', () => {
    expect(userDisplayName({})).toBe('User');
    expect(userDisplayName(null)).toBe('User');
  });
});
