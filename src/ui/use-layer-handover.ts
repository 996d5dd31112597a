// What a light stand-in (rendered before the floating layer arrives, right after the first
// paint) hands to the real component that replaces it: the focus (tooltip, dialog trigger,
// select, menu: useFocusHandover) and an opening asked for (select, menu: useLayerHandover; the
// real one takes it with useHandover, in layer/use-handover.ts, so it comes with the layer).
import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  type RefCallback,
} from 'react';
import { floatingLayer } from './floating-layer-module';
import { useLoadWhile } from './lazy-component';
import { useLazyModule } from './lazy-module';
import { useMergeRefs } from './merge-refs';

/**
 * The one focus hand-over of every stand-in swapped for the real component: the swap mounts the
 * control anew, so the one that had the focus (clicked or tabbed to before the layer came) takes
 * it back as it mounts; else the focus falls to the page, and a dialog it opens has nowhere to
 * return it. `swapped`: the real component is rendered (the layer is here). Put the returned ref
 * on the stand-in's control and on the real one's; `own` is the control's own ref, kept working.
 */
export function useFocusHandover(
  swapped: boolean,
  own?: Ref<HTMLElement>,
): RefCallback<HTMLElement> {
  const node = useRef<HTMLElement | null>(null);
  const standIn = useRef(!swapped);
  const refocus = useRef(false);
  if (swapped && standIn.current) {
    // Rendering the swap: the stand-in's control is still in the document.
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
  return useMergeRefs([own, track]);
}

/** What a stand-in select or menu hands to the real one that replaces it once the layer is here. */
export interface LayerHandover {
  /** The focus hand-over's ref (useFocusHandover): the real trigger takes it. */
  ref: RefCallback<HTMLElement>;
  /** The stand-in was pressed or asked to open: the real control opens, with the focus, as it mounts. */
  open: boolean;
  /** Whether a key asked it to open (a menu then puts the focus on its first item). */
  byKey: boolean;
}

/** The keys that open a select or a menu from its trigger. */
const openKeys = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

interface HandoverState {
  pressed: boolean;
  requested: boolean;
  byKey: boolean;
}

/**
 * For a stand-in trigger (select, menu button) rendered before the floating layer arrives: the
 * layer once here, the trigger's props, and what to hand over. A click or an opening key (or a
 * press the layer arrives during) asks for the layer at once and shows `data-state="pending"`
 * with `aria-busy`; the real control then mounts open, with the focus, so no click is lost.
 */
export function useLayerHandover(openRequested = false, own?: Ref<HTMLElement>) {
  const layer = useLazyModule(floatingLayer);
  const [state, setState] = useState<HandoverState>({
    pressed: false,
    requested: false,
    byKey: false,
  });
  const requested = state.requested || openRequested;
  const failed = useLoadWhile(floatingLayer, requested && !layer);
  const update = (patch: Partial<HandoverState>) =>
    setState((previous) =>
      (Object.keys(patch) as (keyof HandoverState)[]).every((key) => previous[key] === patch[key])
        ? previous
        : { ...previous, ...patch },
    );
  const release = () => update({ pressed: false });
  const pending = requested && !failed;
  const ref = useFocusHandover(layer !== undefined, own);
  return {
    layer,
    handover: {
      ref,
      open: requested || state.pressed,
      byKey: state.byKey,
    },
    triggerProps: {
      'aria-busy': pending || undefined,
      'data-state': pending ? 'pending' : 'closed',
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0) update({ pressed: true });
      },
      onPointerUp: release,
      onPointerCancel: release,
      onPointerLeave: release,
      onClick: () => update({ requested: true }),
      onKeyDown: (event: KeyboardEvent) => {
        if (!openKeys.includes(event.key)) return;
        event.preventDefault();
        update({ requested: true, byKey: true });
      },
    },
  };
}

type Handlers = ReturnType<typeof useLayerHandover>['triggerProps'];

/** The stand-in's props over a trigger element's own, calling the element's handlers first. */
export function withHandoverProps(
  own: Record<string, unknown>,
  handover: Handlers,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...own, ...handover };
  for (const [name, handler] of Object.entries(handover)) {
    const mine = own[name];
    if (typeof handler === 'function' && typeof mine === 'function') {
      merged[name] = (event: unknown) => {
        (mine as (event: unknown) => void)(event);
        (handler as (event: unknown) => void)(event);
      };
    }
  }
  return merged;
}
