import { Button } from '../button';
import { Spinner } from '../spinner';

export interface PagerProps {
  /** The navigation landmark's name ('Pagination'). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Shows Previous; omit when there is no previous page. */
  onPrevious?: () => void;
  /** Shows Next; omit when there is no next page. */
  onNext?: () => void;
  /**
   * With a status line (role=status) before the buttons: `pendingLabel` and a spinner while true.
   * Default none (no status line).
   */
  pending?: boolean;
  pendingLabel?: string;
}

/** Previous and Next, each present only when there is a page that way; nothing when neither. */
export function Pager({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  pending,
  pendingLabel,
}: PagerProps) {
  if (!onPrevious && !onNext && !pending) return null;
  return (
    <nav className="ui-pager" part="pager" aria-label={label}>
      {pending !== undefined && (
        <span className="ui-pager-status" role="status">
          {pending && (
            <>
              <Spinner size={1} />
              <span>{pendingLabel}</span>
            </>
          )}
        </span>
      )}
      {onPrevious && (
        <Button intent="secondary" size={1} onClick={onPrevious}>
          {previousLabel}
        </Button>
      )}
      {onNext && (
        <Button intent="secondary" size={1} onClick={onNext}>
          {nextLabel}
        </Button>
      )}
    </nav>
  );
}
