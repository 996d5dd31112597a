// Floating layers go into the browser's top layer (Popover API) when it exists, so a widget's
// menus and dialogs stay above the host page's stacking contexts, transforms and z-indexes.
// The element keeps its place in the DOM (and in the shadow root), so styles and focus are as before.

/** Callback ref that shows the element as a manual popover; a no-op without the Popover API. */
export function topLayerRef(node: HTMLElement | null): void {
  if (!node || typeof node.showPopover !== 'function' || !node.isConnected) return;
  if (!node.hasAttribute('popover')) node.setAttribute('popover', 'manual');
  if (!node.matches(':popover-open')) node.showPopover();
}
