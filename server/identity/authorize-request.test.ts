import { describe, expect, it } from 'vitest';
import { authorizeParams, parseAuthorizeRequest } from './authorize-request';

const rules = { clientId: 'client_a', redirectUris: ['http://localhost:4000/callback'] };
const valid = {
  client_id: 'client_a',
  redirect_uri: 'http://localhost:4000/callback',
  response_type: 'code',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

describe('parseAuthorizeRequest', () => {
  it('given a minimal valid query, should default provider and screen hint', () => {
    const result = parseAuthorizeRequest(valid, rules);
    expect(result).toMatchObject({
      ok: true,
      request: { provider: 'authkit', screenHint: 'sign-in' },
    });
  });

  it('given empty optional values, should drop them and keep state verbatim', () => {
    const result = parseAuthorizeRequest({ ...valid, login_hint: '', state: ' a&b ' }, rules);
    expect(result.ok && result.request.loginHint).toBeUndefined();
    expect(result.ok && result.request.state).toBe(' a&b ');
  });

  it.each([
    [{ client_id: 'other' }, 'client_id'],
    [{ redirect_uri: 'http://localhost:4000/other' }, 'redirect_uri'],
    [{ response_type: undefined }, 'response_type'],
    [{ code_challenge: 'short' }, 'code_challenge'],
    [{ code_challenge_method: 'plain' }, 'code_challenge_method'],
    [{ screen_hint: 'signup' }, 'screen_hint'],
    [{ provider: 'GoogleOAuth' }, 'provider'],
    [{ state: ['a', 'b'] }, 'state'],
    [{ state: 'x'.repeat(2049) }, 'state'],
  ])('given %j, should fail on %s', (change, field) => {
    const result = parseAuthorizeRequest({ ...valid, ...change }, rules);
    expect(result).toMatchObject({ ok: false, field });
  });

  it('given a parsed request, should turn back into the same query', () => {
    const result = parseAuthorizeRequest({ ...valid, state: 's', organization_id: 'org_1' }, rules);
    if (!result.ok) throw new Error('expected ok');
    expect(authorizeParams(result.request)).toEqual({
      ...valid,
      provider: 'authkit',
      state: 's',
      organization_id: 'org_1',
    });
  });
});
