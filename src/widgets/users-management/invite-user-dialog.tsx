import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Role } from '../../api/widgets';
import { Button, Callout, Dialog, Select, TextField } from '../../ui';
import {
  firstErrorField,
  hasErrors,
  initialInviteRole,
  inviteErrorToFields,
  validateInvite,
  type InviteErrors,
} from './dialog-model';
import type { RolesState } from './model';
import { createKnownNames, useStrings } from '../shared';
import { useMemberDialogStrings } from './dialog-strings';
import { createUsersManagementStrings } from './strings';
import { useInviteUser } from './use-member-mutations';

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly Role[];
  rolesState: RolesState;
}

/**
 * Invite user: e-mail and role (SPEC.md §5). Server errors land on their field (SPEC.md §8), the
 * first field with an error gets focus, and what was typed stays after a failure.
 */
export function InviteUserDialog({ open, onOpenChange, roles, rolesState }: InviteUserDialogProps) {
  const strings = useMemberDialogStrings();
  const { rolesError } = useStrings(createUsersManagementStrings);
  const known = useStrings(createKnownNames);
  const formId = useId();
  const [email, setEmail] = useState('');
  const [chosenRole, setChosenRole] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLDivElement>(null);
  const invite = useInviteUser();

  const selection = initialInviteRole(roles, strings);
  const role = chosenRole ?? selection.slug;

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstErrorField(errors);
    if (field === 'email') emailRef.current?.focus();
    else if (field === 'role') roleRef.current?.querySelector<HTMLElement>('button')?.focus();
    // Only a new request moves focus, not every keystroke that edits the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const showErrors = (next: InviteErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const invalid = validateInvite({ email, role }, strings);
    if (hasErrors(invalid)) return showErrors(invalid);
    setErrors({});
    invite.mutate(
      { email: email.trim(), roles: [role] },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => showErrors(inviteErrorToFields(error, strings)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.inviteTitle}
      description={strings.inviteDescription}
      initialFocus={emailRef}
      footer={
        <>
          <Button intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button type="submit" form={formId} loading={invite.isPending}>
            {strings.inviteSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} className="um-form" noValidate onSubmit={submit}>
        {errors.form && <Callout color="danger">{errors.form}</Callout>}
        {rolesState === 'error' && <Callout color="danger">{rolesError}</Callout>}
        <TextField
          ref={emailRef}
          label={strings.inviteEmailLabel}
          type="email"
          name="email"
          autoComplete="off"
          placeholder={strings.inviteEmailPlaceholder}
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors(({ email: _cleared, ...rest }) => rest);
          }}
        />
        <div ref={roleRef}>
          <Select
            label={strings.inviteRoleLabel}
            placeholder={strings.inviteRolePlaceholder}
            options={roles.map((item) => ({ value: item.slug, label: known.roleName(item) }))}
            value={role}
            required
            disabled={selection.disabled || rolesState !== 'ready'}
            hint={selection.note}
            error={errors.role}
            onValueChange={(value) => {
              setChosenRole(value);
              if (errors.role) setErrors(({ role: _cleared, ...rest }) => rest);
            }}
          />
        </div>
      </form>
    </Dialog>
  );
}
