import { Skeleton } from '../../ui';
import { useStrings } from '../shared';
import { createUserSessionsStrings } from './strings';

/** Three rows shaped like sessions while the list loads. */
export function SessionsSkeleton() {
  const strings = useStrings(createUserSessionsStrings);
  return (
    <div className="us" part="base" aria-busy="true" aria-label={strings.listLabel} role="group">
      <ul className="us-list">
        {[0, 1, 2].map((index) => (
          <li key={index} className="us-item">
            <div className="us-item-main">
              <Skeleton width={180} />
              <Skeleton width={240} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
