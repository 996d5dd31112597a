// The UserManagement resource of the widgets API (API-CONTRACT.md §2): paths, the reads' fetchers,
// query keys and queryOptions factories. The client is the element root's (base URL, widget type,
// token). The writes are in member-writes.ts, which only the dialogs' chunk imports.
import { queryOptions } from '@tanstack/react-query';
import type { ListMembersResponse, RolesAndConfig, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';
import type { MembersQuery } from './model';

const base = '/_widgets/UserManagement';

export const userManagementPaths = {
  members: `${base}/members`,
  member: (id: string) => `${base}/members/${encodeURIComponent(id)}`,
  rolesAndConfig: `${base}/roles-and-config`,
  inviteUser: `${base}/invite-user`,
  invite: (id: string) => `${base}/invites/${encodeURIComponent(id)}`,
  resendInvite: (id: string) => `${base}/invites/${encodeURIComponent(id)}/resend`,
} as const;

/** Query keys; the query client is already one per API base (see widgetQueryKey). */
export const userManagementKeys = {
  /** Every members page, for invalidation after a mutation. */
  members: () => widgetQueryKey(userManagementPaths.members),
  membersPage: (query: MembersQuery) => widgetQueryKey(userManagementPaths.members, query),
  rolesAndConfig: () => widgetQueryKey(userManagementPaths.rolesAndConfig),
};

export function listMembers(
  client: WidgetsClient,
  query: MembersQuery,
  signal?: AbortSignal,
): Promise<ListMembersResponse> {
  return client.get<ListMembersResponse>(userManagementPaths.members, {
    searchParams: { ...query },
    signal,
  });
}

export function getRolesAndConfig(
  client: WidgetsClient,
  signal?: AbortSignal,
): Promise<RolesAndConfig> {
  return client.get<RolesAndConfig>(userManagementPaths.rolesAndConfig, { signal });
}

export function membersQueryOptions(client: WidgetsClient, query: MembersQuery) {
  return queryOptions({
    queryKey: userManagementKeys.membersPage(query),
    queryFn: ({ signal }) => listMembers(client, query, signal),
  });
}

export function rolesAndConfigQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: userManagementKeys.rolesAndConfig(),
    queryFn: ({ signal }) => getRolesAndConfig(client, signal),
  });
}
