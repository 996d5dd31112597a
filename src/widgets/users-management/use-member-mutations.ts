// One react-query mutation per member action. Each refetches the list on success (SPEC.md §4)
// and announces the completed action with its event.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, WidgetsClient } from '../../api/widgets';
import { useWidgetApi } from '../shared';
import { useUsersManagementEvent } from './events';
import { PAGE_SIZE } from './model';
import {
  inviteUser,
  removeMember,
  resendInvite,
  revokeInvite,
  updateMemberRoles,
} from './member-writes';
import { listMembers, userManagementKeys } from './queries';

function useRefetchMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userManagementKeys.members() });
}

// The invite answer carries no id; find the new invitation by its exact address.
async function findMemberId(client: WidgetsClient, email: string): Promise<string | null> {
  try {
    const page = await listMembers(client, { limit: PAGE_SIZE, search: email });
    const wanted = email.toLowerCase();
    return page.data.find((member) => member.email.toLowerCase() === wanted)?.id ?? null;
  } catch {
    return null;
  }
}

export function useInviteUser() {
  const client = useWidgetApi();
  const refetch = useRefetchMembers();
  const dispatch = useUsersManagementEvent();
  return useMutation({
    mutationFn: (input: { email: string; roles: string[] }) => inviteUser(client, input),
    onSuccess: (_result, input) => {
      void refetch();
      // Announced once the id is known; the dialog does not wait for it.
      void findMemberId(client, input.email).then((id) =>
        dispatch('member-invited', { id, email: input.email, roles: input.roles }),
      );
    },
  });
}

export function useUpdateMemberRoles() {
  const client = useWidgetApi();
  const refetch = useRefetchMembers();
  const dispatch = useUsersManagementEvent();
  return useMutation({
    mutationFn: (input: { member: Member; roles: string[] }) =>
      updateMemberRoles(client, input.member.id, input.roles),
    onSuccess: (_result, { member, roles }) => {
      void refetch();
      dispatch('member-role-changed', { id: member.id, email: member.email, roles });
    },
  });
}

export function useRemoveMember() {
  const client = useWidgetApi();
  const refetch = useRefetchMembers();
  const dispatch = useUsersManagementEvent();
  return useMutation({
    mutationFn: (member: Member) => removeMember(client, member.id),
    onSuccess: (_result, member) => {
      void refetch();
      dispatch('member-removed', { id: member.id, email: member.email });
    },
  });
}

export function useResendInvite() {
  const client = useWidgetApi();
  const refetch = useRefetchMembers();
  const dispatch = useUsersManagementEvent();
  return useMutation({
    mutationFn: (member: Member) => resendInvite(client, member.id),
    onSuccess: (_result, member) => {
      void refetch();
      dispatch('invite-resent', { id: member.id, email: member.email });
    },
  });
}

export function useRevokeInvite() {
  const client = useWidgetApi();
  const refetch = useRefetchMembers();
  const dispatch = useUsersManagementEvent();
  return useMutation({
    mutationFn: (member: Member) => revokeInvite(client, member.id),
    onSuccess: (_result, member) => {
      void refetch();
      dispatch('invite-revoked', { id: member.id, email: member.email });
    },
  });
}
