import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import {
  cloneElement,
  useId,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
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

  const { refs, context } = useFloating({ open, onOpenChange: setOpen });
  const dismiss = useDismiss(context, {
    outsidePress: dismissOnOverlay,
    outsidePressEvent: 'mousedown',
  });
  const roleProps = useRole(context, { role: role === 'alertdialog' ? 'alertdialog' : 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  const { isMounted, status } = useTransitionStatus(context, { duration: 160 });

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
      {isMounted && (
        <UiPortal>
          <FloatingOverlay
            ref={topLayerRef}
            className="ui-dialog-overlay"
            data-status={status}
            lockScroll
          >
            <FloatingFocusManager context={context} initialFocus={initialFocus} modal returnFocus>
              <div
                ref={refs.setFloating}
                part="dialog"
                className="ui-dialog"
                data-status={status}
                data-radius={radius ?? overrides.radius}
                style={{ width: `min(${width}px, calc(100vw - 32px))` }}
                {...getFloatingProps({
                  role,
                  'aria-modal': true,
                  'aria-labelledby': titleId,
                  'aria-describedby': description ? descriptionId : undefined,
                })}
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
            </FloatingFocusManager>
          </FloatingOverlay>
        </UiPortal>
      )}
    </>
  );
}
