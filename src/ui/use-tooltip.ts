import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useId,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState } from 'react';

/**
 * Tooltip behaviour (SPEC §9: delay 0): opens on hover and keyboard focus, closes on leave, blur
 * and Escape; role tooltip with aria-describedby on the reference.
 */
export function useTooltip(options: { placement?: Placement; enabled?: boolean } = {}) {
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
  const dismiss = useDismiss(floating.context, { enabled });
  const role = useRole(floating.context, { role: 'tooltip', enabled });
  const interactions = useInteractions([hover, focus, dismiss, role]);
  const id = useId();
  return { open: open && enabled, setOpen, id, ...floating, ...interactions };
}
