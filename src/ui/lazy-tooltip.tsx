import { cloneElement, isValidElement } from 'react';
import { floatingLayer } from './floating-layer-module';
import { useLazyModule } from './lazy-module';
import type { TooltipProps } from './layer/tooltip';
import { useFocusHandover } from './use-layer-handover';

/**
 * The tooltip (tooltip.tsx) as a page sees it: its child alone until the floating layer arrives
 * right after the first paint, then the real tooltip around it. That swap mounts the child anew:
 * a child that had the focus keeps it (useFocusHandover).
 */
export function Tooltip(props: TooltipProps) {
  const layer = useLazyModule(floatingLayer);
  const childRef = isValidElement(props.children) ? props.children.props.ref : undefined;
  const ref = useFocusHandover(layer !== undefined, childRef);
  const children = cloneElement(props.children, { ref });
  return layer ? <layer.Tooltip {...props}>{children}</layer.Tooltip> : children;
}
