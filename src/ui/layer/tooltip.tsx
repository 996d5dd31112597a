import { FloatingNode, type Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { useMergeRefs } from '../merge-refs';
import { topLayerRef } from '../top-layer';
import { UiPortal } from './ui-portal';
import { useTooltip, type TooltipState } from './use-tooltip';

export interface TooltipProps {
  /** Tooltip text. */
  content: ReactNode;
  /** Preferred side; default 'top'. */
  placement?: Placement;
  /** Turns the tooltip off (the child renders alone); default false. */
  disabled?: boolean;
  /**
   * One focusable element (a disabled button cannot be hovered or focused: wrap it in a span
   * with tabIndex 0, or use aria-disabled instead).
   */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
}

/** Shows a short text on hover and keyboard focus, with no delay (SPEC §9). */
export function Tooltip({ content, placement, disabled = false, children }: TooltipProps) {
  const tooltip = useTooltip({ placement, enabled: !disabled });
  const childRef = isValidElement(children) ? children.props.ref : undefined;
  const ref = useMergeRefs([tooltip.setReference, childRef]);
  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, tooltip.getReferenceProps({ ...children.props, ref }))}
      {tooltip.open && <TooltipPopup tooltip={tooltip}>{content}</TooltipPopup>}
    </>
  );
}

/** The floating part of a tooltip: portalled, in the top layer, positioned by the hook. */
export function TooltipPopup({
  tooltip,
  children,
}: {
  tooltip: TooltipState;
  children: ReactNode;
}) {
  const ref = useMergeRefs([tooltip.setFloating, topLayerRef]);
  return (
    <FloatingNode id={tooltip.nodeId}>
      <UiPortal>
        <div
          ref={ref}
          {...tooltip.getFloatingProps({
            part: 'tooltip',
            className: 'ui-tooltip',
            style: tooltip.floatingStyles,
          })}
        >
          {children}
        </div>
      </UiPortal>
    </FloatingNode>
  );
}
