import { useSyncExternalStore } from 'react';
import type { AccessTokenClaims } from '../../api/jwt';
import { useWidgetContext } from './use-widget-context';

/** Claims of the element's current access token (e.g. `sid` for "This device"), once one is held. */
export function useAccessTokenClaims(): AccessTokenClaims | undefined {
  const { tokens } = useWidgetContext();
  return useSyncExternalStore(tokens.subscribe, tokens.claims, tokens.claims);
}
