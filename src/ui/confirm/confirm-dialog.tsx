import { useRef, type MutableRefObject, type ReactNode } from 'react';
import { Button } from '../button';
import { Callout } from '../callout';
import { AlertDialog } from '../lazy-dialogs';
import type { DialogWidth } from '../layer/dialog-shell';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The action button's words. */
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog does not close on its own (the caller closes it on success). */
  onConfirm: () => void;
  /** The action is under way: its button spins and a second press does nothing. */
  pending: boolean;
  /** A failure's message, shown above the buttons while the dialog stays open; default none. */
  error?: ReactNode;
  /** Red action button, for actions that take something away; default true. */
  destructive?: boolean;
  /** Cancel takes the focus at open, so a stray Enter does nothing harmful; default true. */
  focusCancel?: boolean;
  /** Width in px; default the dialog's. */
  width?: DialogWidth;
  /** Where focus goes on close (see the Dialog's returnFocus); default the opening control. */
  returnFocus?: MutableRefObject<HTMLElement | null>;
}

/**
 * The kit's one confirmation: a question, Cancel and the action (role alertdialog; Escape
 * cancels). Every widget's "Remove …?", "Revoke …?", "Sign out …?" is this dialog with its own
 * words. It lives in src/ui/confirm/, a chunk only dialog chunks import (scripts/vite/kit-chunks.ts).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  error,
  destructive = true,
  focusCancel = true,
  width,
  returnFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      width={width}
      title={title}
      description={description}
      initialFocus={focusCancel ? cancelRef : undefined}
      returnFocus={returnFocus}
      footer={
        <>
          <Button ref={cancelRef} intent="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            intent={destructive ? 'destructive' : 'primary'}
            loading={pending}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Callout color="danger">{error}</Callout> : undefined}
    </AlertDialog>
  );
}
