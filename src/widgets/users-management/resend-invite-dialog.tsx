import { ConfirmMemberDialog } from './confirm-member-dialog';
import type { MemberDialogProps } from './remove-user-dialog';
import { useMemberDialogStrings } from './dialog-strings';
import { useResendInvite } from './use-member-mutations';

/** 'Resend invite?': sends the invitation again, then the caller shows 'Invite sent'. */
export function ResendInviteDialog({
  open,
  onOpenChange,
  member,
  onSent,
}: MemberDialogProps & { onSent: () => void }) {
  const strings = useMemberDialogStrings();
  const mutation = useResendInvite();
  return (
    <ConfirmMemberDialog
      open={open}
      onOpenChange={onOpenChange}
      member={member}
      title={strings.resendTitle}
      description={strings.resendDescription(member.email)}
      confirmLabel={strings.resendSubmit}
      errorMessage={strings.resendError}
      mutation={mutation}
      onConfirmed={onSent}
    />
  );
}
