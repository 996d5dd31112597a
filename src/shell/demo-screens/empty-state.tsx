// A centred message with an icon and an optional action: not-found, empty search, coming soon.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/use-document-title';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** Heading level of the title; h1 when the state is the whole screen; default 2. */
  level?: 1 | 2;
  children?: ReactNode;
  /** Buttons or links under the text; default none. */
  actions?: ReactNode;
}

/** A friendly explanation for a screen or section that has nothing to show. */
export function EmptyState({ icon: Icon, title, level = 2, children, actions }: EmptyStateProps) {
  // A whole-screen state (level 1) names the screen.
  useDocumentTitle(level === 1 ? title : undefined);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="demo-empty">
      <span className="demo-empty-icon" aria-hidden="true">
        <Icon />
      </span>
      <Heading className="demo-empty-title">{title}</Heading>
      {children && <div className="demo-empty-text">{children}</div>}
      {actions && <div className="demo-empty-actions">{actions}</div>}
    </div>
  );
}
