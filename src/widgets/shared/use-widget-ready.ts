import { useEffect } from 'react';
import { useWidgetContext } from './use-widget-context';

/**
 * Marks the widget ready once `ready` is true (its first data is on screen): the host gets
 * `data-state="ready"` and a `ready` event, once per load. Call it in the widget's root
 * component, e.g. `useWidgetReady(!membersQuery.isPending)`.
 */
export function useWidgetReady(ready: boolean): void {
  const { reportState } = useWidgetContext();
  useEffect(() => {
    if (ready) reportState('ready');
  }, [ready, reportState]);
}
