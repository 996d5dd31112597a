import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

const date = new Date('2024-03-04T12:30:00Z');

describe('dateTimeFormat', () => {
  it('given the same locale and options twice, should return the one object made the first time', () => {
    const first = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(first);
  });

  it('given another locale or other options, should format as Intl does for those', () => {
    const english = dateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const french = dateTimeFormat('fr', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const withYear = dateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(english.format(date)).toBe('March 4');
    expect(french.format(date)).toBe('4 mars');
    expect(withYear.format(date)).toBe('March 4, 2024');
  });

  it('given an unknown time zone, should throw as Intl does and keep nothing', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
