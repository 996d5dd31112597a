import { allowedElementValues } from './element-override-rules';
import { isRadius, isSize, type Radius, type Size } from './theme';

// The `elements` attribute lets a host page restyle each kind of primitive. This module owns
// its type and a sanitizer, so a typo in the page's JSON is dropped rather than breaking a widget.

export type ButtonVariant = 'solid' | 'soft' | 'outline' | 'ghost';
export type ButtonColor = 'accent' | 'neutral' | 'danger';
export type FieldVariant = 'surface' | 'soft';
export type BadgeColor = 'accent' | 'neutral' | 'red' | 'amber' | 'green' | 'blue';
export type BadgeVariant = 'soft' | 'solid' | 'outline';
export type MenuVariant = 'solid' | 'soft';
export type AvatarVariant = 'soft' | 'solid';
export type SkeletonVariant = 'pulse' | 'shimmer' | 'static';

export interface ElementOverride<V extends string = string, C extends string = string> {
  /** Visual variant of the primitive. */
  variant?: V;
  /** Colour of the primitive. */
  color?: C;
  /** Control size 1–3. */
  size?: Size;
  /** Corner rounding. */
  radius?: Radius;
}

export interface ElementOverrides {
  primaryButton?: ElementOverride<ButtonVariant, ButtonColor>;
  secondaryButton?: ElementOverride<ButtonVariant, ButtonColor>;
  destructiveButton?: ElementOverride<ButtonVariant, ButtonColor>;
  iconButton?: ElementOverride<ButtonVariant, ButtonColor>;
  textfield?: ElementOverride<FieldVariant, ButtonColor>;
  select?: ElementOverride<FieldVariant, ButtonColor>;
  badge?: ElementOverride<BadgeVariant, BadgeColor>;
  dropdown?: ElementOverride<MenuVariant, ButtonColor>;
  menuItem?: ElementOverride<MenuVariant, ButtonColor>;
  avatar?: ElementOverride<AvatarVariant, BadgeColor>;
  dialog?: ElementOverride<'default', never>;
  skeleton?: ElementOverride<SkeletonVariant, never>;
}

export type ElementName = keyof ElementOverrides;

const allowed: Record<ElementName, { variants: string[]; colors: string[] }> = allowedElementValues;

export const elementNames = Object.keys(allowed) as ElementName[];

/**
 * Keeps only the known element names and valid values from parsed `elements` JSON; returns the
 * clean overrides and a list of what was dropped (for one dev warning by the caller).
 */
export function sanitizeElementOverrides(input: unknown): {
  overrides: ElementOverrides;
  dropped: string[];
} {
  const overrides: Record<string, ElementOverride> = {};
  const dropped: string[] = [];
  if (input === null || input === undefined) return { overrides, dropped };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { overrides, dropped: ['elements (expected an object)'] };
  }
  for (const [name, raw] of Object.entries(input as Record<string, unknown>)) {
    const rules = allowed[name as ElementName];
    if (!rules || typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      dropped.push(name);
      continue;
    }
    const clean: ElementOverride = {};
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (key === 'variant' && typeof value === 'string' && rules.variants.includes(value)) {
        clean.variant = value;
      } else if (key === 'color' && typeof value === 'string' && rules.colors.includes(value)) {
        clean.color = value;
      } else if (key === 'size' && isSize(Number(value))) {
        clean.size = Number(value) as Size;
      } else if (key === 'radius' && isRadius(value)) {
        clean.radius = value;
      } else {
        dropped.push(`${name}.${key}`);
      }
    }
    overrides[name] = clean;
  }
  return { overrides: overrides as ElementOverrides, dropped };
}
