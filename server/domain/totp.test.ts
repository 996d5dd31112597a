import { describe, expect, it } from 'vitest';
import { currentTotpCode, totpStep, verifyTotpCode } from './totp';

const secret = 'JBSWY3DPEHPK3PXP';

describe('TOTP codes', () => {
  it('given the current code, should accept it and a code one step old', () => {
    expect(verifyTotpCode(secret, currentTotpCode(secret))).toBe(true);
    expect(verifyTotpCode(secret, currentTotpCode(secret, Date.now() - 30_000))).toBe(true);
  });

  it('given a code from five minutes ago, a non-numeric code or a bad secret, should reject', () => {
    expect(verifyTotpCode(secret, currentTotpCode(secret, Date.now() - 300_000))).toBe(false);
    expect(verifyTotpCode(secret, 'abcdef')).toBe(false);
    expect(verifyTotpCode('not base32!', '123456')).toBe(false);
  });
});

describe('totpStep', () => {
  it('given a code of the previous, current or next step, should name that step', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, currentTotpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, currentTotpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, currentTotpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, currentTotpCode(secret, now + 90_000), now)).toBeUndefined();
    expect(totpStep(secret, 'abcdef', now)).toBeUndefined();
  });
});
