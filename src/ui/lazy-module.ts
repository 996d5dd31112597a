// Code a widget's first paint does not need (the floating and focus layer, dialogs and their
// forms) is split into chunks loaded right after it: when the browser is idle once the first data
// is on screen (`scheduleDeferredModules`), or at once on the first press of a pointer or key
// inside a UiRoot (`loadDeferredModules`). A component that needs one before it arrives renders a
// pending state and asks for it (`module.load()`); `useLazyModule` re-renders it on arrival.
import { useSyncExternalStore } from 'react';

export interface LazyModule<T> {
  /** The module once loaded, else undefined. */
  current(): T | undefined;
  /** Loads it now (once; a failed load is tried again by the next call). */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

const deferred = new Set<LazyModule<unknown>>();
let deferredStarted = false;
let deferredScheduled = false;

/**
 * A module loaded on demand by `importer` (a dynamic import, so the bundler splits it off), and
 * with the deferred ones after the first paint unless `deferred` is false.
 */
export function lazyModule<T>(importer: () => Promise<T>, { deferred: defer = true } = {}) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const module: LazyModule<T> = {
    current: () => value,
    load() {
      loading ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (defer) {
    deferred.add(module);
    if (deferredStarted) loadQuietly(module);
  }
  return module;
}

function loadQuietly(module: LazyModule<unknown>): void {
  // A failed preload is not an error yet: whoever needs the module asks again and shows it.
  module.load().catch(() => {});
}

/** The module once loaded (re-rendering when it arrives), else undefined. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}

/** Loads every deferred module now (a pointer or key press: the user is about to need them). */
export function loadDeferredModules(): void {
  if (deferredStarted) return;
  deferredStarted = true;
  for (const module of deferred) loadQuietly(module);
}

/**
 * Loads the deferred modules once the current frame is painted and the browser is idle: called
 * when a widget's first data is on screen, so they never compete with it. Hidden pages get no
 * animation frames, hence the timer as a backstop.
 */
export function scheduleDeferredModules(): void {
  if (deferredScheduled || deferredStarted || typeof window === 'undefined') return;
  deferredScheduled = true;
  const backstop = setTimeout(loadDeferredModules, 2000);
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 50);
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      whenIdle(() => {
        clearTimeout(backstop);
        loadDeferredModules();
      }),
    ),
  );
}
