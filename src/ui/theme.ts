// Theme vocabulary shared by UiRoot, the primitives and the element layer that parses attributes.

/** Effective appearance; the element layer resolves 'inherit' before it reaches UiRoot. */
export type Appearance = 'light' | 'dark';

/** Corner rounding steps of DESIGN.md: none, small 4, medium 6, large 10, full. */
export type Radius = 'none' | 'small' | 'medium' | 'large' | 'full';

/** Control size: 1 = 28 px, 2 = 32 px, 3 = 40 px high. */
export type Size = 1 | 2 | 3;

/** Named accents; any other CSS colour is accepted by UiRoot and the scale is derived from it. */
export const accentSeeds = {
  indigo: '#3e63dd',
  blue: '#0d74ce',
  cyan: '#107d98',
  teal: '#0d7d6f',
  green: '#218358',
  grass: '#2a7e3b',
  orange: '#cc4e00',
  amber: '#ffc53d',
  red: '#ce2c31',
  crimson: '#cb1d63',
  pink: '#c2298a',
  plum: '#953ea3',
  purple: '#8145b5',
  violet: '#6e56cf',
  iris: '#5b5bd6',
  gray: '#60646c',
} as const;

export type AccentName = keyof typeof accentSeeds;

export const radii: readonly Radius[] = ['none', 'small', 'medium', 'large', 'full'];

export function isRadius(value: unknown): value is Radius {
  return typeof value === 'string' && (radii as readonly string[]).includes(value);
}

export function isSize(value: unknown): value is Size {
  return value === 1 || value === 2 || value === 3;
}

export function isAccentName(value: unknown): value is AccentName {
  return typeof value === 'string' && Object.hasOwn(accentSeeds, value);
}

/** Whether a scaling value can be read ('95%', 1.05, '1.05'): a positive number or percentage. */
export function isScaling(value: string | number | undefined): boolean {
  if (value === undefined || String(value).trim() === '') return false;
  const text = String(value).trim();
  const number = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(number) && number > 0;
}

/**
 * Turns a scaling value ('75%'…'150%', 0.75…1.5 or '1.05') into a factor, clamped to 0.75–1.5;
 * anything unreadable gives 1.
 */
export function parseScaling(value: string | number | undefined): number {
  if (value === undefined || !isScaling(value)) return 1;
  const text = String(value).trim();
  const number = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Math.min(1.5, Math.max(0.75, number));
}
