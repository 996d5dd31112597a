// A modal panel that slides in from one edge: the small-screen navigation drawer and the AI
// Assistant drawer. Built on the UI layer's modal layer (the kit's one floating stack): focus
// trapped inside while open and returned to the opener on close.
import { X } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../../ui';
import { ModalLayer, useModalLayer } from '../../ui/layers';

export interface SheetProps {
  /** Whether the sheet is shown. */
  open: boolean;
  /** Called with false on Escape, an overlay tap or the close button. */
  onOpenChange(open: boolean): void;
  /** Edge the sheet slides in from; default 'left'. */
  side?: 'left' | 'right';
  /** Title, wired to aria-labelledby. */
  title: ReactNode;
  /** Content next to the title (a badge); default none. */
  titleAdornment?: ReactNode;
  /** Label of the close button; default 'Close'. */
  closeLabel?: string;
  /** Class on the panel, for its width. */
  className?: string;
  /** Slide duration in ms; default 300 (SPEC.md §9 sidebar transition). */
  duration?: number;
  /** Element focused on open; default the first focusable one (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A slide-in side panel with a dark overlay that closes on tap, Escape or the close button. */
export function Sheet({
  open,
  onOpenChange,
  side = 'left',
  title,
  titleAdornment,
  closeLabel = 'Close',
  className,
  duration = 300,
  initialFocus,
  children,
}: SheetProps) {
  const layer = useModalLayer({ open, onOpenChange, duration, entryTransition: true });
  const titleId = useId();

  return (
    <ModalLayer
      layer={layer}
      overlayClassName="shell-sheet-overlay"
      overlayStyle={{ transitionDuration: `${duration}ms` }}
      initialFocus={initialFocus}
      // Below the page's toasts, as before: the frame owns its stacking.
      topLayer={false}
    >
      <div
        ref={layer.refs.setFloating}
        {...layer.getFloatingProps({
          'aria-modal': true,
          'aria-labelledby': titleId,
          className: className ? `shell-sheet ${className}` : 'shell-sheet',
          style: { transitionDuration: `${duration}ms` },
        })}
        data-side={side}
        data-status={layer.status}
      >
        <div className="shell-sheet-header">
          <h2 className="shell-sheet-title" id={titleId}>
            {title}
          </h2>
          {titleAdornment}
          <IconButton
            className="shell-sheet-close"
            aria-label={closeLabel}
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden="true" />
          </IconButton>
        </div>
        <div className="shell-sheet-body">{children}</div>
      </div>
    </ModalLayer>
  );
}
