import { useContext } from 'react';
import { WidgetContext, type WidgetContextValue } from './widget-context';

/** The element root's context; throws when used outside a WidgetProvider (a wiring bug). */
export function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('[widgets] useWidgetContext must be used inside <WidgetProvider>.');
  return value;
}
