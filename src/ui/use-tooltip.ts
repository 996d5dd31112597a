import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState } from 'react';

/**
 * Tooltip behaviour (SPEC §9: delay 0): opens on hover and keyboard focus, closes on leave, blur
 * and Escape; role tooltip with aria-describedby on the reference.
 */
export function useTooltip(
  options: { placement?: Placement; enabled?: boolean; escapeBubbles?: boolean } = {},
) {
  const [open, setOpen] = useState(false);
  const enabled = options.enabled ?? true;
  const floating = useFloating({
    open: open && enabled,
    onOpenChange: setOpen,
    placement: options.placement ?? 'top',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const hover = useHover(floating.context, { delay: 0, move: false, enabled });
  const focus = useFocus(floating.context, { enabled });
  // Inside a menu, Escape must also reach the menu; a lone tooltip keeps it to itself.
  const dismiss = useDismiss(floating.context, {
    enabled,
    bubbles: { escapeKey: options.escapeBubbles ?? false },
  });
  const role = useRole(floating.context, { role: 'tooltip', enabled });
  const interactions = useInteractions([hover, focus, dismiss, role]);
  return { open: open && enabled, setOpen, ...floating, ...interactions };
}
