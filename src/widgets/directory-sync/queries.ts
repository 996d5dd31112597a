// The directory sync resource of the widgets API (anchor-widgets.md §2): one list, which brings
// the admin portal link with it.
import { queryOptions } from '@tanstack/react-query';
import type { ListDirectoriesResponse, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';

export const directoriesPath = '/_widgets/directory-sync/directories';

export function listDirectories(
  client: WidgetsClient,
  signal?: AbortSignal,
): Promise<ListDirectoriesResponse> {
  return client.get<ListDirectoriesResponse>(directoriesPath, { signal });
}

export function directoriesQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: widgetQueryKey(directoriesPath),
    queryFn: ({ signal }) => listDirectories(client, signal),
  });
}
