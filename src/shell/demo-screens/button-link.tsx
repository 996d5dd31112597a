// A navigation link that looks like the UI Button (same classes and data attributes), because
// a link that navigates must stay an <a>, not a button with a click handler.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ButtonColor, ButtonVariant } from '../../ui';

export interface ButtonLinkProps {
  href: string;
  /** Visual variant; default 'solid'. */
  variant?: ButtonVariant;
  /** Colour; default 'accent'. */
  color?: ButtonColor;
  /** Height 28/32/40 px; default 2. */
  size?: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A wouter Link rendered with the UI button styles. */
export function ButtonLink({
  href,
  variant = 'solid',
  color = 'accent',
  size = 2,
  className,
  children,
}: ButtonLinkProps) {
  return (
    <Link
      href={href}
      className={className ? `ui-button ${className}` : 'ui-button'}
      data-variant={variant}
      data-color={color}
      data-size={size}
    >
      {children}
    </Link>
  );
}
