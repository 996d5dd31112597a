// Sign out of one session or of all others. Each refetches the list afterwards, failed or not
// (SPEC.md §2: the list refreshes after each sign-out), and announces a success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWidgetApi } from '../shared';
import { useUserSessionsEvent } from './events';
import { revokeOtherSessions, revokeSession, sessionsKey } from './queries';

function useRefetchSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey() });
}

export function useRevokeSession() {
  const client = useWidgetApi();
  const refetch = useRefetchSessions();
  const dispatch = useUserSessionsEvent();
  return useMutation({
    mutationFn: (sessionId: string) => revokeSession(client, sessionId),
    onSuccess: (_result, id) => {
      dispatch('session-revoked', { id });
    },
    onSettled: refetch,
  });
}

export function useRevokeOtherSessions() {
  const client = useWidgetApi();
  const refetch = useRefetchSessions();
  const dispatch = useUserSessionsEvent();
  return useMutation({
    mutationFn: (currentSessionId: string) => revokeOtherSessions(client, { currentSessionId }),
    onSuccess: () => {
      dispatch('other-sessions-revoked', {});
    },
    onSettled: refetch,
  });
}
