// Open floating layers (dialogs, menus, listboxes, tooltips) as one stack, so Escape and outside
// presses reach the right one: Escape closes the topmost layer only (a listbox inside a dialog
// closes before the dialog), and a press inside a layer opened above another one (a select's
// listbox over its dialog) does not count as outside the lower one.
import { useEffect, useRef } from 'react';

export interface LayerOptions {
  /** Whether a press outside the layer and its reference closes it; default true. */
  outsidePress?: boolean;
  /** Whether Escape, after closing this layer, also goes on to the layer below; default false. */
  escapeBubbles?: boolean | ((event: KeyboardEvent) => boolean);
}

interface Layer {
  elements: () => Array<Element | null | undefined>;
  close: () => void;
  options: LayerOptions;
}

const stack: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing) return;
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const layer = stack[index]!;
    layer.close();
    const bubbles = layer.options.escapeBubbles;
    if (!(typeof bubbles === 'function' ? bubbles(event) : bubbles)) break;
  }
}

function onPress(event: MouseEvent) {
  const path = event.composedPath();
  // Walk down from the top: a press inside a layer keeps it and every layer below it open.
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const layer = stack[index]!;
    if (layer.elements().some((element) => element && path.includes(element))) return;
    if (layer.options.outsidePress !== false) layer.close();
  }
}

/** Registers an open layer with the shared Escape / outside-press handling while `open`. */
export function useDismiss(
  open: boolean,
  close: () => void,
  elements: () => Array<Element | null | undefined>,
  options: LayerOptions = {},
): void {
  const latest = useRef<Layer>({ elements, close, options });
  useEffect(() => {
    latest.current.elements = elements;
    latest.current.close = close;
    latest.current.options = options;
  });
  useEffect(() => {
    if (!open) return;
    const current = latest.current;
    const layer: Layer = {
      elements: () => current.elements(),
      close: () => current.close(),
      get options() {
        return current.options;
      },
    };
    if (stack.length === 0) {
      document.addEventListener('keydown', onKeyDown);
      document.addEventListener('mousedown', onPress, true);
    }
    stack.push(layer);
    return () => {
      stack.splice(stack.indexOf(layer), 1);
      if (stack.length === 0) {
        document.removeEventListener('keydown', onKeyDown);
        document.removeEventListener('mousedown', onPress, true);
      }
    };
  }, [open]);
}

/** The focused element, looking through open shadow roots. */
export function activeElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const focusable =
  'a[href],button,input:not([type=hidden]),select,textarea,[tabindex],[contenteditable]:not([contenteditable=false])';

/** The elements Tab visits inside `container`, in DOM order. */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
}
