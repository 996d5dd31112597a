import { Skeleton } from '../../ui';
import { useStrings } from '../shared';
import { createSsoConnectionStrings } from './strings';

/** The card's shape while the connection loads. */
export function SsoConnectionSkeleton() {
  const strings = useStrings(createSsoConnectionStrings);
  return (
    <div className="sso-card" part="card" role="status" aria-label={strings.loading}>
      <div className="sso-main">
        <Skeleton shape="rect" width={40} height={40} />
        <div className="sso-text">
          <Skeleton width={140} />
          <Skeleton width={220} />
        </div>
        <Skeleton shape="rect" width={96} height={32} />
      </div>
    </div>
  );
}
