import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AuthenticationInformation, PasskeySummary } from '../../api/widgets';
import { Button, RelativeTime, Skeleton } from '../../ui';
import {
  meQueryOptions,
  useElevatedAccess,
  useWidgetApi,
  useWidgetEvent,
  useWidgetReady,
  widgetQueryKey,
  useStrings,
} from '../shared';
import { DisableMfaDialog, SetupMfaDialog } from './mfa-dialogs';
import { AddPasskeyDialog, RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';
import { PasskeysRow } from './passkeys-row';
import { ChangePasswordDialog, SetPasswordDialog } from './password-dialogs';
import { createUserSecurityStrings } from './strings';

const authInfoPath = '/_widgets/UserProfile/authentication-information';
type OpenDialog =
  | 'none'
  | 'set-password'
  | 'change-password'
  | 'setup-mfa'
  | 'disable-mfa'
  | 'add-passkey'
  | 'rename-passkey'
  | 'remove-passkey';

/** <user-security>: the password, multi-factor and passkey rows (SPEC.md §2, issue #25) and their dialogs. */
export function UserSecurity() {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const queryClient = useQueryClient();
  const dispatch = useWidgetEvent();
  const elevated = useElevatedAccess();
  const info = useQuery({
    queryKey: widgetQueryKey(authInfoPath),
    queryFn: ({ signal }) => client.get<AuthenticationInformation>(authInfoPath, { signal }),
  });
  const me = useQuery({ ...meQueryOptions(client), throwOnError: false });
  useWidgetReady(info.data !== undefined);
  const [dialog, setDialog] = useState<OpenDialog>('none');
  // A new key remounts a dialog, so each opening starts empty.
  const [opening, setOpening] = useState(0);
  // The passkey a rename or remove dialog is about.
  const [passkey, setPasskey] = useState<PasskeySummary | undefined>(undefined);

  const open = (next: OpenDialog, about?: PasskeySummary) => {
    setOpening((count) => count + 1);
    setPasskey(about);
    setDialog(next);
  };
  const onOpenChange = (value: boolean) => {
    if (!value) setDialog('none');
  };
  const done =
    (event: string | undefined, detail: object = {}) =>
    () => {
      setDialog('none');
      if (event) dispatch(event, detail);
      void queryClient.invalidateQueries({ queryKey: widgetQueryKey(authInfoPath) });
    };

  if (!info.data) {
    return (
      <div className="us" part="base" aria-busy="true">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </div>
    );
  }
  const { Password: password, Mfa: mfa, Passkey: passkeys } = info.data.data.verificationMethods;
  const email = me.data?.email ?? '';

  return (
    <div className="us" part="base">
      {password && (
        <Row
          part="password"
          title={strings.passwordTitle}
          detail={password.isSetUp ? <LastUsed at={password.lastUsed} /> : strings.passwordNotSet}
          action={
            password.isSetUp ? (
              <Button intent="secondary" onClick={() => open('change-password')}>
                {strings.change}
              </Button>
            ) : (
              <Button onClick={() => open('set-password')}>{strings.passwordSet}</Button>
            )
          }
        />
      )}
      {mfa && (
        <Row
          part="mfa"
          title={strings.mfaTitle}
          detail={
            mfa.isSetUp ? (
              <>
                {strings.mfaApp} · <LastUsed at={mfa.lastUsed} />
              </>
            ) : (
              strings.mfaNotSet
            )
          }
          action={
            mfa.isSetUp ? (
              <Button intent="secondary" onClick={() => open('disable-mfa')}>
                {strings.disable}
              </Button>
            ) : (
              <Button onClick={() => open('setup-mfa')}>{strings.mfaSetUp}</Button>
            )
          }
        />
      )}
      {passkeys && (
        <PasskeysRow
          method={passkeys}
          onAdd={() => open('add-passkey')}
          onRename={(about) => open('rename-passkey', about)}
          onRemove={(about) => open('remove-passkey', about)}
        />
      )}
      {dialog === 'set-password' && (
        <SetPasswordDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('password-changed')}
          email={email}
          elevated={elevated}
        />
      )}
      {dialog === 'change-password' && (
        <ChangePasswordDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('password-changed')}
        />
      )}
      {dialog === 'setup-mfa' && (
        <SetupMfaDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('mfa-enabled')}
          email={email}
          elevated={elevated}
        />
      )}
      {dialog === 'disable-mfa' && (
        <DisableMfaDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('mfa-disabled')}
          email={email}
          elevated={elevated}
        />
      )}
      {dialog === 'add-passkey' && (
        <AddPasskeyDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('passkey-added')}
          email={email}
          elevated={elevated}
        />
      )}
      {dialog === 'rename-passkey' && passkey && (
        <RenamePasskeyDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done(undefined)}
          passkey={passkey}
        />
      )}
      {dialog === 'remove-passkey' && passkey && (
        <RemovePasskeyDialog
          key={opening}
          open
          onOpenChange={onOpenChange}
          onDone={done('passkey-removed', { id: passkey.id })}
          email={email}
          elevated={elevated}
          passkey={passkey}
        />
      )}
    </div>
  );
}

interface RowProps {
  part: string;
  title: string;
  detail: ReactNode;
  action: ReactNode;
}

/** 'Last used' and the relative time, or 'Not used yet'. */
function LastUsed({ at }: { at: string | null | undefined }) {
  const strings = useStrings(createUserSecurityStrings);
  return at ? (
    <>
      {strings.lastUsed} <RelativeTime date={at} inSentence />
    </>
  ) : (
    <>{strings.neverUsed}</>
  );
}

function Row({ part, title, detail, action }: RowProps) {
  return (
    <section className="us-row" part={part} aria-label={title}>
      <div className="us-row-text">
        <h3 className="us-row-title">{title}</h3>
        <p className="us-row-detail">{detail}</p>
      </div>
      <div className="us-row-action">{action}</div>
    </section>
  );
}
