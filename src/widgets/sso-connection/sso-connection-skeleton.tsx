import { StatusCardSkeleton, useStrings } from '../shared';
import { createSsoConnectionStrings } from './strings';

/** The card's shape while the connection loads. */
export function SsoConnectionSkeleton() {
  const strings = useStrings(createSsoConnectionStrings);
  return <StatusCardSkeleton label={strings.loading} lines={[140, 220]} actionWidth={96} />;
}
