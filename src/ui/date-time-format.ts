// `Intl.DateTimeFormat` objects are costly to make (about a millisecond each in Chromium on a
// busy machine, ICU pattern work) and cheap to use, and a table renders dates on every row: one
// object per locale and options for the whole page. The distinct combinations a page uses are
// few (its locales, time zones and the handful of formats below), so the cache stays small.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared `Intl.DateTimeFormat` for `locale` and `options` (made on first use; throws as `Intl` does). */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
