import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Profile } from '../../api/widgets';
import { Button, Callout, Dialog, TextField, useDoneState } from '../../ui';
import { nameUpdate } from './model';
import { useI18n, useStrings } from '../shared';
import { createUserProfileStrings } from './strings';
import { useUpdateName } from './use-update-name';

export interface EditNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile;
}

/** Languages whose forms ask the family name first (姓, then 名). */
const FAMILY_NAME_FIRST = new Set(['ja']);

/**
 * Edit name: first and last name, both optional (the family name first in Japanese). Save goes loading, then 'Done' (SPEC.md §9),
 * then the dialog closes; a failure keeps what was typed and shows the server's message.
 */
export function EditNameDialog({ open, onOpenChange, profile }: EditNameDialogProps) {
  const strings = useStrings(createUserProfileStrings);
  const familyFirst = FAMILY_NAME_FIRST.has(useI18n().locale.catalog);
  const formId = useId();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [error, setError] = useState<string | null>(null);
  /** The form's first field: focused on opening and after a failed save. */
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const update = useUpdateName();
  const save = useDoneState({ onDone: () => onOpenChange(false) });
  const { reset } = save;

  // Each opening starts from the names on the card.
  useEffect(() => {
    if (!open) return;
    setFirstName(profile.firstName);
    setLastName(profile.lastName);
    setError(null);
    reset();
    // Only a new opening resets the form, not a cache update while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const busy = save.status !== 'idle';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    save
      .run(() => update.mutateAsync(nameUpdate(firstName, lastName)))
      .catch((failure: unknown) => {
        setError(
          failure instanceof Error && failure.message ? failure.message : strings.saveFallbackError,
        );
        firstFieldRef.current?.focus();
      });
  };

  const firstNameField = (
    <TextField
      ref={familyFirst ? undefined : firstFieldRef}
      label={strings.firstNameLabel}
      name="firstName"
      autoComplete="given-name"
      value={firstName}
      readOnly={busy}
      onChange={(event) => setFirstName(event.target.value)}
    />
  );
  const lastNameField = (
    <TextField
      ref={familyFirst ? firstFieldRef : undefined}
      label={strings.lastNameLabel}
      name="lastName"
      autoComplete="family-name"
      value={lastName}
      readOnly={busy}
      onChange={(event) => setLastName(event.target.value)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && save.status === 'loading') return;
        onOpenChange(next);
      }}
      title={strings.editTitle}
      description={strings.editDescription}
      initialFocus={firstFieldRef}
      footer={
        <>
          <Button intent="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form={formId} status={save.status} doneLabel={strings.done}>
            {strings.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="up-form" noValidate onSubmit={submit}>
        {error && <Callout color="danger">{error}</Callout>}
        {familyFirst ? (
          <>
            {lastNameField}
            {firstNameField}
          </>
        ) : (
          <>
            {firstNameField}
            {lastNameField}
          </>
        )}
      </form>
    </Dialog>
  );
}
