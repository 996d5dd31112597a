import type { UseMutationResult } from '@tanstack/react-query';
import type { Member } from '../../api/widgets';
import { ConfirmDialog } from '../../ui';
import { useMemberDialogStrings } from './dialog-strings';

export interface ConfirmMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: Member;
  title: string;
  description: string;
  confirmLabel: string;
  /** Red confirm button for actions that take something away; default false. */
  destructive?: boolean;
  /** The SPEC.md §8 message shown when the action fails. */
  errorMessage: string;
  /** The action's mutation (one of use-member-mutations). */
  mutation: UseMutationResult<unknown, Error, Member>;
  /** Runs after success, instead of just closing (e.g. to show 'Invite sent'). */
  onConfirmed?: () => void;
}

/**
 * 'Remove user', 'Resend invite?' and 'Revoke invite?': a question, Cancel (focused first, so a
 * stray Enter does nothing harmful) and the action. A failure keeps the dialog open with its message.
 */
export function ConfirmMemberDialog({
  open,
  onOpenChange,
  member,
  title,
  description,
  confirmLabel,
  destructive = false,
  errorMessage,
  mutation,
  onConfirmed,
}: ConfirmMemberDialogProps) {
  const strings = useMemberDialogStrings();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={strings.cancel}
      destructive={destructive}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage : undefined}
      onConfirm={() =>
        mutation.mutate(member, {
          onSuccess: () => (onConfirmed ? onConfirmed() : onOpenChange(false)),
        })
      }
    />
  );
}
