import { Button, Spinner } from '../../ui';
import { useStrings } from '../shared';
import { createUsersManagementStrings } from './strings';

export interface MembersPagerProps {
  /** Shown only when there is a previous page. */
  hasPrevious: boolean;
  /** Shown only when there is a next page. */
  hasNext: boolean;
  /** The pending indicator, shown once loading has lasted 500 ms. */
  showPending: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next, present only when the server gave a cursor that way. */
export function MembersPager({
  hasPrevious,
  hasNext,
  showPending,
  onPrevious,
  onNext,
}: MembersPagerProps) {
  const strings = useStrings(createUsersManagementStrings);
  if (!hasPrevious && !hasNext && !showPending) return null;
  return (
    <nav className="um-pager" part="pager" aria-label={strings.pagination}>
      <span className="um-pager-status" role="status">
        {showPending && (
          <>
            <Spinner size={1} />
            <span>{strings.loadingPage}</span>
          </>
        )}
      </span>
      {hasPrevious && (
        <Button intent="secondary" size={1} onClick={onPrevious}>
          {strings.previousPage}
        </Button>
      )}
      {hasNext && (
        <Button intent="secondary" size={1} onClick={onNext}>
          {strings.nextPage}
        </Button>
      )}
    </nav>
  );
}
