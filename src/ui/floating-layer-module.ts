import { lazyModule } from './lazy-module';
import { addLayerStyles } from './ui-styles';

/**
 * The floating and focus layer's chunk (floating-layer.tsx), loaded after the first paint. Its
 * CSS comes with it and joins the shared UI sheet before any of its primitives render.
 */
export const floatingLayer = lazyModule(() =>
  import('./layer/floating-layer').then((layer) => {
    addLayerStyles(layer.layerStyles);
    return layer;
  }),
);

export type FloatingLayer = typeof import('./layer/floating-layer');
