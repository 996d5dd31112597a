import { queryOptions } from '@tanstack/react-query';
import { getMe, userProfilePaths, type WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from './widget-query-key';

/**
 * The signed-in user's profile (`GET /_widgets/UserProfile/me`). Every widget that needs it uses
 * these options, so a page with several widgets fetches the profile once.
 */
export function meQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: widgetQueryKey(userProfilePaths.me),
    queryFn: ({ signal }) => getMe(client, signal),
  });
}
