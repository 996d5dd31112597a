import { createContext, useContext } from 'react';
import type { ElementName, ElementOverride, ElementOverrides } from './element-overrides';
import type { Appearance } from './theme';
import { englishUiStrings, type UiStrings } from './ui-strings';

export interface UiContextValue {
  /** Effective appearance of the nearest UiRoot. */
  appearance: Appearance;
  /** Per-primitive defaults from the `elements` overrides. */
  elements: ElementOverrides;
  /** Where floating layers (menus, dialogs, tooltips) are portalled; null until mounted. */
  portalContainer: HTMLElement | null;
  /** Whether the container sits outside the themed root, so portals must re-apply the theme. */
  portalNeedsScope: boolean;
  /** Data attributes and inline style that carry the theme onto a portal scope. */
  scope: { attributes: Record<string, string>; style: Record<string, string> };
  /** BCP 47 tag for `Intl` formatting (dates, numbers). */
  locale: string;
  /** Text direction of the root. */
  dir: 'ltr' | 'rtl';
  /** The primitives' own words in that locale. */
  strings: UiStrings;
}

export const UiContext = createContext<UiContextValue>({
  appearance: 'light',
  elements: {},
  portalContainer: null,
  portalNeedsScope: true,
  scope: { attributes: { 'data-appearance': 'light' }, style: {} },
  locale: 'en-US',
  dir: 'ltr',
  strings: englishUiStrings,
});

export function useUiContext(): UiContextValue {
  return useContext(UiContext);
}

/** The page's `elements` override for one kind of primitive (an empty object when none). */
export function useElementDefaults<N extends ElementName>(
  name: N,
): NonNullable<ElementOverrides[N]> | ElementOverride<never, never> {
  return useContext(UiContext).elements[name] ?? {};
}

/** The primitives' words, locale and direction of the nearest UiRoot. */
export function useUiStrings(): Pick<UiContextValue, 'strings' | 'locale' | 'dir'> {
  const { strings, locale, dir } = useContext(UiContext);
  return { strings, locale, dir };
}
