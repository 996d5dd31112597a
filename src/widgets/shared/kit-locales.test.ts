import { describe, expect, it } from 'vitest';
import { resolveLocale } from './kit-locales';
import { overridesFor } from './message-overrides';

describe('resolveLocale', () => {
  it('given candidates in order, should take the first the kit has a catalog for', () => {
    expect(resolveLocale(['it', 'de-AT', 'fr'])).toEqual({
      catalog: 'de',
      tag: 'de-AT',
      dir: 'ltr',
    });
    expect(resolveLocale([undefined, '', 'ja'])).toEqual({ catalog: 'ja', tag: 'ja', dir: 'ltr' });
  });

  it('given any Portuguese or a lower-case region, should use pt-BR and the canonical tag', () => {
    expect(resolveLocale(['pt-pt'])).toEqual({ catalog: 'pt-BR', tag: 'pt-PT', dir: 'ltr' });
    expect(resolveLocale(['pt-br']).tag).toBe('pt-BR');
  });

  it('given Arabic, should lay out right to left', () => {
    expect(resolveLocale(['ar-EG'])).toEqual({ catalog: 'ar', tag: 'ar-EG', dir: 'rtl' });
  });

  it('given nothing usable (malformed or unsupported), should fall back to English', () => {
    expect(resolveLocale(['not a tag', 'xx', null])).toEqual({
      catalog: 'en',
      tag: 'en',
      dir: 'ltr',
    });
    expect(resolveLocale([])).toEqual({ catalog: 'en', tag: 'en', dir: 'ltr' });
  });
});

describe('overridesFor', () => {
  const es = { catalog: 'es', tag: 'es-MX', dir: 'ltr' } as const;

  it('given flat and per-locale overrides, should apply the flat ones, then the catalog, then the tag', () => {
    expect(
      overridesFor(
        {
          inviteUserButton: 'Invite teammate',
          cancel: 'Stop',
          es: { inviteUserButton: 'Invitar' },
          'es-MX': { cancel: 'Cancelar ya' },
          de: { cancel: 'Halt' },
        },
        es,
      ),
    ).toEqual({ inviteUserButton: 'Invitar', cancel: 'Cancelar ya' });
  });

  it('given no overrides or values of the wrong type, should ignore them', () => {
    expect(overridesFor(undefined, es)).toEqual({});
    expect(overridesFor({ a: 1, es: { b: 2 } } as never, es)).toEqual({});
  });
});
