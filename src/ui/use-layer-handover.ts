import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { floatingLayer } from './floating-layer-module';
import { useLoadWhile } from './lazy-component';
import { useLazyModule } from './lazy-module';

/** What a light stand-in hands to the real control that replaces it once the layer is here. */
export interface LayerHandover {
  /** The stand-in had the focus: the real trigger takes it as it mounts. */
  focus: boolean;
  /** The stand-in was pressed or asked to open: the real control opens as it mounts. */
  open: boolean;
  /** Whether a key asked it to open (a menu then puts the focus on its first item). */
  byKey: boolean;
}

interface HandoverState {
  focused: boolean;
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
export function useLayerHandover(openKeys: readonly string[], openRequested = false) {
  const layer = useLazyModule(floatingLayer);
  const [state, setState] = useState<HandoverState>({
    focused: false,
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
  return {
    layer,
    handover: {
      focus: state.focused || requested || state.pressed,
      open: requested || state.pressed,
      byKey: state.byKey,
    },
    triggerProps: {
      'aria-busy': pending || undefined,
      'data-state': pending ? 'pending' : 'closed',
      onFocus: () => update({ focused: true }),
      onBlur: () => update({ focused: false }),
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

/**
 * In the real select or menu: takes over from the stand-in as it mounts, with the focus it had
 * and the opening it was asked for.
 */
export function useHandover(
  handover: LayerHandover | undefined,
  reference: { current: Element | null },
  setOpen: (open: boolean) => void,
  onOpenByKey?: () => void,
): void {
  const initial = useRef({ handover, onOpenByKey });
  useEffect(() => {
    const { handover: given, onOpenByKey: byKey } = initial.current;
    if (!given) return;
    if (given.focus || given.open) (reference.current as HTMLElement | null)?.focus();
    if (given.open) setOpen(true);
    if (given.open && given.byKey) byKey?.();
  }, [reference, setOpen]);
}
