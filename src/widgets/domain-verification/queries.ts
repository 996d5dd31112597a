// The organization-domains resource of the widgets API (API-CONTRACT.md §2, admin portal).
import { queryOptions } from '@tanstack/react-query';
import type { Domain, ListDomainsResponse, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';

const base = '/_widgets/admin-portal/organization-domains';

export const domainPaths = {
  list: base,
  domain: (id: string) => `${base}/${encodeURIComponent(id)}`,
  reverify: (id: string) => `${base}/${encodeURIComponent(id)}/reverify`,
} as const;

export const domainKeys = {
  list: () => widgetQueryKey(domainPaths.list),
};

export function listDomains(client: WidgetsClient, signal?: AbortSignal) {
  return client.get<ListDomainsResponse>(domainPaths.list, { signal });
}

export function removeDomain(client: WidgetsClient, id: string) {
  return client.delete<Domain>(domainPaths.domain(id));
}

export function reverifyDomain(client: WidgetsClient, id: string) {
  return client.post<Domain>(domainPaths.reverify(id));
}

export function domainsQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: domainKeys.list(),
    queryFn: ({ signal }) => listDomains(client, signal),
  });
}
