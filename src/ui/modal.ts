// What a modal dialog does to the rest of the page while it is open: hidden from assistive
// technology (aria-hidden on the other top-level elements, live regions excepted, so toasts are
// still announced) and not scrollable.

const live = '[aria-live],[role="status"],output';

/** The top-level element (a child of body) that holds `node`, looking through shadow roots. */
function bodyChildOf(node: Node): Node {
  let current = node;
  for (;;) {
    const parent =
      current.parentNode instanceof ShadowRoot ? current.parentNode.host : current.parentNode;
    if (!parent || parent === document.body) return current;
    current = parent;
  }
}

/** Sets aria-hidden on every other child of body; returns the undo. */
export function hideOthers(keep: Element): () => void {
  const own = bodyChildOf(keep);
  const hidden = Array.from(document.body.children).filter(
    (child) =>
      child !== own &&
      !child.hasAttribute('aria-hidden') &&
      !/^(SCRIPT|STYLE|TEMPLATE)$/.test(child.tagName) &&
      !child.matches(live) &&
      !child.querySelector(live),
  );
  for (const child of hidden) child.setAttribute('aria-hidden', 'true');
  return () => {
    for (const child of hidden) child.removeAttribute('aria-hidden');
  };
}

/** Stops the page from scrolling (keeping the scrollbar's room); returns the undo. */
export function lockScroll(): () => void {
  const style = document.documentElement.style;
  const { overflow, paddingRight } = style;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  return () => {
    style.overflow = overflow;
    style.paddingRight = paddingRight;
  };
}
