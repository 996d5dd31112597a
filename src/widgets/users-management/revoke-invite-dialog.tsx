import { ConfirmMemberDialog } from './confirm-member-dialog';
import type { MemberDialogProps } from './remove-user-dialog';
import { useMemberDialogStrings } from './dialog-strings';
import { useRevokeInvite } from './use-member-mutations';

/** 'Revoke invite?': the invitation stops working. */
export function RevokeInviteDialog({ open, onOpenChange, member }: MemberDialogProps) {
  const strings = useMemberDialogStrings();
  const mutation = useRevokeInvite();
  return (
    <ConfirmMemberDialog
      open={open}
      onOpenChange={onOpenChange}
      member={member}
      title={strings.revokeTitle}
      description={strings.revokeDescription(member.email)}
      confirmLabel={strings.revokeSubmit}
      destructive
      errorMessage={strings.revokeError}
      mutation={mutation}
    />
  );
}
