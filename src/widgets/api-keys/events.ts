import { useCallback } from 'react';
import { useWidgetEvent } from '../shared';

/** Detail of `api-key-created`: never the secret. */
export interface ApiKeyCreatedDetail {
  id: string;
  name: string;
  /** Permission slugs the key carries. */
  permissions: string[];
  /** ISO date and time, or null for a key that never expires. */
  expiresAt: string | null;
}

/** Detail of `api-key-revoked`. */
export interface ApiKeyRevokedDetail {
  id: string;
  name: string;
}

/** Detail of `api-key-expiration-changed`. */
export interface ApiKeyExpirationChangedDetail {
  id: string;
  name: string;
  expiresAt: string | null;
}

/** Events of `<api-keys>` and their details. */
export interface ApiKeysEvents {
  'api-key-created': ApiKeyCreatedDetail;
  'api-key-revoked': ApiKeyRevokedDetail;
  'api-key-expiration-changed': ApiKeyExpirationChangedDetail;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useApiKeysEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof ApiKeysEvents>(name: Name, detail: ApiKeysEvents[Name]) =>
      dispatch(name, detail),
    [dispatch],
  );
}
