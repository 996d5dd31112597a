import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { atobSafeJson, isAtobSafe } from './atob-safe-json';

describe('atob-safe JSON', () => {
  it('given >, ? and ~ in claims, should escape them as \\u003e, \\u003f and \\u007e', () => {
    const text = atobSafeJson({ a: '>?~' });
    expect(text).toBe('{"a":"\\u003e\\u003f\\u007e"}');
    expect(JSON.parse(text)).toEqual({ a: '>?~' });
  });

  it('given non-ASCII text, should produce ASCII only that parses back to the same value', () => {
    const value = { name: 'Zoë 🎉', note: 'line\nbreak\u007f' };
    const text = atobSafeJson(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('given random claims at every alignment, should never produce - or _ in base64url', () => {
    for (let round = 0; round < 2000; round += 1) {
      const value = {
        pad: 'x'.repeat(round % 3),
        s: randomBytes(24).toString('latin1'),
        t: '~~??>>',
      };
      const encoded = Buffer.from(atobSafeJson(value)).toString('base64url');
      expect(isAtobSafe(encoded)).toBe(true);
    }
  });

  it('given raw text with ? at the third byte, should show why escaping is needed', () => {
    expect(isAtobSafe(Buffer.from('ab?').toString('base64url'))).toBe(false);
  });
});
