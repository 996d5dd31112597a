import { floatingLayer } from './floating-layer-module';
import { useLazyModule } from './lazy-module';
import type { TooltipProps } from './tooltip';

/**
 * The tooltip (tooltip.tsx) as a page sees it: its child alone until the floating layer arrives
 * right after the first paint, then the real tooltip around it.
 */
export function Tooltip(props: TooltipProps) {
  const layer = useLazyModule(floatingLayer);
  return layer ? <layer.Tooltip {...props} /> : props.children;
}
