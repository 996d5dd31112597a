// What <user-security>'s dialogs share: their props, the passkeys endpoint, messages said at
// render, and 'Verify your identity' as the first step of adding and removing a passkey.
import { Button, Dialog } from '../../ui';
import { useStrings, VerifyIdentity, type ElevatedAccess } from '../shared';
import { errorText } from './model';
import type { PasskeyStrings } from './passkey-strings';
import { createUserSecurityStrings } from './strings';

export const profilePath = '/_widgets/UserProfile';
export const passkeysPath = `${profilePath}/passkeys`;

/** A message said at render, so a locale change while it shows translates it too. */
export interface Said {
  say: (passkeyStrings: PasskeyStrings) => string;
}
/** The server's own words (not in the catalog). */
export const saidByServer = (failure: unknown): Said => ({ say: () => errorText(failure) });

export interface SecurityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

export interface VerifiedDialogProps extends SecurityDialogProps {
  email: string;
  elevated: ElevatedAccess;
}

/** 'Verify your identity' in a dialog, the first step of adding and removing a passkey. */
export function VerifyFirst({
  open,
  onOpenChange,
  email,
  elevated,
}: Omit<VerifiedDialogProps, 'onDone'>) {
  const strings = useStrings(createUserSecurityStrings);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.verifyTitle}
      footer={
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.cancel}
        </Button>
      }
    >
      <VerifyIdentity email={email} elevated={elevated} strings={strings} />
    </Dialog>
  );
}
