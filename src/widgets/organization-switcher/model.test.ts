import { describe, expect, it } from 'vitest';
import { currentOf, filterOrganizations, switchFailureText } from './model';

const organizations = [
  { id: 'org_a', name: 'Acme Loyalty', current: false },
  { id: 'org_b', name: 'Globex Rewards', current: true },
  { id: 'org_c', name: 'Société Générale Fidélité', current: false },
];

describe('currentOf', () => {
  it('given no switch yet, should return the one the server marks current', () => {
    expect(currentOf(organizations, null)?.id).toBe('org_b');
  });
  it('given a switch that succeeded, should return the organization switched to', () => {
    expect(currentOf(organizations, 'org_a')?.id).toBe('org_a');
  });
  it('given a switch to an id not in the list, should fall back to the server mark', () => {
    expect(currentOf(organizations, 'org_zzz')?.id).toBe('org_b');
  });
  it('given nothing marked current, should return undefined', () => {
    expect(currentOf([{ id: 'x', name: 'X', current: false }], null)).toBeUndefined();
  });
});

describe('filterOrganizations', () => {
  it('given an empty or blank query, should keep every organization in order', () => {
    expect(filterOrganizations(organizations, '  ').map((item) => item.id)).toEqual([
      'org_a',
      'org_b',
      'org_c',
    ]);
  });
  it('given part of a name in another case, should keep the matches only', () => {
    expect(filterOrganizations(organizations, 'GLO').map((item) => item.id)).toEqual(['org_b']);
  });
  it('given a query without accents, should match a name with them', () => {
    expect(filterOrganizations(organizations, 'societe').map((item) => item.id)).toEqual(['org_c']);
  });
  it('given no match, should return an empty list', () => {
    expect(filterOrganizations(organizations, 'zzz')).toEqual([]);
  });
});

describe('switchFailureText', () => {
  it("given an error with a message, should show the error's text", () => {
    expect(switchFailureText(new Error('Service unavailable'))).toBe('Service unavailable');
  });
  it('given an error without text or a non-error value, should show the SPEC fallback', () => {
    expect(switchFailureText(new Error(''))).toBe(
      'An error occurred while switching organizations',
    );
    expect(switchFailureText(undefined)).toBe('An error occurred while switching organizations');
  });
});
