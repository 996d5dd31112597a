import { describe, expect, it } from 'vitest';
import { sanitizeElementOverrides } from './element-overrides';
import { parseScaling } from './theme';
import { initialsOf } from './avatar';
import { resolveAccentSeed } from './ui-root';

describe('sanitizeElementOverrides', () => {
  it('given valid overrides, should keep them', () => {
    const input = {
      primaryButton: { variant: 'outline', color: 'neutral', size: 3, radius: 'full' },
      badge: { color: 'amber', variant: 'solid' },
      skeleton: { variant: 'shimmer' },
    };
    expect(sanitizeElementOverrides(input)).toEqual({ overrides: input, dropped: [] });
  });

  it('given unknown names and invalid values, should drop them and list them', () => {
    const { overrides, dropped } = sanitizeElementOverrides({
      primaryButton: { variant: 'glow', color: 'accent', size: 7, radius: 'huge', shadow: 1 },
      tooltip: { variant: 'solid' },
      badge: 'red',
    });
    expect(overrides).toEqual({ primaryButton: { color: 'accent' } });
    expect(dropped).toEqual([
      'primaryButton.variant',
      'primaryButton.size',
      'primaryButton.radius',
      'primaryButton.shadow',
      'tooltip',
      'badge',
    ]);
  });

  it('given a size written as text, should accept it', () => {
    expect(sanitizeElementOverrides({ textfield: { size: '1' } }).overrides).toEqual({
      textfield: { size: 1 },
    });
  });

  it('given null or a non-object, should return no overrides', () => {
    expect(sanitizeElementOverrides(null)).toEqual({ overrides: {}, dropped: [] });
    expect(sanitizeElementOverrides([1]).dropped).toEqual(['elements (expected an object)']);
  });
});

describe('parseScaling', () => {
  it('should read percentages and factors and clamp them', () => {
    expect(parseScaling('110%')).toBe(1.1);
    expect(parseScaling(0.9)).toBe(0.9);
    expect(parseScaling('1.05')).toBe(1.05);
    expect(parseScaling('500%')).toBe(1.5);
    expect(parseScaling('big')).toBe(1);
    expect(parseScaling(undefined)).toBe(1);
  });
});

describe('initialsOf', () => {
  it('should take first and last initials of a name, or the first letter of an e-mail', () => {
    expect(initialsOf('Ada Admin')).toBe('AA');
    expect(initialsOf('Mary Jane van Doe')).toBe('MD');
    expect(initialsOf('member@acme.test')).toBe('M');
    expect(initialsOf('ada.lovelace@acme.test')).toBe('A');
    expect(initialsOf('audit-1795@example.com')).toBe('A');
    expect(initialsOf('zoë@example.com')).toBe('Z');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('resolveAccentSeed', () => {
  it('should map named accents to their seed and default to indigo', () => {
    expect(resolveAccentSeed('green')).toBe('#218358');
    expect(resolveAccentSeed('Indigo')).toBe('#3e63dd');
    expect(resolveAccentSeed(undefined)).toBe('#3e63dd');
    expect(resolveAccentSeed('  ')).toBe('#3e63dd');
  });
});
