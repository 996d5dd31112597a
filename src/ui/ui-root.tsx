import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ElementOverrides } from './element-overrides';
import { loadDeferredModules, scheduleDeferredModules } from './lazy-module';
import { accentSeeds, isAccentName, parseScaling, type Appearance, type Radius } from './theme';
import { UiContext, type UiContextValue } from './ui-context';
import { englishUiStrings, type UiStrings } from './ui-strings';

export interface UiRootProps {
  /** Effective appearance ('inherit' is resolved by the caller); default 'light'. */
  appearance?: Appearance;
  /** A named accent (indigo, blue, violet, …) or any CSS colour; default 'indigo'. */
  accentColor?: string;
  /** Default corner rounding; default 'medium'. */
  radius?: Radius;
  /** Size factor such as '95%', '110%' or 1.05; default 1. */
  scaling?: string | number;
  /** CSS font-family list; default the system UI stack. */
  fontFamily?: string;
  /** Per-primitive overrides (variant, color, size, radius); default none. */
  elements?: ElementOverrides;
  /** Where floating layers go; default a layer inside this root (right for shadow roots). */
  portalContainer?: HTMLElement | null;
  /** BCP 47 tag for dates and numbers, also set as the root's `lang`; default none ('en-US' formats). */
  locale?: string;
  /** Text direction of the root and its floating layers; default none (inherited). */
  dir?: 'ltr' | 'rtl';
  /** The primitives' own words (aria labels, relative times); default English. */
  strings?: UiStrings;
  /** Extra class on the root element. */
  className?: string;
  /**
   * Whether the code loaded after the first paint (floating layer, dialogs) waits for
   * `scheduleDeferredModules()` (a widget calls it once its first data shows) or for a press
   * inside; default false: it loads when the browser is idle after this root mounts.
   */
  deferLayers?: boolean;
  children?: ReactNode;
}

/** Resolves a named accent or a CSS colour to the seed colour of the accent scale. */
const noOverrides: ElementOverrides = {};

export function resolveAccentSeed(accentColor: string | undefined): string {
  const value = accentColor?.trim();
  if (!value) return accentSeeds.indigo;
  const name = value.toLowerCase();
  if (isAccentName(name)) return accentSeeds[name];
  const supported = typeof CSS === 'undefined' || CSS.supports('color', value);
  return supported ? value : accentSeeds.indigo;
}

/**
 * The themed root of every widget and of the dashboard: `<div part="base" class="ui-root">`
 * carrying appearance, accent, radius, scaling and font, plus the layer floating UI portals into.
 */
export function UiRoot({
  appearance = 'light',
  accentColor,
  radius = 'medium',
  scaling,
  fontFamily,
  elements,
  portalContainer,
  locale,
  dir,
  strings = englishUiStrings,
  className,
  deferLayers = false,
  children,
}: UiRootProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const attributes = useMemo(
    () => ({
      'data-appearance': appearance,
      'data-radius': radius,
      // Only when given: an unset root must not hide the page's own `lang` from elements inside.
      ...(locale ? { lang: locale } : {}),
      ...(dir ? { dir } : {}),
    }),
    [appearance, radius, locale, dir],
  );
  const style = useMemo(() => {
    const result: Record<string, string> = {
      '--_accent-seed': resolveAccentSeed(accentColor),
      '--_scaling': String(parseScaling(scaling)),
    };
    if (fontFamily?.trim()) result['--_font-family'] = fontFamily;
    return result;
  }, [accentColor, scaling, fontFamily]);

  const external = portalContainer !== undefined && portalContainer !== null;
  const value = useMemo<UiContextValue>(
    () => ({
      appearance,
      elements: elements ?? noOverrides,
      portalContainer: external ? portalContainer : layer,
      portalNeedsScope: external,
      scope: { attributes, style },
      locale: locale ?? 'en-US',
      dir: dir ?? 'ltr',
      strings,
    }),
    [
      appearance,
      elements,
      external,
      portalContainer,
      layer,
      attributes,
      style,
      locale,
      dir,
      strings,
    ],
  );

  useEffect(() => {
    if (!deferLayers) scheduleDeferredModules();
  }, [deferLayers]);

  return (
    <UiContext.Provider value={value}>
      <div
        part="base"
        className={className ? `ui-root ${className}` : 'ui-root'}
        {...attributes}
        style={style}
        // A press inside is the user about to open something: load what opens now.
        onPointerDownCapture={loadDeferredModules}
        onKeyDownCapture={loadDeferredModules}
      >
        {children}
        <div className="ui-portal-layer" ref={setLayer} />
      </div>
    </UiContext.Provider>
  );
}
