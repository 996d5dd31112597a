import type { PasskeySummary } from '../../api/widgets';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { DisableMfaDialog } from './disable-mfa-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';
import { SetupMfaDialog } from './setup-mfa-dialog';
import { ChangePasswordDialog, SetPasswordDialog } from './password-dialogs';
import { useElevatedAccess } from '../shared/identity-check/use-elevated-access';

// <user-security>'s dialogs: a chunk of their own, fetched when one opens (`.on-intent`: the
// build names it chunks/on-intent/security-dialogs.js and the bundle-size bench does not count
// it in what an idle page downloads). The identity check, OTP cells and password field its
// dialogs use come with it (chunks/on-intent/identity-check.js), so the elevated-access state is
// held here too: this component stays mounted once loaded, so a token outlives each dialog.

export type OpenDialog =
  | 'none'
  | 'set-password'
  | 'change-password'
  | 'setup-mfa'
  | 'disable-mfa'
  | 'add-passkey'
  | 'rename-passkey'
  | 'remove-passkey';

export interface SecurityDialogsProps {
  dialog: OpenDialog;
  /** Changes with each opening, so each one starts empty. */
  opening: number;
  /** The passkey a rename or remove dialog is about. */
  passkey: PasskeySummary | undefined;
  onOpenChange: (open: boolean) => void;
  /** What to do once a dialog's action is done: the event to dispatch (if any) and its detail. */
  done: (event: string | undefined, detail?: object) => () => void;
  email: string;
}

/** The open dialog of <user-security>, if any. */
export function SecurityDialogs({
  dialog,
  opening,
  passkey,
  onOpenChange,
  done,
  email,
}: SecurityDialogsProps) {
  const elevated = useElevatedAccess();
  return (
    <>
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
    </>
  );
}
