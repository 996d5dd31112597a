import { useEffect, useState, type ComponentType } from 'react';
import { LayerPending } from './layer-pending';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module';

/**
 * Loads `module` while `needed`, and says whether its load failed (Chromium keeps a failed
 * module fetch failed until the page reloads, so there is no retrying it).
 */
export function useLoadWhile(module: LazyModule<unknown>, needed: boolean): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    module.load().catch((error: unknown) => {
      console.error('[widgets] Part of the widget could not be loaded.', error);
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [module, needed]);
  return failed;
}

/**
 * A component whose code is its own chunk, loaded after the first paint (see lazy-module.ts), or
 * with `onIntent` only once it is needed: until it arrives it renders nothing, or, when
 * `isNeeded(props)` (e.g. its dialog is open), a pending state while it loads at once. Use it at
 * the import site:
 * `const MemberDialogs = lazyComponent(() => import('./member-dialogs').then((m) => m.MemberDialogs), (p) => p.state.open);`
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  isNeeded: (props: P) => boolean,
  { onIntent = false } = {},
): ComponentType<P> {
  const module = lazyModule(importer, { deferred: !onIntent });
  function LazyComponent(props: P) {
    const Loaded = useLazyModule(module);
    const needed = !Loaded && isNeeded(props);
    const failed = useLoadWhile(module, needed);
    if (Loaded) return <Loaded {...props} />;
    return needed && !failed ? <LayerPending /> : null;
  }
  return LazyComponent;
}
