import { cloneElement, isValidElement, useCallback, useRef } from 'react';
import { floatingLayer } from './floating-layer-module';
import { useLazyModule } from './lazy-module';
import { useMergeRefs } from './merge-refs';
import type { TooltipProps } from './tooltip';

/**
 * The tooltip (tooltip.tsx) as a page sees it: its child alone until the floating layer arrives
 * right after the first paint, then the real tooltip around it. That swap mounts the child anew,
 * so a child that had the focus (clicked or tabbed to before the layer came) takes it back: else
 * the focus falls to the page, and a dialog the child opened has nowhere to return it.
 */
export function Tooltip(props: TooltipProps) {
  const layer = useLazyModule(floatingLayer);
  const node = useRef<HTMLElement | null>(null);
  const standIn = useRef(!layer);
  const refocus = useRef(false);
  if (layer && standIn.current) {
    // Rendering the swap: the stand-in's child is still in the document.
    standIn.current = false;
    refocus.current = node.current?.matches(':focus') ?? false;
  }
  const track = useCallback((element: HTMLElement | null) => {
    node.current = element;
    if (element && refocus.current) {
      refocus.current = false;
      element.focus({ preventScroll: true });
    }
  }, []);
  const childRef = isValidElement(props.children) ? props.children.props.ref : undefined;
  const ref = useMergeRefs([childRef, track]);
  const children = cloneElement(props.children, { ref });
  return layer ? <layer.Tooltip {...props}>{children}</layer.Tooltip> : children;
}
