import { CircleAlert, CircleCheck, Info, TriangleAlert } from './icons';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type CalloutColor = 'info' | 'warning' | 'danger' | 'success';

export interface CalloutProps extends Omit<ComponentPropsWithRef<'div'>, 'color' | 'title'> {
  /** Kind of message; default 'info'. */
  color?: CalloutColor;
  /** Bold first line; default none. */
  title?: ReactNode;
  /** Live-region role; default 'alert' for danger, 'status' otherwise. */
  role?: 'alert' | 'status' | 'note';
  /** Replaces the default icon; null hides it. */
  icon?: ReactNode;
  /** Buttons or links at the end; default none. */
  actions?: ReactNode;
}

const icons: Record<CalloutColor, ReactNode> = {
  info: <Info aria-hidden="true" />,
  warning: <TriangleAlert aria-hidden="true" />,
  danger: <CircleAlert aria-hidden="true" />,
  success: <CircleCheck aria-hidden="true" />,
};

/** A highlighted message: information, warning, error or success. */
export function Callout({
  color = 'info',
  title,
  role,
  icon,
  actions,
  className,
  children,
  ...rest
}: CalloutProps) {
  return (
    <div
      part="callout"
      className={className ? `ui-callout ${className}` : 'ui-callout'}
      data-color={color}
      role={role ?? (color === 'danger' ? 'alert' : 'status')}
      {...rest}
    >
      {icon !== null && <span className="ui-callout-icon">{icon ?? icons[color]}</span>}
      <div className="ui-callout-content">
        {title && <p className="ui-callout-title">{title}</p>}
        {children && <div className="ui-callout-text">{children}</div>}
      </div>
      {actions && <div className="ui-callout-actions">{actions}</div>}
    </div>
  );
}
