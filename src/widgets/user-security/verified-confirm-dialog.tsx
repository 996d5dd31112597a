import { useState } from 'react';
import { ConfirmDialog } from '../../ui';
import { useStrings } from '../shared';
import { errorText, needsVerification } from './model';
import { VerifyFirst, type VerifiedDialogProps } from './security-dialog-parts';
import { createUserSecurityStrings } from './strings';

export interface VerifiedConfirmDialogProps extends VerifiedDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** The action, sent with the elevated token; `onDone` follows its success. */
  request: () => Promise<unknown>;
}

/**
 * The identity check, then the act: 'Verify your identity' until the elevated token is valid,
 * then a confirmation whose action sends it. A token that ran out meanwhile (checked before
 * sending, or refused by the server) goes back to the check; any other failure is shown and the
 * dialog stays. Disabling MFA and removing a passkey are this dialog with their own words.
 */
export function VerifiedConfirmDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
  title,
  description,
  confirmLabel,
  request,
}: VerifiedConfirmDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const act = async () => {
    if (pending || !elevated.check()) return;
    setPending(true);
    setError(undefined);
    try {
      await request();
      onDone();
    } catch (failure) {
      if (needsVerification(failure)) elevated.expire();
      else setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  if (!elevated.valid) return <VerifyFirst {...{ open, onOpenChange, email, elevated }} />;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={strings.cancel}
      focusCancel={false}
      pending={pending}
      error={error}
      onConfirm={() => void act()}
    />
  );
}
