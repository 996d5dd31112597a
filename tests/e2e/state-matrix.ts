// Which theme, viewport and languages each widget state is checked in (a11y-widgets.spec.ts).
// Repeating every combination for every state would cost themes × viewports × locales visits;
// instead each state gets as many visits as there are themes or viewports (whichever is more),
// and visit v of state i is theme v and viewport v + i (a Latin square: the pairing turns with
// each state, so every theme meets every viewport across the catalogue), and each translated
// locale is checked in one of them, turning likewise. So, by construction, every state is seen
// at least once in each theme, each viewport and each language (English in every visit), and
// a new theme, viewport or locale added to the lists below is covered the same way. The unit
// test next to this file asserts it for the catalogue. A state's visits share one page load
// (a11y-widgets.spec.ts switches theme and viewport in the page), in the order given here.

export const translatedLocales = ['es', 'fr', 'de', 'pt-BR', 'ja', 'ar'] as const;
export type TranslatedLocale = (typeof translatedLocales)[number];

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface Viewport {
  name: string;
  width: number;
  height: number;
  /** A narrow viewport also checks that the page does not scroll sideways. */
  narrow: boolean;
}

export const viewports: readonly Viewport[] = [
  { name: '1280 px', width: 1280, height: 900, narrow: false },
  // A 1280 px screen at 200 % zoom.
  { name: '200 % zoom (640 px)', width: 640, height: 450, narrow: true },
];

export interface Visit {
  theme: Theme;
  viewport: Viewport;
  /** Translated locales switched to after the English checks, in this visit. */
  locales: TranslatedLocale[];
}

/** The visits of the state at `stateIndex` (its position in the catalogue's list of states). */
export function visitsFor(
  stateIndex: number,
  options: {
    themes?: readonly Theme[];
    viewports?: readonly Viewport[];
    locales?: readonly TranslatedLocale[];
  } = {},
): Visit[] {
  const themeList = options.themes ?? themes;
  const viewportList = options.viewports ?? viewports;
  const localeList = options.locales ?? translatedLocales;
  const count = Math.max(themeList.length, viewportList.length);
  const visits = Array.from({ length: count }, (_, visit) => ({
    theme: themeList[visit % themeList.length]!,
    viewport: viewportList[(visit + stateIndex) % viewportList.length]!,
    locales: localeList.filter((_, locale) => (locale + stateIndex) % count === visit),
  }));
  // The first visit is the one the page loads in (the others switch theme and viewport in the
  // page): it turns every `count` states, so across the catalogue pages load in every pairing.
  const first = Math.floor(stateIndex / count) % count;
  return [...visits.slice(first), ...visits.slice(0, first)];
}
