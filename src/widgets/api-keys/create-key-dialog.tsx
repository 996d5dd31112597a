import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isWidgetApiError } from '../../api/widgets';
import { Button, Callout, Dialog, TextField } from '../../ui';
import { useWidgetApi, useStrings } from '../shared';
import { ExpirationField } from './expiration-field';
import { expiresAtFor, nameProblem, type ExpirationChoice } from './dialog-model';
import { NAME_MAX_LENGTH, type ScopeConfig } from './model';
import { PermissionsPicker } from './permissions-picker';
import { permissionsQueryOptions } from './queries';
import { createApiKeysStrings } from './strings';
import type { useCreateApiKey } from './use-api-key-mutations';

export interface CreateKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: ScopeConfig;
  mutation: ReturnType<typeof useCreateApiKey>;
}

/** Name (required), expiration and permissions; on success the parent shows the secret. */
export function CreateKeyDialog({ open, onOpenChange, scope, mutation }: CreateKeyDialogProps) {
  const strings = useStrings(createApiKeysStrings);
  const client = useWidgetApi();
  const permissions = useQuery({
    ...permissionsQueryOptions(client, scope),
    enabled: open,
    throwOnError: false,
    retry: false,
  });
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<ExpirationChoice>('never');
  const [picked, setPicked] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const problem = nameProblem(name);
  const expiry = expiresAtFor(choice, picked, Date.now());
  const serverErrors = isWidgetApiError(mutation.error) ? mutation.error.fieldErrors : {};
  const nameError = submitted
    ? problem === 'required'
      ? strings.nameRequired
      : problem === 'too-long'
        ? strings.nameTooLong(NAME_MAX_LENGTH)
        : serverErrors.name
    : undefined;
  const dateError =
    submitted && !expiry.ok ? strings.expirationDateRequired : serverErrors.expiresAt;
  const formError =
    mutation.isError && !serverErrors.name && !serverErrors.expiresAt
      ? serverErrors.permissions || mutation.error.message || strings.fallbackError
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !expiry.ok || mutation.isPending) return;
    mutation.mutate({ name: name.trim(), permissions: selected, expiresAt: expiry.expiresAt });
  };

  const state = permissions.isError ? 'error' : permissions.data ? 'ready' : 'loading';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.createTitle}
      description={strings.createDescription}
      width={530}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form="ak-create-form" loading={mutation.isPending}>
            {strings.create}
          </Button>
        </>
      }
    >
      <form id="ak-create-form" className="ak-form" noValidate onSubmit={submit}>
        <TextField
          label={strings.nameLabel}
          hint={strings.nameHint}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          required
          autoComplete="off"
        />
        <ExpirationField
          choice={choice}
          onChoiceChange={setChoice}
          picked={picked}
          onPickedChange={setPicked}
          error={dateError}
        />
        <PermissionsPicker
          state={state}
          permissions={permissions.data?.data ?? []}
          value={selected}
          onValueChange={setSelected}
        />
        {formError && <Callout color="danger">{formError}</Callout>}
      </form>
    </Dialog>
  );
}
