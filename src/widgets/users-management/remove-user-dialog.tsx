import type { Member } from '../../api/widgets';
import { ConfirmMemberDialog } from './confirm-member-dialog';
import { memberDisplayName } from './model';
import { useMemberDialogStrings } from './dialog-strings';
import { useRemoveMember } from './use-member-mutations';

export interface MemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: Member;
}

/** 'Remove user': takes the member out of the organization. */
export function RemoveUserDialog({
  open,
  onOpenChange,
  member,
  onRemoved,
}: MemberDialogProps & { onRemoved?: () => void }) {
  const strings = useMemberDialogStrings();
  const mutation = useRemoveMember();
  return (
    <ConfirmMemberDialog
      open={open}
      onOpenChange={onOpenChange}
      member={member}
      title={strings.removeTitle}
      description={strings.removeDescription(memberDisplayName(member))}
      confirmLabel={strings.removeSubmit}
      destructive
      errorMessage={strings.removeError}
      mutation={mutation}
      onConfirmed={() => {
        onOpenChange(false);
        onRemoved?.();
      }}
    />
  );
}
