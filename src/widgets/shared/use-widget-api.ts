import type { WidgetsClient } from '../../api/widgets';
import { useWidgetContext } from './use-widget-context';

/** The typed widgets API client of this element root (base URL, widget type and token). */
export function useWidgetApi(): WidgetsClient {
  return useWidgetContext().client;
}
