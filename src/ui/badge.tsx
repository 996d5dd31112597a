import type { ComponentPropsWithRef } from 'react';
import type { BadgeColor, BadgeVariant } from './element-overrides';
import type { Radius } from './theme';
import { useElementDefaults } from './ui-context';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'color'> {
  /** Colour; default 'neutral'. */
  color?: BadgeColor;
  /** Visual variant; default 'soft'. */
  variant?: BadgeVariant;
  /** 1 = compact (20 px), 2 = regular (24 px); default 1. */
  size?: 1 | 2;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
}

/** A short status label such as 'Active', 'Invited' or 'Admin'. */
export function Badge({ color, variant, size, radius, className, ...rest }: BadgeProps) {
  const overrides = useElementDefaults('badge');
  return (
    <span
      part="badge"
      className={className ? `ui-badge ${className}` : 'ui-badge'}
      data-color={color ?? overrides.color ?? 'neutral'}
      data-variant={variant ?? overrides.variant ?? 'soft'}
      data-size={size ?? (overrides.size === 1 || overrides.size === 2 ? overrides.size : 1)}
      data-radius={radius ?? overrides.radius}
      {...rest}
    />
  );
}
