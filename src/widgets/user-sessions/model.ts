// Pure rules of the sessions list: order, location text and which actions exist.
import type { Session } from '../../api/widgets';
import { englishUiStrings, formatRelativeTime, type UiStrings } from '../../ui';
import { englishUserSessionsStrings, type UserSessionsStrings } from './strings';

/** The words and locale a Sign out name is said in; default English. */
export interface SignOutLabelWords {
  strings: UserSessionsStrings;
  /** Relative times ('2 hours ago', 'just now'). */
  ui: UiStrings;
  /** BCP 47 tag for country names and long dates. */
  locale: string;
}

const englishWords = (): SignOutLabelWords => ({
  strings: englishUserSessionsStrings(),
  ui: englishUiStrings,
  locale: 'en',
});

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

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code; // Not a region code: show it as it came.
  }
}

/**
 * 'City, Country', either alone, or 'Unknown location' (`unknownLocation`); the country is named
 * in `locale` (default English).
 */
export function locationText(
  location: Session['currentLocation'],
  unknownLocation = 'Unknown location',
  locale = 'en',
): string {
  const city = location?.cityName?.trim() ?? '';
  const code = location?.countryISOCode?.trim() ?? '';
  const parts = [city, code ? countryName(code, locale) : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : unknownLocation;
}

/** What a Sign out name is built from: device, location and last activity, in the words given. */
function signOutParts(
  session: Session,
  device: string,
  now: number,
  { strings, ui, locale }: SignOutLabelWords,
) {
  return {
    device,
    location: locationText(session.currentLocation, strings.unknownLocationInSentence, locale),
    lastSeen: formatRelativeTime(session.lastActivityAt, now, undefined, {
      locale,
      strings: ui,
      inSentence: true,
    }),
  };
}

/**
 * The accessible name of a session's Sign out button, e.g. 'Sign out of Chrome on Linux, Berlin,
 * Germany, last active 2 hours ago': five Chrome-on-Linux rows must not sound alike.
 */
export function signOutLabel(
  session: Session,
  device: string,
  now: number = Date.now(),
  words: SignOutLabelWords = englishWords(),
): string {
  return words.strings.signOutLabel(signOutParts(session, device, now, words));
}

/**
 * The Sign out names of a list, each distinct: rows alike in device, location and last activity
 * (several tabs' sessions of one browser) are numbered, '… (2 of 3)'.
 */
export function signOutLabels(
  rows: ReadonlyArray<{ session: Session; device: string }>,
  now: number = Date.now(),
  words: SignOutLabelWords = englishWords(),
): Map<string, string> {
  const labels = rows.map(({ session, device }) => {
    const parts = signOutParts(session, device, now, words);
    return { id: session.id, parts, label: words.strings.signOutLabel(parts) };
  });
  const totals = new Map<string, number>();
  for (const { label } of labels) totals.set(label, (totals.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const result = new Map<string, string>();
  for (const { id, parts, label } of labels) {
    const total = totals.get(label) ?? 1;
    const position = (seen.get(label) ?? 0) + 1;
    seen.set(label, position);
    result.set(
      id,
      total > 1 ? words.strings.signOutLabelNumbered({ ...parts, position, total }) : label,
    );
  }
  return result;
}

/** The 'Sign out of all other devices' card shows when more than one session exists. */
export const showSignOutAll = (sessions: readonly Session[], currentId: string | undefined) =>
  sessions.length > 1 && currentId !== undefined && sessions.some((item) => item.id === currentId);
