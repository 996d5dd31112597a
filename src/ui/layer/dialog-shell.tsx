import {
  cloneElement,
  useId,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type MutableRefObject,
  type Ref,
  type RefObject,
} from 'react';
import { useMergeRefs } from '../merge-refs';
import { ModalLayer, useModalLayer } from './modal-layer';
import type { Radius } from '../theme';
import { useControllableState } from '../extras/use-controllable-state';
import { useElementDefaults } from '../ui-context';

export type DialogWidth = 480 | 530 | 488 | 360;

export interface DialogBaseProps {
  /** Controlled open state; omit to let the trigger open it. */
  open?: boolean;
  /** Initial open state when uncontrolled; default false. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, overlay, close button). */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog when clicked; default none. */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void; ref?: Ref<HTMLElement> }>;
  /** Dialog title, wired to aria-labelledby. */
  title: ReactNode;
  /** Short description under the title, wired to aria-describedby; default none. */
  description?: ReactNode;
  /** Panel width in px (480, 530, 488 or 360); default 480. */
  width?: DialogWidth;
  /** Element or tabbable index to focus on open; default the first tabbable element. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the dialog closes; default the element that had it before opening. Give
   * a ref when that element may be gone by then (e.g. the row the dialog removed).
   */
  returnFocus?: MutableRefObject<HTMLElement | null>;
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

/** Shared machinery of Dialog and AlertDialog: trigger, modal layer, panel, ARIA. */
export function DialogShell({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  width = 480,
  initialFocus,
  returnFocus,
  footer,
  radius,
  role,
  dismissOnOverlay,
  corner,
  children,
}: DialogShellProps) {
  const overrides = useElementDefaults('dialog');
  const [open, setOpen] = useControllableState({
    value: controlledOpen,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);
  const layer = useModalLayer({
    open,
    onOpenChange: setOpen,
    role,
    dismissOnOverlay,
    trigger: triggerNode,
  });
  const triggerRef = useMergeRefs([setTriggerNode, trigger?.props.ref]);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <>
      {trigger &&
        cloneElement(
          trigger,
          layer.getReferenceProps({
            ref: triggerRef,
            onClick: (event: MouseEvent) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          }) as Record<string, unknown>,
        )}
      <ModalLayer
        layer={layer}
        overlayClassName="ui-dialog-overlay"
        initialFocus={initialFocus}
        returnFocus={returnFocus}
      >
        <div
          ref={layer.refs.setFloating}
          {...layer.getFloatingProps({
            'aria-modal': 'true',
            'aria-labelledby': titleId,
            'aria-describedby': description ? descriptionId : undefined,
            tabIndex: -1,
            part: 'dialog',
            className: 'ui-dialog',
            style: { width: `min(${width}px, calc(100vw - 32px))` },
          })}
          data-status={layer.status}
          data-radius={radius ?? overrides.radius}
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
      </ModalLayer>
    </>
  );
}
