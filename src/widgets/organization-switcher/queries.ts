// The caller's organizations (API-CONTRACT.md §2, GET /_widgets/UserManagement/organizations).
import { queryOptions } from '@tanstack/react-query';
import type { ListOrganizationsResponse, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';

export const organizationsPath = '/_widgets/UserManagement/organizations';

export function organizationsQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: widgetQueryKey(organizationsPath),
    queryFn: ({ signal }) => client.get<ListOrganizationsResponse>(organizationsPath, { signal }),
    select: (response) => response.data,
    // Shown inline in the switcher's small space instead of the full error fallback.
    throwOnError: false,
  });
}
