import type { ComponentType, SyntheticEvent } from 'react';
import { lazyComponent } from './lazy-component';

export interface OnIntentChunk<M> {
  /** A component of the chunk: nothing until it is here, a pending layer while `isNeeded` and loading. */
  component<P extends object>(
    pick: (module: M) => ComponentType<P>,
    isNeeded: (props: P) => boolean,
  ): ComponentType<P>;
  /**
   * Spread on the widget's root: pointing at or focusing a control that matches `opener` fetches
   * the chunk, so it is usually here by the click (the browser fetches a module once; a failed
   * early fetch is reported by the component that needs it, on open).
   */
  intentProps: {
    onPointerOver: (event: SyntheticEvent) => void;
    onFocus: (event: SyntheticEvent) => void;
  };
}

/**
 * A chunk of rare actions (a widget's dialogs, `*.on-intent.tsx`, built into chunks/on-intent/)
 * fetched on the user's intent, never once idle. Each widget calls it once:
 * `const dialogs = onIntentChunk(() => import('./x-dialogs.on-intent'), 'button.x-create');`
 * then `dialogs.component((m) => m.CreateDialog, (p) => p.open)` and `<div {...dialogs.intentProps}>`.
 */
export function onIntentChunk<M>(importer: () => Promise<M>, opener: string): OnIntentChunk<M> {
  const onIntent = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest(opener)) importer().catch(() => {});
  };
  return {
    component: (pick, isNeeded) =>
      lazyComponent(() => importer().then(pick), isNeeded, { onIntent: true }),
    intentProps: { onPointerOver: onIntent, onFocus: onIntent },
  };
}
