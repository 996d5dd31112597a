// The UserManagement resource's writes (API-CONTRACT.md §2): apart from queries.ts so they come
// with the dialogs' chunk (use-member-mutations), not before the first rows.
import type {
  IdSuccessResponse,
  InviteUserRequest,
  SuccessResponse,
  WidgetsClient,
} from '../../api/widgets';
import { userManagementPaths } from './queries';

export function inviteUser(client: WidgetsClient, body: InviteUserRequest) {
  return client.post<SuccessResponse>(userManagementPaths.inviteUser, { json: body });
}

export function resendInvite(client: WidgetsClient, id: string) {
  return client.post<IdSuccessResponse>(userManagementPaths.resendInvite(id));
}

export function revokeInvite(client: WidgetsClient, id: string) {
  return client.delete<IdSuccessResponse>(userManagementPaths.invite(id));
}

export function removeMember(client: WidgetsClient, id: string) {
  return client.delete<IdSuccessResponse>(userManagementPaths.member(id));
}

export function updateMemberRoles(client: WidgetsClient, id: string, roles: string[]) {
  return client.post<IdSuccessResponse>(userManagementPaths.member(id), { json: { roles } });
}
