import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The headline ('No users yet', 'No results'). */
  title: ReactNode;
  /** A line under it; default none. */
  description?: ReactNode;
  /** A control under both (e.g. 'Clear search'); default none. */
  action?: ReactNode;
}

/** What a list shows instead of an empty table: announced as a status, on the widget's surface. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="ui-empty" part="empty" role="status">
      <p className="ui-empty-title">{title}</p>
      {description && <p className="ui-empty-text">{description}</p>}
      {action}
    </div>
  );
}
