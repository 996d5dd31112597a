import { describe, expect, it } from 'vitest';
import { claimsFromRoles } from './claims';

describe('claimsFromRoles', () => {
  it('given several roles, should keep membership order and union the permissions', () => {
    const claims = claimsFromRoles(
      'org_1',
      ['member', 'admin'],
      [
        { slug: 'admin', permissions: ['b', 'a'] },
        { slug: 'member', permissions: ['a'] },
      ],
    );
    expect(claims).toEqual({
      org_id: 'org_1',
      role: 'member',
      roles: ['member', 'admin'],
      permissions: ['a', 'b'],
    });
  });

  it('given a role that no longer exists, should leave it out', () => {
    expect(
      claimsFromRoles('org_1', ['gone', 'member'], [{ slug: 'member', permissions: [] }]).roles,
    ).toEqual(['member']);
  });
});
