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
});
