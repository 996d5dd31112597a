import { describe, expect, it } from 'vitest';
import { getClaims } from './claims';

const jwt = (payload: object) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('getClaims', () => {
  it('given a JWT whose payload uses base64url-only characters, should decode it', () => {
    const claims = getClaims(
      jwt({ sub: 'user_1', org_id: 'org_1', permissions: ['a>?~'], exp: 10 }),
    );
    expect(claims).toMatchObject({
      sub: 'user_1',
      org_id: 'org_1',
      permissions: ['a>?~'],
      exp: 10,
    });
  });

  it('given something that is not a JWT, should throw Invalid JWT format', () => {
    expect(() => getClaims('opaque-token')).toThrow('Invalid JWT format');
    expect(() => getClaims('a.!!!.c')).toThrow('Invalid JWT format');
  });
});
