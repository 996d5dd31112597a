import type { Session } from '../../api/widgets';
import { Badge, Button, RelativeTime } from '../../ui';
import { deviceName } from './device-name';
import { locationText } from './model';
import { useI18n, useStrings } from '../shared';
import { createUserSessionsStrings } from './strings';

export interface SessionItemProps {
  session: Session;
  current: boolean;
  /** The Sign out button's accessible name, distinct within the list (see signOutLabels). */
  signOutLabel: string;
  /** Opens 'Sign out of device?' for this session (other sessions only). */
  onSignOut: (session: Session, device: string, button: HTMLButtonElement) => void;
}

/** One session: browser on OS, 'This device' or a Sign out button, location and 'Last seen'. */
export function SessionItem({ session, current, signOutLabel, onSignOut }: SessionItemProps) {
  const strings = useStrings(createUserSessionsStrings);
  const { locale } = useI18n();
  const device = deviceName(session.userAgent, strings.device);
  return (
    <li className="us-item" part="session" data-current={current || undefined}>
      <div className="us-item-main">
        <div className="us-item-title">
          <span className="us-device">{device}</span>
          {current && (
            <Badge color="accent" variant="soft">
              {strings.thisDevice}
            </Badge>
          )}
        </div>
        <div className="us-item-meta">
          <span className="us-location">
            {locationText(session.currentLocation, strings.unknownLocation, locale.tag)}
          </span>
          <span className="us-dot" aria-hidden="true">
            ·
          </span>
          <span className="us-last-seen">
            {strings.lastSeen} <RelativeTime date={session.lastActivityAt} inSentence />
          </span>
        </div>
      </div>
      {!current && (
        <Button
          className="us-sign-out"
          intent="secondary"
          size={1}
          aria-label={signOutLabel}
          onClick={(event) => onSignOut(session, device, event.currentTarget)}
        >
          {strings.signOut}
        </Button>
      )}
    </li>
  );
}
