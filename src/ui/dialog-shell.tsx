import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { activeElement, tabbables, useDismiss } from './layers';
import { hideOthers, lockScroll } from './modal';
import type { Radius } from './theme';
import { topLayerRef } from './top-layer';
import { useElementDefaults } from './ui-context';
import { UiPortal } from './ui-portal';

export type DialogWidth = 480 | 530 | 488 | 360;

export interface DialogBaseProps {
  /** Controlled open state; omit to let the trigger open it. */
  open?: boolean;
  /** Initial open state when uncontrolled; default false. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, overlay, close button). */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog when clicked; default none. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** Dialog title, wired to aria-labelledby. */
  title: ReactNode;
  /** Short description under the title, wired to aria-describedby; default none. */
  description?: ReactNode;
  /** Panel width in px (480, 530, 488 or 360); default 480. */
  width?: DialogWidth;
  /** Element or tabbable index to focus on open; default the first tabbable element. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** Buttons row at the bottom, right-aligned; default none. */
  footer?: ReactNode;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  children?: ReactNode;
}

interface DialogShellProps extends DialogBaseProps {
  role: 'dialog' | 'alertdialog';
  dismissOnOverlay: boolean;
  /** Rendered in the panel's top-right corner (the close button). */
  corner?: (close: () => void) => ReactNode;
}

/** Shared modal machinery of Dialog and AlertDialog: overlay, focus trap, dismissal, ARIA. */
export function DialogShell({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  width = 480,
  initialFocus,
  footer,
  radius,
  role,
  dismissOnOverlay,
  corner,
  children,
}: DialogShellProps) {
  const overrides = useElementDefaults('dialog');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const { mounted, status } = useTransitionStatus(open, 160);
  useDismiss(
    open,
    () => setOpen(false),
    () => [panel],
    { outsidePress: dismissOnOverlay },
  );
  // A passive effect: React restores the focus it saw before a commit when the focus moves during
  // the commit's mutation phase, which would undo the focus return below.
  useEffect(() => {
    if (!open || !panel) return;
    const previous = activeElement();
    const target =
      typeof initialFocus === 'object' ? initialFocus.current : tabbables(panel)[initialFocus ?? 0];
    (target ?? panel).focus();
    const restore = [hideOthers(panel), lockScroll()];
    return () => {
      for (const undo of restore) undo();
      // Focus returns to where it was, unless something else (a dialog opened from this one)
      // has taken it meanwhile.
      const focused = activeElement();
      if (!focused || focused === document.body || panel.contains(focused))
        (previous as HTMLElement | null)?.focus();
    };
    // initialFocus is read when the dialog opens, as the focus moves only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, panel]);

  /** Keeps Tab and Shift+Tab inside the panel, wrapping at either end. */
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel) return;
    const list = tabbables(panel);
    const focused = activeElement();
    const edge = event.shiftKey ? list[0] : list.at(-1);
    if (list.length > 0 && focused !== panel && focused !== edge && panel.contains(focused)) return;
    event.preventDefault();
    (event.shiftKey ? list.at(-1) : list[0])?.focus();
  };

  const titleId = useId();
  const descriptionId = useId();

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent) => {
            trigger.props.onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
        } as Record<string, unknown>)}
      {mounted && (
        <UiPortal>
          <div
            ref={topLayerRef}
            className="ui-dialog-overlay"
            data-status={status}
            style={{ position: 'fixed', inset: 0, overflow: 'auto' }}
            // A press on the overlay must not take the focus out of the dialog.
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) event.preventDefault();
            }}
          >
            <div
              ref={setPanel}
              role={role}
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={description ? descriptionId : undefined}
              tabIndex={-1}
              part="dialog"
              className="ui-dialog"
              data-status={status}
              data-radius={radius ?? overrides.radius}
              style={{ width: `min(${width}px, calc(100vw - 32px))` }}
              onKeyDown={trapTab}
            >
              <div className="ui-dialog-header">
                <h2 className="ui-dialog-title" id={titleId}>
                  {title}
                </h2>
                {description && (
                  <p className="ui-dialog-description" id={descriptionId}>
                    {description}
                  </p>
                )}
              </div>
              {children !== undefined && <div className="ui-dialog-body">{children}</div>}
              {footer && <div className="ui-dialog-footer">{footer}</div>}
              {corner?.(() => setOpen(false))}
            </div>
          </div>
        </UiPortal>
      )}
    </>
  );
}

/**
 * Mount state for the exit transition: 'open' while open, 'close' while closing, unmounted
 * `duration` ms after closing. There is no entry state: the top layer computes the panel's style
 * as it is shown, so an entry transition would start from a shrunken panel.
 */
function useTransitionStatus(open: boolean, duration: number) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setMounted(false), duration);
    return () => clearTimeout(timer);
  }, [open, duration]);
  return { mounted, status: open ? 'open' : 'close' };
}
