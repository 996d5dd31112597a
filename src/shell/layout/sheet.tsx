// A modal panel that slides in from one edge: the small-screen navigation drawer and the AI
// Assistant drawer. Focus is trapped inside while open and returned to the opener on close.
import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import { X } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton, UiPortal } from '../../ui';

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
  const { refs, context } = useFloating({ open, onOpenChange });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const { isMounted, status } = useTransitionStatus(context, { duration });
  const titleId = useId();

  if (!isMounted) return null;
  return (
    <UiPortal>
      <FloatingOverlay
        className="shell-sheet-overlay"
        data-status={status}
        style={{ transitionDuration: `${duration}ms` }}
        lockScroll
      >
        <FloatingFocusManager context={context} modal returnFocus initialFocus={initialFocus}>
          <div
            ref={refs.setFloating}
            className={className ? `shell-sheet ${className}` : 'shell-sheet'}
            data-side={side}
            data-status={status}
            style={{ transitionDuration: `${duration}ms` }}
            {...getFloatingProps({ 'aria-modal': true, 'aria-labelledby': titleId })}
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
        </FloatingFocusManager>
      </FloatingOverlay>
    </UiPortal>
  );
}
