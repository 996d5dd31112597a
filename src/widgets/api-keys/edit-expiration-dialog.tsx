import { useEffect, useState, type FormEvent } from 'react';
import type { ApiKey } from '../../api/widgets';
import { isWidgetApiError } from '../../api/widgets';
import { Button, Callout, Dialog } from '../../ui';
import { ExpirationField } from './expiration-field';
import { expiresAtFor, type ExpirationChoice } from './dialog-model';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';
import type { useChangeExpiration } from './use-api-key-mutations';

export interface EditExpirationDialogProps {
  apiKey: ApiKey | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: ReturnType<typeof useChangeExpiration>;
}

/** A new expiration for a key: Never, a preset from now, or a picked date and time. */
export function EditExpirationDialog({
  apiKey,
  open,
  onOpenChange,
  mutation,
}: EditExpirationDialogProps) {
  const strings = useStrings(createApiKeysStrings);
  const [choice, setChoice] = useState<ExpirationChoice>('never');
  const [picked, setPicked] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { reset } = mutation;
  useEffect(() => {
    if (!open) return;
    reset();
    setChoice('never');
    setPicked('');
    setSubmitted(false);
  }, [open, reset]);
  if (!apiKey) return null;

  const expiry = expiresAtFor(choice, picked, Date.now());
  const serverErrors = isWidgetApiError(mutation.error) ? mutation.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!expiry.ok || mutation.isPending) return;
    mutation.mutate(
      { key: apiKey, expiresAt: expiry.expiresAt },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.editTitle(apiKey.name)}
      description={strings.editDescription}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form="ak-expiration-form" loading={mutation.isPending}>
            {strings.save}
          </Button>
        </>
      }
    >
      <form id="ak-expiration-form" className="ak-form" noValidate onSubmit={submit}>
        <ExpirationField
          choice={choice}
          onChoiceChange={setChoice}
          picked={picked}
          onPickedChange={setPicked}
          error={submitted && !expiry.ok ? strings.expirationDateRequired : serverErrors.expiresAt}
        />
        {mutation.isError && !serverErrors.expiresAt && (
          <Callout color="danger">{mutation.error.message || strings.fallbackError}</Callout>
        )}
      </form>
    </Dialog>
  );
}
