import { accentSeeds, isAccentName, isRadius, isScaling, radii, type Radius } from '../ui';
import { reportOnce } from './report-once';

/** The theme attributes as the kit element hands them over (strings or undefined). */
export interface ThemeAttributes {
  accentColor?: string;
  radius?: string;
  scaling?: string;
}

/** The theme attributes a widget can use: an invalid value is left out (its default applies). */
export interface ValidThemeAttributes {
  accentColor?: string;
  radius?: Radius;
  scaling?: string;
}

const isCssColor = (value: string): boolean =>
  typeof CSS !== 'undefined' && CSS.supports('color', value);

/**
 * Keeps the valid theme attributes; an invalid `accent-color`, `radius` or `scaling` is dropped
 * (so its default applies) with one console warning per value saying what is accepted.
 */
export function validThemeAttributes(
  { accentColor, radius, scaling }: ThemeAttributes,
  supportsColor: (value: string) => boolean = isCssColor,
): ValidThemeAttributes {
  const result: ValidThemeAttributes = {};
  const accent = accentColor?.trim();
  if (accent) {
    if (isAccentName(accent.toLowerCase()) || supportsColor(accent)) result.accentColor = accent;
    else
      reportOnce(
        'warn',
        `Invalid accent-color "${accentColor}"; using the default (indigo). Use one of ${Object.keys(accentSeeds).join(', ')} or a CSS colour.`,
      );
  }
  const corner = radius?.trim();
  if (corner) {
    if (isRadius(corner)) result.radius = corner;
    else
      reportOnce(
        'warn',
        `Invalid radius "${radius}"; using the default (medium). Use one of ${radii.join(', ')}.`,
      );
  }
  const size = scaling?.trim();
  if (size) {
    if (isScaling(size)) result.scaling = size;
    else
      reportOnce(
        'warn',
        `Invalid scaling "${scaling}"; using the default (100%). Use a percentage such as 95% or a factor such as 1.05.`,
      );
  }
  return result;
}
