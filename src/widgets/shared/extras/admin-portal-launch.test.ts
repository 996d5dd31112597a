import { describe, expect, it } from 'vitest';
import { portalFormOf } from './admin-portal-launch';

describe('portalFormOf', () => {
  it('given a link with apiToken, should post the token to the address without it', () => {
    expect(portalFormOf('https://auth.example.com/admin-portal/launch?apiToken=a%2Bb&x=1')).toEqual(
      { action: 'https://auth.example.com/admin-portal/launch?x=1', apiToken: 'a+b' },
    );
  });

  it('given no token, a relative or a non-http link, should refuse to build a form', () => {
    expect(portalFormOf('https://auth.example.com/admin-portal/launch')).toBeUndefined();
    expect(portalFormOf('/admin-portal/launch?apiToken=x')).toBeUndefined();
    expect(portalFormOf('javascript:alert(1)//?apiToken=x')).toBeUndefined();
  });
});
