import { X } from '../icons';
import { useUiStrings } from '../ui-context';
import { DialogShell, type DialogBaseProps } from './dialog-shell';
import { IconButton } from '../icon-button';

export interface DialogProps extends DialogBaseProps {
  /** Shows an × button in the corner (last in tab order); default true. */
  showCloseButton?: boolean;
  /** Label of the × button; default 'Close'. */
  closeLabel?: string;
  /** Whether a click on the overlay closes the dialog; default true. */
  dismissOnOverlay?: boolean;
}

/**
 * A modal dialog: focus trapped inside, first field (or `initialFocus`) focused on open, closed by
 * Escape, the overlay or the × button, focus returned to where it was.
 */
export function Dialog({
  showCloseButton = true,
  closeLabel,
  dismissOnOverlay = true,
  ...props
}: DialogProps) {
  const { strings } = useUiStrings();
  return (
    <DialogShell
      {...props}
      role="dialog"
      dismissOnOverlay={dismissOnOverlay}
      corner={
        showCloseButton
          ? (close) => (
              <IconButton
                className="ui-dialog-close"
                aria-label={closeLabel ?? strings.close}
                size={1}
                onClick={close}
              >
                <X aria-hidden="true" />
              </IconButton>
            )
          : undefined
      }
    />
  );
}
