// A bordered panel with an optional titled header, the building block of the demo screens.
import type { ReactNode } from 'react';

export interface CardProps {
  /** Heading of the card (an h2); default none. */
  title?: ReactNode;
  /** Muted line under the title; default none. */
  description?: ReactNode;
  /** Content on the right of the header (a link or button); default none. */
  action?: ReactNode;
  /** Drops the body padding, for tables and lists that run to the edges; default false. */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}

/** A section of a screen. */
export function Card({
  title,
  description,
  action,
  flush = false,
  className,
  children,
}: CardProps) {
  return (
    <section className={className ? `demo-card ${className}` : 'demo-card'}>
      {(title || action) && (
        <header className="demo-card-header">
          <div>
            {title && <h2 className="demo-card-title">{title}</h2>}
            {description && <p className="demo-card-description">{description}</p>}
          </div>
          {action}
        </header>
      )}
      <div className="demo-card-body" data-flush={flush || undefined}>
        {children}
      </div>
    </section>
  );
}
