import { Skeleton } from '../../ui';
import { useStrings } from '../shared';
import { createUserProfileStrings } from './strings';

/** The card's shape while the profile loads. */
export function ProfileSkeleton() {
  const strings = useStrings(createUserProfileStrings);
  return (
    <div
      className="up-card"
      part="base"
      aria-busy="true"
      aria-label={strings.cardLabel}
      role="group"
    >
      <div className="up-identity">
        <Skeleton shape="circle" width={48} height={48} />
        <div className="up-identity-text">
          <Skeleton width={160} />
          <Skeleton width={200} />
        </div>
      </div>
    </div>
  );
}
