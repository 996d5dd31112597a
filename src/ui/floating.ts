// Positioning of floating layers (menus, listboxes, tooltips). They live in the top layer with
// `position: fixed`, so coordinates are plain viewport coordinates: no offset parents, no
// transformed ancestors to correct for. That is what lets this replace a positioning library in
// a few dozen lines: place on the preferred side, flip to the opposite side (and alignment) when
// it does not fit, then shift inside the viewport.
import { useLayoutEffect, useRef } from 'react';

export type Side = 'top' | 'right' | 'bottom' | 'left';
export type Placement = Side | `${Side}-start` | `${Side}-end`;

export interface PositionOptions {
  /** Preferred side and alignment. */
  placement: Placement;
  /** Gap between the reference and the floating element in px. */
  offset: number;
  /** Called with the space left on the chosen side (minus the 8 px padding) before measuring. */
  fit?: (
    floating: HTMLElement,
    available: { width: number; height: number },
    reference: DOMRect,
  ) => void;
}

const padding = 8;
const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Places `floating` (position: fixed) next to `reference` and returns the side it went on. */
export function placeFloating(
  reference: Element,
  floating: HTMLElement,
  options: PositionOptions,
): Side {
  const [preferred, align] = options.placement.split('-') as [Side, 'start' | 'end' | undefined];
  const { clientWidth: vw, clientHeight: vh } = document.documentElement;
  const r = reference.getBoundingClientRect();
  const gap = options.offset;
  const room = (side: Side) =>
    (side === 'top'
      ? r.top
      : side === 'bottom'
        ? vh - r.bottom
        : side === 'left'
          ? r.left
          : vw - r.right) -
    gap -
    padding;
  const vertical = preferred === 'top' || preferred === 'bottom';
  const length = () => (vertical ? floating.offsetHeight : floating.offsetWidth);
  const side =
    room(preferred) < length() && room(opposite[preferred]) > room(preferred)
      ? opposite[preferred]
      : preferred;
  options.fit?.(
    floating,
    vertical
      ? { width: vw - 2 * padding, height: room(side) }
      : { width: room(side), height: vh - 2 * padding },
    r,
  );

  const w = floating.offsetWidth;
  const h = floating.offsetHeight;
  // Main axis: next to the reference; cross axis: aligned, flipped to the other edge if that
  // fits where the preferred one does not, then shifted into the viewport.
  const [start, size, cross, limit] = vertical
    ? [r.left, r.width, w, vw]
    : [r.top, r.height, h, vh];
  const at = (edge: 'start' | 'end' | undefined) =>
    edge === 'start' ? start : edge === 'end' ? start + size - cross : start + (size - cross) / 2;
  const fits = (value: number) => value >= padding && value + cross <= limit - padding;
  let along = at(align);
  if (align && !fits(along) && fits(at(align === 'start' ? 'end' : 'start')))
    along = at(align === 'start' ? 'end' : 'start');
  along = Math.max(padding, Math.min(along, limit - padding - cross));
  const main =
    side === 'top'
      ? r.top - gap - h
      : side === 'bottom'
        ? r.bottom + gap
        : side === 'left'
          ? r.left - gap - w
          : r.right + gap;
  floating.style.left = `${vertical ? along : main}px`;
  floating.style.top = `${vertical ? main : along}px`;
  floating.dataset.side = side;
  return side;
}

/**
 * Calls `update` now and whenever the reference or the floating element may have moved: window
 * resize, a scroll anywhere on the way up (through every shadow root), and size changes.
 */
export function autoUpdate(
  reference: Element,
  floating: HTMLElement,
  update: () => void,
): () => void {
  const targets: Array<Window | ShadowRoot> = [window];
  for (
    let root = reference.getRootNode();
    root instanceof ShadowRoot;
    root = root.host.getRootNode()
  )
    targets.push(root);
  // Scroll events neither bubble nor cross shadow boundaries: capture them at every root.
  for (const target of targets)
    target.addEventListener('scroll', update, { capture: true, passive: true });
  window.addEventListener('resize', update);
  // Size changes are handled a frame later: placing may resize the floating element (fit), and
  // doing that inside the observer's callback would be a ResizeObserver loop.
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  });
  observer.observe(reference);
  observer.observe(floating);
  update();
  return () => {
    for (const target of targets) target.removeEventListener('scroll', update, { capture: true });
    window.removeEventListener('resize', update);
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}

/** Keeps `floating` placed next to `reference` while both are mounted. */
export function useFloatingPosition(
  reference: Element | null,
  floating: HTMLElement | null,
  options: PositionOptions,
): void {
  const latest = useRef(options);
  latest.current = options;
  useLayoutEffect(() => {
    if (!reference || !floating) return;
    return autoUpdate(reference, floating, () =>
      placeFloating(reference, floating, latest.current),
    );
  }, [reference, floating]);
}
