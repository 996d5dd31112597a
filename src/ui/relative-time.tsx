import { useEffect, useState } from 'react';
import { dateTimeFormat } from './date-time-format';
import { formatRelativeTime, relativeTimeRefreshMs } from './format-relative-time';
import { useUiStrings } from './ui-context';

export interface RelativeTimeProps {
  /** The moment to describe (Date, ISO string or epoch ms). */
  date: Date | string | number;
  /** IANA time zone for long dates; default the browser's. */
  timeZone?: string;
  /** The time follows other words ('Last seen just now'): no capital; default false. */
  inSentence?: boolean;
  className?: string;
}

/**
 * `<time>` showing 'Just now', '5 minutes ago', … 'March 4' in the root's locale; updates itself
 * while mounted.
 */
export function RelativeTime({ date, timeZone, inSentence, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  const { locale, strings } = useUiStrings();
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), relativeTimeRefreshMs(date, now));
    return () => clearTimeout(timer);
  }, [date, now]);
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  const full = dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(value);
  return (
    <time className={className} dateTime={value.toISOString()} title={full}>
      {formatRelativeTime(value, now, timeZone, { locale, strings, inSentence })}
    </time>
  );
}
