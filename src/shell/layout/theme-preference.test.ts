import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveAppearance } from './theme-preference';

describe('parseThemePreference', () => {
  it('given a stored option, should keep it', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
  });
  it('given nothing or garbage, should default to light', () => {
    expect(parseThemePreference(null)).toBe('light');
    expect(parseThemePreference('purple')).toBe('light');
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
