import type { ComponentPropsWithRef } from 'react';
import type { ButtonColor, ButtonVariant } from './element-overrides';
import { Spinner } from './spinner';
import type { Radius, Size } from './theme';
import { useElementDefaults } from './ui-context';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  /** Accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** Visual variant; default 'ghost'. */
  variant?: ButtonVariant;
  /** Colour; default 'neutral'. */
  color?: ButtonColor;
  /** Square of 28/32/40 px; default 2. */
  size?: Size;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  /** Shows a spinner instead of the icon and blocks clicks; default false. */
  loading?: boolean;
}

/** A square button holding one icon; its label is required by type. */
export function IconButton({
  variant,
  color,
  size,
  radius,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: IconButtonProps) {
  const overrides = useElementDefaults('iconButton');
  return (
    <button
      part="icon-button"
      type={type}
      className={className ? `ui-button ui-icon-button ${className}` : 'ui-button ui-icon-button'}
      data-variant={variant ?? overrides.variant ?? 'ghost'}
      data-color={color ?? overrides.color ?? 'neutral'}
      data-size={size ?? overrides.size ?? 2}
      data-radius={radius ?? overrides.radius}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={1} /> : children}
    </button>
  );
}
