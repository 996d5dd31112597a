// The modal layer under Dialog, AlertDialog and the dashboard's sheets, on @floating-ui/react:
// FloatingFocusManager (modal: focus trapped, the rest of the page aria-hidden, focus kept inside
// when the focused element disappears, returned to the trigger or opener), FloatingOverlay (scroll
// lock, counted across nested layers), useDismiss (Escape reaches the innermost layer first) and
// useRole.
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import { activeElement } from '@floating-ui/react/utils';
import {
  useState,
  type CSSProperties,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { topLayerRef } from '../top-layer';
import { UiPortal } from './ui-portal';

export interface ModalLayerOptions {
  /** Whether the layer is shown. */
  open: boolean;
  /** Called with the requested state (Escape, overlay press). */
  onOpenChange: (open: boolean) => void;
  /** ARIA role of the panel; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a press on the overlay closes the layer; default true. */
  dismissOnOverlay?: boolean;
  /** Exit transition length in ms (the layer stays mounted that long); default 160. */
  duration?: number;
  /** The element that opens the layer, if any; focus returns there. */
  trigger?: HTMLElement | null;
  /**
   * Whether `status` passes through 'initial' for an entry transition; default false, as the
   * top layer computes a dialog's style as it is shown (it would grow from a shrunken panel).
   */
  entryTransition?: boolean;
}

/** The element that had the focus when the layer opened, unless it sits in another popup. */
function useOpener(open: boolean): HTMLElement | null {
  const [state, setState] = useState<{ open: boolean; opener: HTMLElement | null }>({
    open: false,
    opener: null,
  });
  if (state.open !== open) {
    const focused = open ? activeElement(document) : null;
    // A menu item vanishes with its menu; the menu hands the focus back to its own button first.
    const opener =
      focused instanceof HTMLElement &&
      focused !== document.body &&
      !focused.closest('[data-floating-ui-portal]')
        ? focused
        : null;
    setState({ open, opener });
  }
  return state.opener;
}

/**
 * The shadow hosts around `node`, innermost first. Floating UI keeps the floating element's
 * nearest host visible, but a host inside another component's shadow root (a Lit or Angular
 * host) falls outside `body.contains`, so that component would be aria-hidden with the open layer
 * in it: these are handed over as inside elements.
 */
function shadowHostChain(node: Node | null): Element[] {
  const hosts: Element[] = [];
  for (let root = node?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
    hosts.push(root.host);
  }
  return hosts;
}

/** State and props of a modal layer; render it with <ModalLayer layer={…}>. */
export function useModalLayer({
  open,
  onOpenChange,
  role = 'dialog',
  dismissOnOverlay = true,
  duration = 160,
  trigger = null,
  entryTransition = false,
}: ModalLayerOptions) {
  const opener = useOpener(open);
  const nodeId = useFloatingNodeId();
  const { refs, context } = useFloating({
    nodeId,
    open,
    onOpenChange,
    // The reference is where focus returns and what restoreFocus watches.
    elements: { reference: trigger ?? opener },
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: dismissOnOverlay, outsidePressEvent: 'mousedown' }),
    useRole(context, { role }),
  ]);
  const transition = useTransitionStatus(context, { duration });
  const status = transition.status === 'initial' && !entryTransition ? 'open' : transition.status;
  return {
    nodeId,
    refs,
    context,
    getReferenceProps,
    getFloatingProps,
    isMounted: transition.isMounted,
    status,
  };
}

export type ModalLayerState = ReturnType<typeof useModalLayer>;

export interface ModalLayerProps {
  layer: ModalLayerState;
  /** Class of the overlay that covers the page. */
  overlayClassName: string;
  /** Extra overlay style (e.g. the transition length). */
  overlayStyle?: CSSProperties;
  /** Element or tabbable index to focus on open; default the first tabbable element. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** Where focus goes on close; default the element focused before opening. */
  returnFocus?: MutableRefObject<HTMLElement | null>;
  /** Whether the overlay goes into the browser's top layer; default true. */
  topLayer?: boolean;
  /** The panel; give it `layer.refs.setFloating` and `layer.getFloatingProps()`. */
  children: ReactNode;
}

/** Portal, overlay (in the top layer) and modal focus management of a layer while mounted. */
export function ModalLayer({
  layer,
  overlayClassName,
  overlayStyle,
  initialFocus,
  returnFocus,
  topLayer = true,
  children,
}: ModalLayerProps) {
  if (!layer.isMounted) return null;
  return (
    <FloatingNode id={layer.nodeId}>
      <UiPortal>
        <FloatingOverlay
          ref={topLayer ? topLayerRef : undefined}
          lockScroll
          className={overlayClassName}
          data-status={layer.status}
          style={{ position: 'fixed', inset: 0, overflow: 'auto', ...overlayStyle }}
          // A press on the overlay must not take the focus out of the panel.
          onMouseDown={(event) => {
            if (event.target === event.currentTarget) event.preventDefault();
          }}
        >
          <FloatingFocusManager
            context={layer.context}
            modal
            getInsideElements={() => shadowHostChain(layer.refs.floating.current)}
            initialFocus={initialFocus ?? 0}
            returnFocus={returnFocus ?? true}
            restoreFocus
          >
            {/* FloatingFocusManager needs one element child. */}
            <>{children}</>
          </FloatingFocusManager>
        </FloatingOverlay>
      </UiPortal>
    </FloatingNode>
  );
}
