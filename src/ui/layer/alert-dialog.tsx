import { DialogShell, type DialogBaseProps } from './dialog-shell';

export type AlertDialogProps = DialogBaseProps;

/**
 * A confirmation dialog (role alertdialog): Escape cancels, a click on the overlay does not, and
 * the caller provides the Cancel/confirm buttons in `footer` (put `initialFocus` on Cancel for
 * destructive actions).
 */
export function AlertDialog(props: AlertDialogProps) {
  return <DialogShell {...props} role="alertdialog" dismissOnOverlay={false} />;
}
