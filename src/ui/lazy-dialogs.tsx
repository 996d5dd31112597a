import { cloneElement, useState, type MouseEvent } from 'react';
import type { AlertDialogProps } from './layer/alert-dialog';
import type { DialogProps } from './layer/dialog';
import { floatingLayer } from './floating-layer-module';
import { LayerPending } from './layer-pending';
import { useLoadWhile } from './lazy-component';
import { useLazyModule } from './lazy-module';
import { useFocusHandover } from './use-layer-handover';

/**
 * Until the floating layer arrives (right after the first paint), a dialog asked to open shows
 * a pending state and loads it at once; then the real dialog opens. Its trigger keeps the focus
 * across the swap (useFocusHandover).
 */
function useDialogLayer(props: DialogProps) {
  const layer = useLazyModule(floatingLayer);
  const [requested, setRequested] = useState(false);
  const open = props.open ?? (props.defaultOpen || requested);
  const failed = useLoadWhile(floatingLayer, !layer && open);
  const ref = useFocusHandover(layer !== undefined, props.trigger?.props.ref);
  const trigger = props.trigger && cloneElement(props.trigger, { ref });
  const standIn = (
    <>
      {trigger &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent) => {
            trigger.props.onClick?.(event);
            if (!event.defaultPrevented) setRequested(true);
          },
        })}
      {open && !failed && <LayerPending />}
    </>
  );
  return { layer, trigger, defaultOpen: props.defaultOpen || requested, standIn };
}

/** A modal dialog; see dialog.tsx. */
export function Dialog(props: DialogProps) {
  const { layer, trigger, defaultOpen, standIn } = useDialogLayer(props);
  return layer ? <layer.Dialog {...props} trigger={trigger} defaultOpen={defaultOpen} /> : standIn;
}

/** A confirmation dialog (role alertdialog); see alert-dialog.tsx. */
export function AlertDialog(props: AlertDialogProps) {
  const { layer, trigger, defaultOpen, standIn } = useDialogLayer(props);
  return layer ? (
    <layer.AlertDialog {...props} trigger={trigger} defaultOpen={defaultOpen} />
  ) : (
    standIn
  );
}
