// The dashboard theme (SPEC.md §9): stored under localStorage `theme` as light, dark or system;
// nothing stored follows the system (prefers-color-scheme), so a first visit on a dark system is
// dark and on a light one the product's light default. One store shared by every caller, so
// the app's UiRoot and the layout's toggle always agree.
import { useCallback, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedAppearance = 'light' | 'dark';

export const themeStorageKey = 'theme';
export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];
const darkQuery = '(prefers-color-scheme: dark)';

/** A stored value when it is one of the three options, else 'system' (follow the system). */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === 'dark' || value === 'system' || value === 'light' ? value : 'system';
}

/** The appearance a preference produces given whether the system prefers dark. */
export function resolveAppearance(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedAppearance {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

const listeners = new Set<() => void>();

function readStored(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(themeStorageKey));
  } catch {
    // Storage can be blocked (private modes, sandboxed frames); the default still works.
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) listener();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', listener);
  };
}

/** Stores the preference and tells every subscriber. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Not persisted, but the in-memory listeners still switch this tab.
  }
  for (const listener of listeners) listener();
}

export interface ThemeState {
  /** What the user chose. */
  preference: ThemePreference;
  /** What to render: pass it to UiRoot's `appearance`. */
  appearance: ResolvedAppearance;
  setPreference(preference: ThemePreference): void;
}

/** The stored theme preference, the appearance it resolves to, and a setter. */
export function useThemePreference(): ThemeState {
  const preference = useSyncExternalStore(subscribe, readStored, () => 'light' as const);
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  const setPreference = useCallback((next: ThemePreference) => setThemePreference(next), []);
  return { preference, appearance: resolveAppearance(preference, prefersDark), setPreference };
}
