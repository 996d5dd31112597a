// Relative time of SPEC §9: 'Just now', minutes, hours, days and weeks up to 30 days, then a
// long date with the year only when it differs from the current year. Pure for unit tests.
// The words come from the caller's locale (English by default); the long date from `Intl`.
import { dateTimeFormat } from './date-time-format';
import { englishUiStrings, type UiStrings } from './ui-strings';

/** The words and locale a relative time is said in. */
export interface RelativeTimeLocale {
  /** BCP 47 tag of the long date; default 'en-US'. */
  locale?: string;
  /** 'Just now' and the 'n units ago' phrases; default English. */
  strings?: Pick<
    UiStrings,
    'justNow' | 'justNowInSentence' | 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'weeksAgo'
  >;
  /** The text follows other words, as in 'Last seen just now': 'just now' in lower case. */
  inSentence?: boolean;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;

function yearIn(date: Date, timeZone: string | undefined): string {
  // Latin digits in a fixed locale: only compared, never shown.
  return dateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date);
}

/**
 * Formats `date` relative to `now`: 'Just now' under a minute (also for future dates),
 * 'n minutes ago', 'n hours ago', 'n days ago', 'n weeks ago' under 30 days, then 'March 4' or
 * 'March 4, 2024' (in English; `locale` gives the words and date format of another language).
 * `timeZone` (IANA) fixes the calendar; default the runtime's. With `inSentence` (the text
 * follows other words, as in 'Last seen just now') it is 'just now'.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  timeZone?: string,
  { locale = 'en-US', strings = englishUiStrings, inSentence = false }: RelativeTimeLocale = {},
): string {
  const then = date instanceof Date ? date : new Date(date);
  const current = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < minute) return inSentence ? strings.justNowInSentence : strings.justNow;
  if (elapsed < hour) return strings.minutesAgo(Math.floor(elapsed / minute));
  if (elapsed < day) return strings.hoursAgo(Math.floor(elapsed / hour));
  if (elapsed < week) return strings.daysAgo(Math.floor(elapsed / day));
  if (elapsed < 30 * day) return strings.weeksAgo(Math.floor(elapsed / week));
  const sameYear = yearIn(then, timeZone) === yearIn(current, timeZone);
  return dateTimeFormat(locale, {
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
