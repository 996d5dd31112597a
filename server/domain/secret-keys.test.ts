import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { generateSecretKey, keyHint, matchesSecretKey } from './secret-keys';

const key = `sk_${'a'.repeat(40)}`;

describe('management secret keys', () => {
  it('given API_SECRET_KEY with two keys, should accept either and nothing else', () => {
    const config = loadConfig({ API_SECRET_KEY: `${key}, sk_${'b'.repeat(32)}` });
    expect(config.apiSecretKeys).toHaveLength(2);
    expect(matchesSecretKey(config.apiSecretKeys, key)).toBe(true);
    expect(matchesSecretKey(config.apiSecretKeys, `sk_${'b'.repeat(32)}`)).toBe(true);
    expect(matchesSecretKey(config.apiSecretKeys, `${key}x`)).toBe(false);
    expect(matchesSecretKey(config.apiSecretKeys, key.slice(0, -1))).toBe(false);
    expect(matchesSecretKey([], key)).toBe(false);
  });

  it('given a key without sk_ or shorter than 32 characters, should refuse to start and show only its last four characters', () => {
    expect(() => loadConfig({ API_SECRET_KEY: `pk_${'a'.repeat(40)}` })).toThrow(/"aaaa"/);
    expect(() => loadConfig({ API_SECRET_KEY: 'sk_short_secret_value' })).toThrow(/API_SECRET_KEY/);
    expect(() => loadConfig({ API_SECRET_KEY: 'sk_short_secret_value' })).not.toThrow(
      /short_secret/,
    );
  });

  it('should generate keys of the required form and hint at them by four characters', () => {
    const generated = generateSecretKey();
    expect(generated).toMatch(/^sk_[A-Za-z0-9_-]{32,}$/);
    expect(generateSecretKey()).not.toBe(generated);
    expect(keyHint(generated)).toBe(`…${generated.slice(-4)}`);
  });
});
