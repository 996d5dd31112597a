import { afterEach, describe, expect, it, vi } from 'vitest';
import { validThemeAttributes } from './theme-attributes';

const anyColor = (value: string) => /^#[0-9a-f]{3,8}$/i.test(value) || value === 'rebeccapurple';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validThemeAttributes', () => {
  it('given valid values, should keep them without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      validThemeAttributes({ accentColor: 'Violet', radius: 'full', scaling: '95%' }, anyColor),
    ).toEqual({ accentColor: 'Violet', radius: 'full', scaling: '95%' });
    expect(validThemeAttributes({ accentColor: '#ff0088', scaling: '1.05' }, anyColor)).toEqual({
      accentColor: '#ff0088',
      scaling: '1.05',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('given invalid values, should drop each (its default applies) and warn once per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const invalid = { accentColor: 'not-a-colour', radius: 'round', scaling: 'big' };
    expect(validThemeAttributes(invalid, anyColor)).toEqual({});
    expect(validThemeAttributes(invalid, anyColor)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages[0]).toMatch(
      /^\[widgets\] Invalid accent-color "not-a-colour"; using the default/,
    );
    expect(messages[1]).toMatch(/Invalid radius "round".*none, small, medium, large, full/);
    expect(messages[2]).toMatch(/Invalid scaling "big"; using the default \(100%\)/);
  });
});
