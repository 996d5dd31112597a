import { useEffect } from 'react';
import { scheduleDeferredModules } from '../../ui';
import { useWidgetContext } from './use-widget-context';

/**
 * Marks the widget ready once `ready` is true (its first data is on screen): the host gets
 * `data-state="ready"` and a `ready` event, once per load. Call it in the widget's root
 * component, e.g. `useWidgetReady(!membersQuery.isPending)`. Once the first data is painted,
 * the code deferred past it (menus, dialogs, forms) loads while the browser is idle.
 */
export function useWidgetReady(ready: boolean): void {
  const { reportState } = useWidgetContext();
  useEffect(() => {
    if (!ready) return;
    reportState('ready');
    scheduleDeferredModules();
  }, [ready, reportState]);
}
