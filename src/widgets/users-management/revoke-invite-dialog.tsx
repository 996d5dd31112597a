import { ConfirmMemberDialog } from './confirm-member-dialog';
import type { MemberDialogProps } from './remove-user-dialog';
import { useStrings } from '../shared';
import { createUsersManagementStrings } from './strings';
import { useRevokeInvite } from './use-member-mutations';

/** 'Revoke invite?': the invitation stops working. */
export function RevokeInviteDialog({ open, onOpenChange, member }: MemberDialogProps) {
  const strings = useStrings(createUsersManagementStrings);
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
