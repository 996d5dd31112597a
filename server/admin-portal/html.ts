// The admin portal's pages use the server's one HTML builder (server/http/html.ts): every
// interpolated value is escaped unless it is already built with `html`.
export { SafeHtml, escapeHtml, html } from '../http/html';

/** Dates as people read them, in UTC so every viewer sees the same day. */
export function longDate(value: Date | string): string {
  return new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
