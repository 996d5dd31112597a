import { describe, expect, it } from 'vitest';
import { narrowScopes, withAliases } from './widget-scopes';

describe('widget token scopes', () => {
  it('given the SDK name for SSO, should be granted by a role holding the older name', () => {
    expect(narrowScopes(['widgets:sso:manage'], ['widgets:sso-connection:manage'])).toEqual([
      'widgets:sso:manage',
    ]);
  });

  it('given scopes the roles do not grant, should drop them and keep the requested names', () => {
    expect(
      narrowScopes(
        ['widgets:users-table:manage', 'widgets:api-keys:manage', 'widgets:users-table:manage'],
        ['widgets:users-table:manage'],
      ),
    ).toEqual(['widgets:users-table:manage']);
    expect(narrowScopes(['widgets:users-table:manage'], [])).toEqual([]);
  });

  it('given either SSO name, should satisfy a check for the other', () => {
    expect(withAliases(['widgets:sso:manage'])).toContain('widgets:sso-connection:manage');
    expect(withAliases(['widgets:sso-connection:manage'])).toContain('widgets:sso:manage');
    expect(withAliases(['widgets:users-table:manage'])).toEqual(['widgets:users-table:manage']);
  });
});
