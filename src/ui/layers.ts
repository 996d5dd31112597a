// The floating and focus layer for code that uses it directly (the dashboard's sheets), loaded
// with the page. The kit's widgets never import this: they get the layer's primitives through the
// light stand-ins of index.ts, and its chunk after their first paint.
export { FloatingTree as LayerTree } from '@floating-ui/react';
export {
  ModalLayer,
  useModalLayer,
  type ModalLayerOptions,
  type ModalLayerProps,
  type ModalLayerState,
} from './layer/modal-layer';
export { useTooltip } from './layer/use-tooltip';
export { UiPortal } from './layer/ui-portal';
