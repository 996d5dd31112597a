import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeRefreshMs } from './format-relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it('given less than a minute ago, should say Just now', () => {
    expect(formatRelativeTime(ago(0), now, 'UTC')).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now, 'UTC')).toBe('Just now');
  });

  it('given the time follows other words, should say just now in lower case', () => {
    expect(formatRelativeTime(ago(0), now, 'UTC', { inSentence: true })).toBe('just now');
    expect(formatRelativeTime(ago(5 * minute), now, 'UTC', { inSentence: true })).toBe(
      '5 minutes ago',
    );
  });

  it('given a future date (clock skew), should say Just now', () => {
    expect(formatRelativeTime(ago(-5 * minute), now, 'UTC')).toBe('Just now');
  });

  it('given minutes, should count whole minutes with singular and plural', () => {
    expect(formatRelativeTime(ago(minute), now, 'UTC')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * minute + 59_000), now, 'UTC')).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(59 * minute), now, 'UTC')).toBe('59 minutes ago');
  });

  it('given hours, should count whole hours', () => {
    expect(formatRelativeTime(ago(hour), now, 'UTC')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * hour + 59 * minute), now, 'UTC')).toBe('23 hours ago');
  });

  it('given days under a week, should count days', () => {
    expect(formatRelativeTime(ago(day), now, 'UTC')).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * day), now, 'UTC')).toBe('6 days ago');
  });

  it('given a week up to 30 days, should count weeks', () => {
    expect(formatRelativeTime(ago(7 * day), now, 'UTC')).toBe('1 week ago');
    expect(formatRelativeTime(ago(13 * day), now, 'UTC')).toBe('1 week ago');
    expect(formatRelativeTime(ago(14 * day), now, 'UTC')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(29 * day + 23 * hour), now, 'UTC')).toBe('4 weeks ago');
  });

  it('given 30 days or more in the same year, should show a long date without the year', () => {
    expect(formatRelativeTime(ago(30 * day), now, 'UTC')).toBe('October 23');
    expect(formatRelativeTime(new Date('2026-03-04T10:00:00Z'), now, 'UTC')).toBe('March 4');
  });

  it('given a date in another year, should show the year', () => {
    expect(formatRelativeTime(new Date('2024-03-04T10:00:00Z'), now, 'UTC')).toBe('March 4, 2024');
    expect(formatRelativeTime(new Date('2025-12-31T23:00:00Z'), now, 'UTC')).toBe(
      'December 31, 2025',
    );
  });

  it('given a time zone, should decide the calendar day and year in that zone', () => {
    const newYear = new Date('2027-01-01T05:00:00Z');
    const lateDecember = new Date('2026-11-20T05:00:00Z');
    expect(formatRelativeTime(lateDecember, newYear, 'UTC')).toBe('November 20, 2026');
    // In Los Angeles it is still 2026 on new year's morning UTC.
    expect(formatRelativeTime(lateDecember, newYear, 'America/Los_Angeles')).toBe('November 19');
  });

  it('given an ISO string or epoch number, should accept them', () => {
    expect(formatRelativeTime(ago(5 * minute).toISOString(), now, 'UTC')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * hour).getTime(), now.getTime(), 'UTC')).toBe('2 hours ago');
  });

  it('given an invalid date, should return an empty string', () => {
    expect(formatRelativeTime('not a date', now, 'UTC')).toBe('');
  });
});

describe('relativeTimeRefreshMs', () => {
  it('given a recent date, should refresh every minute, then less often', () => {
    expect(relativeTimeRefreshMs(ago(5 * minute), now.getTime())).toBe(minute);
    expect(relativeTimeRefreshMs(ago(3 * hour), now.getTime())).toBe(5 * minute);
    expect(relativeTimeRefreshMs(ago(3 * day), now.getTime())).toBe(hour);
  });
});
