import { useEffect, useRef } from 'react';
import type { LayerHandover } from '../use-layer-handover';

/**
 * In the real select or menu: takes over from the stand-in as it mounts, with the opening it was
 * asked for (and the focus with it; the focus alone comes by `handover.ref`).
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
    if (!given?.open) return;
    (reference.current as HTMLElement | null)?.focus();
    setOpen(true);
    if (given.byKey) byKey?.();
  }, [reference, setOpen]);
}
