// What a modal dialog does to the rest of the page while it is open: hidden from assistive
// technology (aria-hidden around it, live regions excepted, so toasts are still announced) and
// not scrollable.

const live = '[aria-live],[role="status"],output';

/**
 * Sets aria-hidden on everything in the page but the way to `keep`: the siblings of each of its
 * light-DOM ancestors (from the shadow host up to body), as a modal's inert background. Returns
 * the undo. The inside of the widget's own shadow root is left to aria-modal.
 */
export function hideOthers(keep: Element): () => void {
  const hidden: Element[] = [];
  for (let node: Node = keep; node !== document.body;) {
    const parent = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
    if (!(parent instanceof Element)) break;
    if (parent.getRootNode() === document && node.parentNode === parent)
      for (const sibling of Array.from(parent.children))
        if (
          sibling !== node &&
          !sibling.hasAttribute('aria-hidden') &&
          !/^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName) &&
          !sibling.matches(live) &&
          !sibling.querySelector(live)
        )
          hidden.push(sibling);
    node = parent;
  }
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
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
