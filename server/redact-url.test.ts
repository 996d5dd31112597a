import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('redactUrl', () => {
  it('given secret query parameters, should mask their values and keep the rest', () => {
    expect(redactUrl('/admin-portal/launch?apiToken=abc123&intent=sso')).toBe(
      '/admin-portal/launch?apiToken=[redacted]&intent=sso',
    );
    expect(redactUrl('/callback?code=xyz&state=s1')).toBe('/callback?code=[redacted]&state=s1');
    expect(redactUrl('/?invitation_token=t')).toBe('/?invitation_token=[redacted]');
  });

  it('given an invitation looked up by its token in the path, should mask the token', () => {
    expect(redactUrl('/user_management/invitations/by_token/s3cr3t-Token_x?x=1')).toBe(
      '/user_management/invitations/by_token/[redacted]?x=1',
    );
  });

  it('given no secrets, should leave the URL unchanged', () => {
    expect(redactUrl('/_widgets/UserManagement/members?search=ada&limit=10')).toBe(
      '/_widgets/UserManagement/members?search=ada&limit=10',
    );
  });

  it('given percent-encoded names of secrets (issue #39.3), should mask them as the router reads them', () => {
    const logged = [
      redactUrl('/user_management/invitations/by%5Ftoken/s3cr3t?x=1'),
      redactUrl('/user_management/invitations/%62y_token/s3cr3t'),
      redactUrl('/?%74oken=s3cr3t&state=s1'),
      redactUrl('/callback?c%6Fde=s3cr3t'),
    ];
    for (const line of logged) expect(line).not.toContain('s3cr3t');
    expect(logged[2]).toContain('state=s1');
  });
});
