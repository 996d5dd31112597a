import { describe, expect, it, vi } from 'vitest';
import { stringsOf } from './use-i18n';
import type { Translate } from './translate';

const english: Translate = (key) => `en:${key}`;
const spanish: Translate = (key) => `es:${key}`;

describe('stringsOf (useStrings)', () => {
  it('given the same translator and factory twice, should build the strings once and share them', () => {
    const create = vi.fn((t: Translate) => ({ title: t('title') }));
    const first = stringsOf(english, create);
    expect(stringsOf(english, create)).toBe(first);
    expect(first).toEqual({ title: 'en:title' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('given another translator (locale or messages), should build its own strings', () => {
    const create = (t: Translate) => ({ title: t('title') });
    expect(stringsOf(english, create)).toEqual({ title: 'en:title' });
    expect(stringsOf(spanish, create)).toEqual({ title: 'es:title' });
  });
});
