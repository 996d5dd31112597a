// The sessions resource: fetchers, the list's query options and its key.
import { queryOptions } from '@tanstack/react-query';
import type {
  ListSessionsResponse,
  RevokeAllSessionsRequest,
  SuccessResponse,
  WidgetsClient,
} from '../../api/widgets';
import { widgetQueryKey } from '../shared';

const base = '/_widgets/UserProfile/sessions';

export const sessionsKey = () => widgetQueryKey(base);

export function listSessions(client: WidgetsClient, signal?: AbortSignal) {
  return client.get<ListSessionsResponse>(base, { signal });
}

export function revokeSession(client: WidgetsClient, sessionId: string) {
  return client.delete<SuccessResponse>(`${base}/revoke/${encodeURIComponent(sessionId)}`);
}

export function revokeOtherSessions(client: WidgetsClient, body: RevokeAllSessionsRequest) {
  return client.delete<SuccessResponse>(`${base}/revoke-all`, { json: body });
}

export function sessionsQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: sessionsKey(),
    queryFn: ({ signal }) => listSessions(client, signal),
  });
}
