import { Skeleton } from '../../ui';
import { useStrings } from '../shared';
import { createAuditLogStreamingStrings } from './strings';

/** The card's shape while the stream loads. */
export function AuditLogStreamingSkeleton() {
  const strings = useStrings(createAuditLogStreamingStrings);
  return (
    <div
      className="als-card"
      part="card"
      role="status"
      aria-label={strings.loading}
      aria-busy="true"
    >
      <div className="als-main">
        <Skeleton shape="rect" width={40} height={40} />
        <div className="als-text">
          <Skeleton width={120} />
          <Skeleton width={180} />
        </div>
        <Skeleton shape="rect" width={96} height={32} />
      </div>
    </div>
  );
}
