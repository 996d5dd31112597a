import { useState } from 'react';
import { AlertDialog, Button, Callout } from '../../ui';
import { useStrings, useWidgetApi } from '../shared';
import { errorText, needsVerification } from './model';
import { profilePath, VerifyFirst, type VerifiedDialogProps } from './security-dialog-parts';
import { createUserSecurityStrings } from './strings';

/** 'Disable multi-factor authentication?', behind identity verification; removes every TOTP factor. */
export function DisableMfaDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
}: VerifiedDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const disable = async () => {
    if (pending || !elevated.check()) return;
    setPending(true);
    setError(undefined);
    try {
      await client.delete(`${profilePath}/totp-factors`);
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
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.disableTitle}
      description={strings.disableDescription}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={pending} onClick={() => void disable()}>
            {strings.disable}
          </Button>
        </>
      }
    >
      {error && <Callout color="danger">{error}</Callout>}
    </AlertDialog>
  );
}
