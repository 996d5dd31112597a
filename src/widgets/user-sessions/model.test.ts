import { describe, expect, it } from 'vitest';
import type { Session } from '../../api/widgets';
import { locationText, orderSessions, showSignOutAll, signOutLabel, signOutLabels } from './model';

const session = (id: string, minutesAgo: number): Session => ({
  id,
  userAgent: '',
  ipAddress: '',
  currentLocation: null,
  lastActivityAt: new Date(Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000).toISOString(),
  createdAt: new Date(Date.UTC(2025, 11, 1)).toISOString(),
});

describe('orderSessions', () => {
  it('should put the current session first, then the most recently active', () => {
    const list = [session('a', 30), session('current', 90), session('b', 5)];
    expect(orderSessions(list, 'current').map((item) => item.id)).toEqual(['current', 'b', 'a']);
  });
  it('given no current id, should order by activity only', () => {
    expect(orderSessions([session('a', 30), session('b', 5)], undefined).map((s) => s.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('locationText', () => {
  it('should show city and country name', () => {
    expect(locationText({ cityName: 'Berlin', countryISOCode: 'DE' })).toBe('Berlin, Germany');
  });
  it('given only a country, should show the country', () => {
    expect(locationText({ cityName: '', countryISOCode: 'jp' })).toBe('Japan');
  });
  it('given no location, should say Unknown location', () => {
    expect(locationText(null)).toBe('Unknown location');
    expect(locationText({ cityName: ' ', countryISOCode: '' })).toBe('Unknown location');
  });
  it('given a code that is not a region, should show it as it came', () => {
    expect(locationText({ cityName: 'Atlantis', countryISOCode: 'not-a-code' })).toBe(
      'Atlantis, not-a-code',
    );
  });
});

describe('showSignOutAll', () => {
  it('should show only with more than one session including the current one', () => {
    expect(showSignOutAll([session('current', 1)], 'current')).toBe(false);
    expect(showSignOutAll([session('current', 1), session('b', 2)], 'current')).toBe(true);
    expect(showSignOutAll([session('a', 1), session('b', 2)], undefined)).toBe(false);
  });
});

describe('signOutLabel', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  it('given two sessions of one browser, should tell them apart by location and last activity', () => {
    const berlin = {
      ...session('a', 120),
      currentLocation: { cityName: 'Berlin', countryISOCode: 'DE' },
    };
    const unknown = { ...session('b', 0) };
    expect(signOutLabel(berlin, 'Chrome on Linux', now)).toBe(
      'Sign out of Chrome on Linux, Berlin, Germany, last active 2 hours ago',
    );
    expect(signOutLabel(unknown, 'Chrome on Linux', now)).toBe(
      'Sign out of Chrome on Linux, location unknown, last active just now',
    );
  });
});

describe('signOutLabels', () => {
  it('given rows alike in device, location and last activity, should number them', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const rows = [session('a', 3), session('b', 3), session('c', 120)].map((item) => ({
      session: item,
      device: 'Chrome on Linux',
    }));
    const labels = signOutLabels(rows, now);
    expect([...labels.values()]).toEqual([
      'Sign out of Chrome on Linux, location unknown, last active 3 minutes ago (1 of 2)',
      'Sign out of Chrome on Linux, location unknown, last active 3 minutes ago (2 of 2)',
      'Sign out of Chrome on Linux, location unknown, last active 2 hours ago',
    ]);
  });
});

describe('signOutLabels in German', () => {
  it('should build each name from the catalog with the location, last activity and number', async () => {
    const { createI18n, translatorOf, uiStringsOf } = await import('../shared/translate');
    const { sharedCatalog } = await import('../shared/shared-catalog');
    const { createUserSessionsStrings, userSessionsCatalog } = await import('./strings');
    const t = translatorOf(
      createI18n('de', [
        (await sharedCatalog.load.de()).default,
        (await userSessionsCatalog.load.de()).default,
      ]),
    );
    const words = { strings: createUserSessionsStrings(t), ui: uiStringsOf(t), locale: 'de' };
    const now = Date.UTC(2026, 0, 1, 12);
    const berlin = {
      ...session('c', 120),
      currentLocation: { cityName: 'Berlin', countryISOCode: 'DE' },
    };
    const rows = [session('a', 0), session('b', 0), berlin].map((item) => ({
      session: item,
      device: 'Chrome unter Linux',
    }));
    expect([...signOutLabels(rows, now, words).values()]).toEqual([
      'Von Chrome unter Linux abmelden, Standort unbekannt, zuletzt aktiv gerade eben (1 von 2)',
      'Von Chrome unter Linux abmelden, Standort unbekannt, zuletzt aktiv gerade eben (2 von 2)',
      'Von Chrome unter Linux abmelden, Berlin, Deutschland, zuletzt aktiv vor 2 Stunden',
    ]);
  });
});
