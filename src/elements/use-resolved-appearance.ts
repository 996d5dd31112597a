import { useSyncExternalStore } from 'react';
import type { Appearance } from '../ui';
import { getPageAppearance, subscribePageAppearance } from './page-appearance';

const noop = (): (() => void) => () => {};

/**
 * The appearance to render: `light` or `dark` as given; `inherit`, empty or anything else
 * follows the page and re-renders when the page switches.
 */
export function useResolvedAppearance(attribute: string | undefined): Appearance {
  const fixed = attribute === 'light' || attribute === 'dark' ? attribute : undefined;
  const page = useSyncExternalStore(
    fixed ? noop : subscribePageAppearance,
    getPageAppearance,
    () => 'light' as const,
  );
  return fixed ?? page;
}
