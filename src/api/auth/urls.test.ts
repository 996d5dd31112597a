import { describe, expect, it } from 'vitest';
import { buildAuthorizationUrl, buildLogoutUrl } from './urls';

const base = {
  clientId: 'client_1',
  redirectUri: 'https://app.test/callback',
  codeChallenge: 'c'.repeat(43),
};

describe('buildAuthorizationUrl', () => {
  it('given only the required options, should default the provider to authkit and drop empty values', () => {
    const url = new URL(buildAuthorizationUrl('https://id.test', base));
    expect(url.origin + url.pathname).toBe('https://id.test/user_management/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client_1',
      redirect_uri: 'https://app.test/callback',
      response_type: 'code',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      provider: 'authkit',
    });
  });

  it('given a screen hint, state, login hint and organization, should send them all', () => {
    const url = new URL(
      buildAuthorizationUrl('https://id.test', {
        ...base,
        screenHint: 'sign-up',
        state: '{"a":1}',
        loginHint: 'a@b.test',
        organizationId: 'org_1',
      }),
    );
    expect(url.searchParams.get('screen_hint')).toBe('sign-up');
    expect(url.searchParams.get('state')).toBe('{"a":1}');
    expect(url.searchParams.get('login_hint')).toBe('a@b.test');
    expect(url.searchParams.get('organization_id')).toBe('org_1');
  });

  it('given a screen hint with another provider, should throw', () => {
    expect(() =>
      buildAuthorizationUrl('https://id.test', {
        ...base,
        provider: 'GoogleOAuth',
        screenHint: 'sign-in',
      }),
    ).toThrow(/only supported for the 'authkit' provider/);
  });
});

describe('buildLogoutUrl', () => {
  it('given a session id and return target, should build the logout URL with both', () => {
    const url = new URL(buildLogoutUrl('https://id.test', 'session_1', 'https://app.test/'));
    expect(url.pathname).toBe('/user_management/sessions/logout');
    expect(url.searchParams.get('session_id')).toBe('session_1');
    expect(url.searchParams.get('return_to')).toBe('https://app.test/');
  });

  it('given no return target, should omit return_to', () => {
    expect(new URL(buildLogoutUrl('https://id.test', 's')).searchParams.has('return_to')).toBe(
      false,
    );
  });
});
