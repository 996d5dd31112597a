import type { ElevatedAccessHolder } from './widget-context';

/** Creates the per-root store of the elevated-access token. */
export function createElevatedAccessHolder(): ElevatedAccessHolder {
  let token: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => token,
    set(next) {
      if (next === token) return;
      token = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
