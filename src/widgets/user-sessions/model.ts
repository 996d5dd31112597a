// Pure rules of the sessions list: order, location text and which actions exist.
import type { Session } from '../../api/widgets';
import { formatRelativeTime } from '../../ui';
import { strings } from './strings';

/** The current session (the token's `sid`) first, then the most recently active. */
export function orderSessions(
  sessions: readonly Session[],
  currentId: string | undefined,
): Session[] {
  return [...sessions].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt);
  });
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code; // Not a region code: show it as it came.
  }
}

/** 'City, Country', either alone, or 'Unknown location'. */
export function locationText(location: Session['currentLocation']): string {
  const city = location?.cityName?.trim() ?? '';
  const code = location?.countryISOCode?.trim() ?? '';
  const parts = [city, code ? countryName(code) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : strings.unknownLocation;
}

/**
 * The accessible name of a session's Sign out button, e.g. 'Sign out of Chrome on Linux, Berlin,
 * Germany, last active 2 hours ago': five Chrome-on-Linux rows must not sound alike.
 */
export function signOutLabel(session: Session, device: string, now: number = Date.now()): string {
  const location = locationText(session.currentLocation);
  return strings.signOutLabel(
    device,
    location === strings.unknownLocation ? strings.unknownLocationInSentence : location,
    formatRelativeTime(session.lastActivityAt, now, undefined, { inSentence: true }),
  );
}

/**
 * The Sign out names of a list, each distinct: rows alike in device, location and last activity
 * (several tabs' sessions of one browser) are numbered, '… (2 of 3)'.
 */
export function signOutLabels(
  rows: ReadonlyArray<{ session: Session; device: string }>,
  now: number = Date.now(),
): Map<string, string> {
  const labels = rows.map(({ session, device }): [string, string] => [
    session.id,
    signOutLabel(session, device, now),
  ]);
  const totals = new Map<string, number>();
  for (const [, label] of labels) totals.set(label, (totals.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const result = new Map<string, string>();
  for (const [id, label] of labels) {
    const total = totals.get(label) ?? 1;
    const position = (seen.get(label) ?? 0) + 1;
    seen.set(label, position);
    result.set(id, total > 1 ? `${label} (${position} of ${total})` : label);
  }
  return result;
}

/** The 'Sign out of all other devices' card shows when more than one session exists. */
export const showSignOutAll = (sessions: readonly Session[], currentId: string | undefined) =>
  sessions.length > 1 && currentId !== undefined && sessions.some((item) => item.id === currentId);
