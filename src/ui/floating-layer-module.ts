import { lazyModule } from './lazy-module';

/** The floating and focus layer's chunk (floating-layer.tsx), loaded after the first paint. */
export const floatingLayer = lazyModule(() => import('./floating-layer'));

export type FloatingLayer = typeof import('./floating-layer');
