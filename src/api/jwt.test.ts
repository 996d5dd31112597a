import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeJwtClaims } from './jwt';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('decodeJwtClaims', () => {
  it('given a JWT whose payload uses base64url-only characters, should decode it', () => {
    // '>>>?' encodes to base64 with '+' and '/', i.e. '-' and '_' in base64url.
    const payload = JSON.stringify({ sub: 'user_1', exp: 1700000000, note: '>>>???~~~' });
    const encoded = base64Url(payload);
    expect(/[-_]/.test(encoded)).toBe(true);
    const claims = decodeJwtClaims(`e30.${encoded}.sig`);
    expect(claims).toEqual({ sub: 'user_1', exp: 1700000000, note: '>>>???~~~' });
  });

  it('given a UTF-8 claim, should decode it as text, not bytes', () => {
    const claims = decodeJwtClaims(`e30.${base64Url(JSON.stringify({ name: 'Zoë' }))}.sig`);
    expect(claims).toEqual({ name: 'Zoë' });
  });

  it('given an opaque token or a non-object payload, should return undefined', () => {
    expect(decodeJwtClaims('opaque-token')).toBeUndefined();
    expect(decodeJwtClaims(`a.${base64Url('[1,2]')}.c`)).toBeUndefined();
    expect(decodeJwtClaims('a.%%%.c')).toBeUndefined();
  });

  it('given unpadded input, should decode it', () => {
    expect(decodeBase64Url(base64Url('ab'))).toBe('ab');
  });
});
