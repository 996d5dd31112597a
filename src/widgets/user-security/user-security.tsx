import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AuthenticationInformation, PasskeySummary } from '../../api/widgets';
import { Button, RelativeTime, Skeleton, onIntentChunk } from '../../ui';
import {
  meQueryOptions,
  useWidgetApi,
  useWidgetEvent,
  useWidgetReady,
  widgetQueryKey,
  useStrings,
} from '../shared';
import { PasskeysRow } from './passkeys-row';
import type { OpenDialog } from './security-dialogs.on-intent';
import { createUserSecurityStrings } from './strings';

const authInfoPath = '/_widgets/UserProfile/authentication-information';

// The dialogs (and @simplewebauthn/browser, which only the passkey dialogs use) are a chunk
// fetched when one is opened, not on idle: each is a rare action, and a dialog opened before its
// code is here shows the pending layer until it is. The passkey dialog asks the browser for the
// passkey only on its confirm button, so that call still runs within the user's click.
// Pointing at or focusing one of the rows' buttons is the intent to open its dialog.
const dialogs = onIntentChunk(() => import('./security-dialogs.on-intent'), 'button');
const SecurityDialogs = dialogs.component(
  (m) => m.SecurityDialogs,
  (props) => props.dialog !== 'none',
);

/** <user-security>: the password, multi-factor and passkey rows (SPEC.md §2, issue #25) and their dialogs. */
export function UserSecurity() {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const queryClient = useQueryClient();
  const dispatch = useWidgetEvent();
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
    <div className="us" part="base" {...dialogs.intentProps}>
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
      <SecurityDialogs
        dialog={dialog}
        opening={opening}
        passkey={passkey}
        onOpenChange={onOpenChange}
        done={done}
        email={email}
      />
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
