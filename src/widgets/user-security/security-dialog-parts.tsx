// What <user-security>'s dialogs share: their props, the passkeys endpoint, messages said at
// render, 'Verify your identity' as the first step of adding and removing a passkey, and the
// dialog around one form.
import { useId, type ReactNode } from 'react';
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

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The save is under way: Save spins. */
  pending: boolean;
  /** Save is disabled (nothing to send yet); default false. */
  saveDisabled?: boolean;
  /** Called on Save or Enter in a field; the page is not reloaded. */
  onSubmit: () => void;
  /** The form's fields and its message. */
  children: ReactNode;
}

/** A dialog around one form, with Cancel and Save (which submits it) under it. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  pending,
  saveDisabled,
  onSubmit,
  children,
}: FormDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={saveDisabled}>
            {strings.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="us-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
