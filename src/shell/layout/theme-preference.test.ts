import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveAppearance } from './theme-preference';

describe('parseThemePreference', () => {
  it('given a stored option, should keep it', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
  });
  // Issue #39 item 18: a first visit follows the system, so a dark system gets the dark theme
  // (and a light one the product's light default).
  it('given nothing or garbage, should follow the system', () => {
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(resolveAppearance(parseThemePreference(null), true)).toBe('dark');
    expect(resolveAppearance(parseThemePreference(null), false)).toBe('light');
  });
});

describe('resolveAppearance', () => {
  it('given system, should follow the system preference', () => {
    expect(resolveAppearance('system', true)).toBe('dark');
    expect(resolveAppearance('system', false)).toBe('light');
  });
  it('given an explicit choice, should ignore the system', () => {
    expect(resolveAppearance('light', true)).toBe('light');
    expect(resolveAppearance('dark', false)).toBe('dark');
  });
});
