import { Suspense, useId, useState, type FormEvent } from 'react';
import type { Member, Role } from '../../api/widgets';
import { Button, Callout, CheckboxList, Dialog, Select, Spinner, useDoneState } from '../../ui';
import { isRoleSelectionChanged, validateRoleSelection } from './dialog-model';
import { memberDisplayName } from './model';
import { useDialogNames } from '../known-names/dialog-names';
import { createKnownNames, useStrings } from '../shared';
import { useMemberDialogStrings } from './dialog-strings';
import { useUpdateMemberRoles } from './use-member-mutations';

export interface EditRoleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited. */
  member: Member;
  roles: readonly Role[];
  /** Checkbox list (several roles) instead of a single select; default false. */
  multipleRoles: boolean;
}

/** Edit role (one select) or Edit roles (checkbox list, at least one), SPEC.md §5. */
export function EditRoleDialog({
  open,
  onOpenChange,
  member,
  roles,
  multipleRoles,
}: EditRoleDialogProps) {
  const strings = useMemberDialogStrings();
  const known = useStrings(createKnownNames);
  const onClose = () => onOpenChange(false);
  const formId = useId();
  const [current] = useState<string[]>(() => member.roles.map((r) => r.slug));
  const [selected, setSelected] = useState<string[]>(current);
  // Saving the roles the member already has would change nothing.
  const changed = isRoleSelectionChanged(current, selected);
  const [selectionError, setSelectionError] = useState<string | undefined>(undefined);
  const update = useUpdateMemberRoles();
  const done = useDoneState({ onDone: onClose });
  const singleRoleOnly = roles.length <= 1;
  const name = memberDisplayName(member);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (done.status !== 'idle' || !changed) return;
    const problem = validateRoleSelection(selected, strings);
    setSelectionError(problem);
    if (problem) return;
    done.run(update.mutateAsync({ member, roles: selected })).catch(() => {
      // The mutation's error is shown below; the choice stays as it was.
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={multipleRoles ? strings.editRolesTitle : strings.editRoleTitle}
      description={
        multipleRoles ? strings.editRolesDescription(name) : strings.editRoleDescription(name)
      }
      footer={
        <>
          <Button intent="secondary" onClick={onClose}>
            {strings.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            status={done.status}
            disabled={!changed || (!multipleRoles && singleRoleOnly)}
          >
            {strings.editRoleSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} className="um-form" noValidate onSubmit={submit}>
        {update.isError && <Callout color="danger">{strings.editRoleError}</Callout>}
        {multipleRoles ? (
          // The roles' descriptions in the element's language come with a catalog chunk.
          <Suspense fallback={<Spinner size={1} />}>
            <RoleCheckboxes
              label={strings.editRolesTitle}
              roles={roles}
              value={selected}
              error={selectionError}
              onValueChange={(value) => {
                setSelected(value);
                if (value.length > 0) setSelectionError(undefined);
              }}
            />
          </Suspense>
        ) : (
          <Select
            label={strings.inviteRoleLabel}
            options={roles.map((role) => ({ value: role.slug, label: known.roleName(role) }))}
            value={selected[0] ?? ''}
            disabled={singleRoleOnly}
            hint={singleRoleOnly ? strings.editRoleSingleRoleNote : undefined}
            onValueChange={(value) => setSelected([value])}
          />
        )}
      </form>
    </Dialog>
  );
}

interface RoleCheckboxesProps {
  label: string;
  roles: readonly Role[];
  value: string[];
  error: string | undefined;
  onValueChange: (value: string[]) => void;
}

/** The roles as checkboxes, each with its description. */
function RoleCheckboxes({ label, roles, value, error, onValueChange }: RoleCheckboxesProps) {
  const known = useStrings(createKnownNames);
  const details = useDialogNames();
  return (
    <CheckboxList
      label={label}
      hideLabel
      options={roles.map((role) => ({
        value: role.slug,
        label: known.roleName(role),
        description: details.roleDescription(role) ?? undefined,
      }))}
      value={value}
      error={error}
      onValueChange={onValueChange}
    />
  );
}
