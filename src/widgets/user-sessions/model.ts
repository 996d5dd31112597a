// Pure rules of the sessions list: order, location text and which actions exist.
import type { Session } from '../../api/widgets';

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

/** The 'Sign out of all other devices' card shows when more than one session exists. */
export const showSignOutAll = (sessions: readonly Session[], currentId: string | undefined) =>
  sessions.length > 1 && currentId !== undefined && sessions.some((item) => item.id === currentId);
