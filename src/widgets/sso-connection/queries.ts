// The SSO connections resource of the widgets API (API-CONTRACT.md §2, admin portal).
import { queryOptions } from '@tanstack/react-query';
import type { SsoConnection, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';

export const ssoConnectionsPath = '/_widgets/admin-portal/sso-connections';

export function listSsoConnections(
  client: WidgetsClient,
  signal?: AbortSignal,
): Promise<SsoConnection[]> {
  return client.get<SsoConnection[]>(ssoConnectionsPath, { signal });
}

export function ssoConnectionsQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: widgetQueryKey(ssoConnectionsPath),
    queryFn: ({ signal }) => listSsoConnections(client, signal),
  });
}
