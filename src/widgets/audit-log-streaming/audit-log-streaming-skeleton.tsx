import { StatusCardSkeleton, useStrings } from '../shared';
import { createAuditLogStreamingStrings } from './strings';

/** The card's shape while the stream loads. */
export function AuditLogStreamingSkeleton() {
  const strings = useStrings(createAuditLogStreamingStrings);
  return <StatusCardSkeleton label={strings.loading} lines={[120, 180]} actionWidth={96} />;
}
