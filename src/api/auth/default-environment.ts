import type { AuthEnvironment } from './types';

/**
 * Fills what the caller did not pass with the real globals, read lazily so importing the module
 * never touches `window` (tests pass fakes for location, history, storages and locks).
 */
export function resolveEnvironment(partial: Partial<AuthEnvironment> = {}): AuthEnvironment {
  const hasWindow = typeof window !== 'undefined';
  const need = <T>(value: T | undefined, name: string, fallback: () => T): T => {
    if (value !== undefined) return value;
    if (!hasWindow)
      throw new TypeError(`The auth client needs environment.${name} outside a browser.`);
    return fallback();
  };
  return {
    location: need(partial.location, 'location', () => window.location),
    history: need(partial.history, 'history', () => window.history),
    sessionStorage: need(partial.sessionStorage, 'sessionStorage', () => window.sessionStorage),
    localStorage: need(partial.localStorage, 'localStorage', () => window.localStorage),
    locks:
      'locks' in partial
        ? partial.locks
        : typeof navigator !== 'undefined' && 'locks' in navigator
          ? navigator.locks
          : undefined,
    readCookies:
      partial.readCookies ?? (() => (typeof document !== 'undefined' ? document.cookie : '')),
    fetch: partial.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    crypto: partial.crypto ?? globalThis.crypto,
    now: partial.now ?? (() => Date.now()),
    setInterval: partial.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms)),
    clearInterval:
      partial.clearInterval ??
      ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>)),
  };
}
