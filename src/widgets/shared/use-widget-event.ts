import { useCallback } from 'react';
import { useWidgetContext } from './use-widget-context';

/**
 * Returns `dispatch(name, detail)`, which fires a bubbling, composed CustomEvent from the host
 * element so the page hears it through the shadow boundary. Names are kebab-case, past tense.
 */
export function useWidgetEvent(): <Detail>(name: string, detail: Detail) => boolean {
  const { host } = useWidgetContext();
  return useCallback(
    <Detail>(name: string, detail: Detail) =>
      host.dispatchEvent(new CustomEvent<Detail>(name, { detail, bubbles: true, composed: true })),
    [host],
  );
}
