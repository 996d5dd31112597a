import { useState } from 'react';
import { isWidgetApiError, type PasskeySummary } from '../../api/widgets';
import { Callout, TextField } from '../../ui';
import { useStrings, useWidgetApi } from '../shared';
import { errorText } from './model';
import {
  FormDialog,
  passkeysPath,
  type SecurityDialogProps,
  type Said,
} from './security-dialog-parts';
import { validatePasskeyName } from './passkey-model';
import { createPasskeyStrings } from './passkey-strings';

/** Rename a passkey; a label change, so no identity verification. */
export function RenamePasskeyDialog({
  open,
  onOpenChange,
  onDone,
  passkey,
}: SecurityDialogProps & { passkey: PasskeySummary }) {
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const [name, setName] = useState(passkey.name ?? '');
  const [error, setError] = useState<Said | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (pending) return;
    if (validatePasskeyName(name)) {
      return setError({ say: (words) => validatePasskeyName(name, words) ?? '' });
    }
    setError(undefined);
    setFormError(undefined);
    setPending(true);
    try {
      await client.post(`${passkeysPath}/${encodeURIComponent(passkey.id)}`, { json: { name } });
      onDone();
    } catch (failure) {
      const onField = isWidgetApiError(failure) ? failure.fieldErrors.name : undefined;
      if (onField) setError({ say: () => onField });
      else setFormError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={passkeyStrings.renameTitle}
      pending={pending}
      onSubmit={() => void submit()}
    >
      {formError && <Callout color="danger">{formError}</Callout>}
      <TextField
        label={passkeyStrings.nameLabel}
        hint={passkeyStrings.nameHint}
        name="passkey-name"
        autoComplete="off"
        autoFocus
        maxLength={200}
        value={name}
        error={error?.say(passkeyStrings)}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
