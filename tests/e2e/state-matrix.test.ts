import { describe, expect, it } from 'vitest';
import { widgets } from '../catalogue';
import { themes, translatedLocales, viewports, visitsFor, type Viewport } from './state-matrix';

/** What the visits of one state cover. */
function coverage(visits: ReturnType<typeof visitsFor>) {
  return {
    themes: new Set(visits.map((visit) => visit.theme)),
    viewports: new Set(visits.map((visit) => visit.viewport.name)),
    locales: visits.flatMap((visit) => visit.locales),
  };
}

describe('visitsFor', () => {
  it('checks every catalogue state in each theme, each viewport and each language', () => {
    let states = 0;
    for (const entry of widgets) {
      entry.states.forEach((state, index) => {
        states += 1;
        const seen = coverage(visitsFor(index));
        const where = `<${entry.tag}> ${state.name}`;
        expect([...seen.themes].sort(), where).toEqual([...themes].sort());
        expect([...seen.viewports].sort(), where).toEqual(viewports.map((v) => v.name).sort());
        // Each translated locale once (English is checked in every visit).
        expect([...seen.locales].sort(), where).toEqual([...translatedLocales].sort());
      });
    }
    expect(states).toBeGreaterThan(20);
  });

  it('costs max(themes, viewports) visits per state, not every combination', () => {
    for (let index = 0; index < 5; index += 1) {
      expect(visitsFor(index)).toHaveLength(Math.max(themes.length, viewports.length));
    }
  });

  it('pairs every theme with every viewport across consecutive states', () => {
    const pairs = new Set(
      [0, 1].flatMap((index) =>
        visitsFor(index).map((visit) => `${visit.theme} ${visit.viewport.name}`),
      ),
    );
    expect(pairs.size).toBe(themes.length * viewports.length);
  });

  it('loads the page in every pairing of theme and viewport across consecutive states', () => {
    const loads = new Set(
      [0, 1, 2, 3].map((index) => {
        const [first] = visitsFor(index);
        return `${first!.theme} ${first!.viewport.name}`;
      }),
    );
    expect(loads.size).toBe(themes.length * viewports.length);
  });

  it('keeps the property with more viewports than themes, or more locales', () => {
    const three: Viewport[] = [
      ...viewports,
      { name: '375 px', width: 375, height: 800, narrow: true },
    ];
    for (let index = 0; index < 6; index += 1) {
      const seen = coverage(visitsFor(index, { viewports: three }));
      expect(seen.themes.size).toBe(themes.length);
      expect(seen.viewports.size).toBe(3);
      expect(seen.locales.sort()).toEqual([...translatedLocales].sort());
    }
  });
});
