import { useState } from 'react';
import type { PasskeySummary } from '../../api/widgets';
import { AlertDialog, Button, Callout } from '../../ui';
import { createKnownNames, useStrings, useWidgetApi } from '../shared';
import { errorText, needsVerification } from './model';
import { passkeysPath, VerifyFirst, type VerifiedDialogProps } from './security-dialog-parts';
import { createPasskeyStrings } from './passkey-strings';
import { createUserSecurityStrings } from './strings';

/** 'Remove passkey?', behind identity verification. */
export function RemovePasskeyDialog({
  open,
  onOpenChange,
  onDone,
  email,
  elevated,
  passkey,
}: VerifiedDialogProps & { passkey: PasskeySummary }) {
  const strings = useStrings(createUserSecurityStrings);
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const known = useStrings(createKnownNames);
  const name = passkey.name ? known.passkeyName(passkey.name) : passkeyStrings.title;

  const remove = async () => {
    if (pending || !elevated.check()) return;
    setPending(true);
    setError(undefined);
    try {
      await client.delete(`${passkeysPath}/${encodeURIComponent(passkey.id)}`);
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
      title={passkeyStrings.removeTitle}
      description={passkeyStrings.removeDescription(name)}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={pending} onClick={() => void remove()}>
            {passkeyStrings.remove}
          </Button>
        </>
      }
    >
      {error && <Callout color="danger">{error}</Callout>}
    </AlertDialog>
  );
}
