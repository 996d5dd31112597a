import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '../../api/widgets';
import { Button } from '../../ui';
import { useAccessTokenClaims, useWidgetApi, useWidgetReady } from '../shared';
import { orderSessions, showSignOutAll } from './model';
import { sessionsQueryOptions } from './queries';
import { SessionItem } from './session-item';
import { SessionsSkeleton } from './sessions-skeleton';
import { SignOutDialog } from './sign-out-dialog';
import { strings } from './strings';
import { useRevokeOtherSessions, useRevokeSession } from './use-session-mutations';

type DialogState = 'none' | 'one' | 'others';

/**
 * The sessions widget of SPEC.md §2: the current session first as 'This device', each with
 * browser on OS, location and 'Last seen'; sign out of another device or of all others.
 */
export function UserSessions() {
  const client = useWidgetApi();
  const sessions = useQuery(sessionsQueryOptions(client));
  const currentId = useAccessTokenClaims()?.sid;
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [dialog, setDialog] = useState<DialogState>('none');
  // The session being signed out; kept while its dialog closes.
  const [lastOne, setLastOne] = useState<{ session: Session; device: string } | null>(null);
  useWidgetReady(sessions.data !== undefined);

  if (!sessions.data) return <SessionsSkeleton />;
  const list = orderSessions(sessions.data.data, currentId);
  const close = (open: boolean) => !open && setDialog('none');

  return (
    <div className="us" part="base">
      {list.length === 0 ? (
        <p className="us-empty" part="empty">
          {strings.noSessions}
        </p>
      ) : (
        <ul className="us-list" aria-label={strings.listLabel}>
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              current={session.id === currentId}
              onSignOut={(target, device) => {
                setLastOne({ session: target, device });
                setDialog('one');
              }}
            />
          ))}
        </ul>
      )}
      {showSignOutAll(list, currentId) && (
        <section className="us-all" part="sign-out-all" aria-labelledby="us-all-title">
          <div className="us-all-text">
            <h3 id="us-all-title" className="us-all-title">
              {strings.signOutAllCardTitle}
            </h3>
            <p className="us-all-description">{strings.signOutAllCardText}</p>
          </div>
          <Button intent="destructive" variant="soft" onClick={() => setDialog('others')}>
            {strings.signOutAllButton}
          </Button>
        </section>
      )}
      {lastOne && (
        <SignOutDialog
          open={dialog === 'one'}
          onOpenChange={close}
          title={strings.signOutTitle}
          description={strings.signOutDescription(lastOne.device)}
          confirmLabel={strings.signOut}
          mutation={revokeOne}
          input={lastOne.session.id}
        />
      )}
      <SignOutDialog
        open={dialog === 'others'}
        onOpenChange={close}
        title={strings.signOutAllTitle}
        description={strings.signOutAllDescription}
        confirmLabel={strings.signOutAllSubmit}
        mutation={revokeOthers}
        input={currentId ?? ''}
      />
    </div>
  );
}
