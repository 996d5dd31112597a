// Relative time of SPEC §9: 'Just now', minutes, hours, days and weeks up to 30 days, then a
// long date with the year only when it differs from the current year. Pure for unit tests.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

function yearIn(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date);
}

/**
 * Formats `date` relative to `now`: 'Just now' under a minute (also for future dates),
 * 'n minutes ago', 'n hours ago', 'n days ago', 'n weeks ago' under 30 days, then 'March 4' or
 * 'March 4, 2024'. `timeZone` (IANA) fixes the calendar; default the runtime's. With
 * `inSentence` (the text follows other words, as in 'Last seen just now') it is 'just now'.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  timeZone?: string,
  { inSentence = false }: { inSentence?: boolean } = {},
): string {
  const then = date instanceof Date ? date : new Date(date);
  const current = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < minute) return inSentence ? 'just now' : 'Just now';
  if (elapsed < hour) return plural(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return plural(Math.floor(elapsed / hour), 'hour');
  if (elapsed < week) return plural(Math.floor(elapsed / day), 'day');
  if (elapsed < 30 * day) return plural(Math.floor(elapsed / week), 'week');
  const sameYear = yearIn(then, timeZone) === yearIn(current, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).format(then);
}

/** How long until the text of `formatRelativeTime` may change (for re-render timers). */
export function relativeTimeRefreshMs(date: Date | string | number, now: number = Date.now()) {
  const elapsed = now - new Date(date).getTime();
  if (elapsed < hour) return minute;
  if (elapsed < day) return 5 * minute;
  return hour;
}
