import { useMergeRefs, type Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { topLayerRef } from './top-layer';
import { UiPortal } from './ui-portal';
import { useTooltip } from './use-tooltip';

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
  const ref = useMergeRefs([tooltip.refs.setReference, childRef]);
  const floatingRef = useMergeRefs([tooltip.refs.setFloating, topLayerRef]);
  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(
        children,
        tooltip.getReferenceProps({
          ...children.props,
          ref,
        } as Record<string, unknown>),
      )}
      {tooltip.open && (
        <UiPortal>
          <div
            ref={floatingRef}
            part="tooltip"
            className="ui-tooltip"
            style={{
              ...tooltip.floatingStyles,
              visibility: tooltip.isPositioned ? undefined : 'hidden',
            }}
            {...tooltip.getFloatingProps()}
          >
            {content}
          </div>
        </UiPortal>
      )}
    </>
  );
}
