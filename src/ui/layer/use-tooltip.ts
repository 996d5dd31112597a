import {
  autoUpdate,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState } from 'react';
import { popupMiddleware } from './floating-middleware';

/**
 * Tooltip behaviour on @floating-ui/react (SPEC §9: delay 0): opens on hover and keyboard focus,
 * closes on leave, blur and Escape; role tooltip with aria-describedby on the reference.
 * `escapeBubbles` lets Escape go on to the layer below (a menu item's reason closes the menu too).
 */
export function useTooltip(
  options: { placement?: Placement; enabled?: boolean; escapeBubbles?: boolean } = {},
) {
  const [open, setOpen] = useState(false);
  const enabled = options.enabled ?? true;
  const nodeId = useFloatingNodeId();
  const { refs, floatingStyles, context } = useFloating({
    nodeId,
    open: open && enabled,
    onOpenChange: setOpen,
    placement: options.placement ?? 'top',
    strategy: 'fixed',
    middleware: popupMiddleware(6),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { enabled }),
    useFocus(context, { enabled }),
    useDismiss(context, { enabled, bubbles: { escapeKey: options.escapeBubbles ?? false } }),
    useRole(context, { role: 'tooltip', enabled }),
  ]);

  return {
    open: open && enabled,
    setOpen,
    nodeId,
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    floatingStyles,
    getFloatingProps,
    /** The floating element's props (id, role), as before getFloatingProps existed. */
    floatingProps: getFloatingProps(),
    /** The reference's props, chained with the given ones. */
    getReferenceProps<P extends Record<string, unknown>>(props: P = {} as P) {
      return getReferenceProps(props);
    },
  };
}

export type TooltipState = ReturnType<typeof useTooltip>;
