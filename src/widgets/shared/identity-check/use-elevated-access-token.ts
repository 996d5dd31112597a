import { useSyncExternalStore } from 'react';
import { useWidgetContext } from '../use-widget-context';

/**
 * The elevated-access token of this element root and its setter. While a token is held the
 * client sends it as `x-elevated-access-token` on every mutation; set undefined to drop it
 * (the widget owns expiry: SPEC §4 "Elevated access").
 */
export function useElevatedAccessToken(): [
  string | undefined,
  (token: string | undefined) => void,
] {
  const { elevatedAccess } = useWidgetContext();
  const token = useSyncExternalStore(
    elevatedAccess.subscribe,
    elevatedAccess.get,
    elevatedAccess.get,
  );
  return [token, elevatedAccess.set];
}
