import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Session } from '../../api/widgets';
import { Button } from '../../ui';
import { useAccessTokenClaims, useI18n, useWidgetApi, useWidgetReady, useStrings } from '../shared';
import { orderSessions, showSignOutAll, signOutLabels } from './model';
import { sessionsQueryOptions } from './queries';
import { SessionItem } from './session-item';
import { SessionsSkeleton } from './sessions-skeleton';
import { SignOutDialog } from './sign-out-dialog';
import { createUserSessionsStrings } from './strings';
import { deviceName } from './device-name';
import { useRevokeOtherSessions, useRevokeSession } from './use-session-mutations';

type DialogState = 'none' | 'one' | 'others';

/** The button to focus once `removed`'s row leaves the list: its neighbour's, else any button. */
function focusAfterRemoval(base: HTMLElement | null, removed: HTMLElement | null) {
  const buttons = Array.from(base?.querySelectorAll<HTMLElement>('button') ?? []);
  const index = removed ? buttons.indexOf(removed) : -1;
  const others = buttons.filter((button) => button !== removed);
  return others[index] ?? others[index - 1] ?? others[0] ?? null;
}

/**
 * The sessions widget of SPEC.md §2: the current session first as 'This device', each with
 * browser on OS, location and 'Last seen'; sign out of another device or of all others.
 */
export function UserSessions() {
  const strings = useStrings(createUserSessionsStrings);
  const { locale, ui } = useI18n();
  const client = useWidgetApi();
  const sessions = useQuery(sessionsQueryOptions(client));
  const currentId = useAccessTokenClaims()?.sid;
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [dialog, setDialog] = useState<DialogState>('none');
  // The session being signed out; kept while its dialog closes.
  const [lastOne, setLastOne] = useState<{ session: Session; device: string } | null>(null);
  // Focus after 'Sign out of device?' closes: its Sign out button, or once that row is signed
  // out, the next row's (or the previous one's), or the widget's first button.
  const returnFocus = useRef<HTMLElement | null>(null);
  const baseRef = useRef<HTMLDivElement>(null);
  useWidgetReady(sessions.data !== undefined);

  if (!sessions.data) return <SessionsSkeleton />;
  const list = orderSessions(sessions.data.data, currentId);
  const labels = signOutLabels(
    list.map((session) => ({ session, device: deviceName(session.userAgent, strings.device) })),
    Date.now(),
    { strings, ui, locale: locale.tag },
  );
  const close = (open: boolean) => !open && setDialog('none');

  return (
    <div className="us" part="base" ref={baseRef}>
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
              signOutLabel={labels.get(session.id) ?? ''}
              onSignOut={(target, device, button) => {
                returnFocus.current = button;
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
          // Named again at render: a locale change while the dialog is open renames the device too.
          description={strings.signOutDescription(
            deviceName(lastOne.session.userAgent, strings.device),
          )}
          confirmLabel={strings.signOut}
          mutation={revokeOne}
          input={lastOne.session.id}
          returnFocus={returnFocus}
          onSignedOut={() => {
            returnFocus.current = focusAfterRemoval(baseRef.current, returnFocus.current);
          }}
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
