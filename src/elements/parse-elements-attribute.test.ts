import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseElementsAttribute } from './parse-elements-attribute';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseElementsAttribute', () => {
  it('given valid overrides, should return them', () => {
    expect(parseElementsAttribute('{"primaryButton":{"variant":"soft","size":3}}')).toEqual({
      primaryButton: { variant: 'soft', size: 3 },
    });
  });

  it('given no value, should return undefined without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseElementsAttribute(undefined)).toBeUndefined();
    expect(parseElementsAttribute('  ')).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('given invalid JSON, should ignore it with one console error however often it is parsed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseElementsAttribute('{broken')).toBeUndefined();
    expect(parseElementsAttribute('{broken')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('[widgets]');
  });

  it('given unknown names or values, should drop them with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseElementsAttribute('{"nope":{},"badge":{"color":"plaid","variant":"solid"}}'),
    ).toEqual({
      badge: { variant: 'solid' },
    });
    parseElementsAttribute('{"nope":{},"badge":{"color":"plaid","variant":"solid"}}');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('nope');
  });
});
