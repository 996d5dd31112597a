import { useCallback } from 'react';
import { useWidgetEvent } from '../shared';

/** Detail of `session-revoked`. */
export interface SessionRevokedDetail {
  /** The ended session's id. */
  id: string;
}

/** Events of `<user-sessions>` and their details. */
export interface UserSessionsEvents {
  'session-revoked': SessionRevokedDetail;
  'other-sessions-revoked': Record<string, never>;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useUserSessionsEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof UserSessionsEvents>(name: Name, detail: UserSessionsEvents[Name]) =>
      dispatch(name, detail),
    [dispatch],
  );
}
