import { Spinner } from './spinner';
import { topLayerRef } from './top-layer';

export interface LayerPendingProps {
  /** Announced while the layer's code loads; default 'Loading…'. */
  label?: string;
}

/**
 * What a dialog shows when it is opened before its code has arrived: a dimmed page with a
 * spinner (in the top layer, like the dialog it stands for), so a click is never a dead one. It
 * leaves the focus where it is, so the dialog returns it there when it closes.
 */
export function LayerPending({ label = 'Loading…' }: LayerPendingProps) {
  return (
    <div ref={topLayerRef} className="ui-layer-pending" data-state="pending">
      <Spinner size={3} label={label} />
    </div>
  );
}
