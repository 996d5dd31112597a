import { useEffect, useRef, type MutableRefObject } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { AlertDialog, Button, Callout } from '../../ui';
import { useStrings } from '../shared';
import { createUserSessionsStrings } from './strings';

export interface SignOutDialogProps<Input> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The sign-out mutation and what to send it. */
  mutation: UseMutationResult<unknown, Error, Input>;
  input: Input;
  /** Where focus goes on close (see the Dialog's returnFocus); default the opening button. */
  returnFocus?: MutableRefObject<HTMLElement | null>;
  /** Called just before a successful sign-out closes the dialog. */
  onSignedOut?: () => void;
}

/**
 * 'Sign out of device?' and 'Sign out of all other devices?': Cancel (focused first, so a stray
 * Enter signs nobody out) and the red action. A failure keeps the dialog open with its message.
 */
export function SignOutDialog<Input>({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  mutation,
  input,
  returnFocus,
  onSignedOut,
}: SignOutDialogProps<Input>) {
  const strings = useStrings(createUserSessionsStrings);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { reset } = mutation;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const confirm = () => {
    if (mutation.isPending) return;
    mutation.mutate(input, {
      onSuccess: () => {
        onSignedOut?.();
        onOpenChange(false);
      },
    });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      initialFocus={cancelRef}
      returnFocus={returnFocus}
      footer={
        <>
          <Button ref={cancelRef} intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={mutation.isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {mutation.isError ? (
        <Callout color="danger">{mutation.error.message || strings.fallbackError}</Callout>
      ) : undefined}
    </AlertDialog>
  );
}
