import { Button, Dialog } from '../../ui';
import { useMemberDialogStrings } from './dialog-strings';

export interface InviteSentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}

/** 'Invite sent', the narrow (360 px) acknowledgement after a resend. */
export function InviteSentDialog({ open, onOpenChange, email }: InviteSentDialogProps) {
  const strings = useMemberDialogStrings();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={360}
      showCloseButton={false}
      title={strings.resentTitle}
      description={strings.resentDescription(email)}
      footer={<Button onClick={() => onOpenChange(false)}>{strings.close}</Button>}
    />
  );
}
