import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMe, type Profile, type UpdateProfileRequest } from '../../api/widgets';
import { meQueryOptions, useWidgetApi } from '../shared';
import { useUserProfileEvent } from './events';
import { mergeSavedName } from './model';

/**
 * Saves the first and last name, updates the shared profile cache (a field keeps its old value
 * when the response's is empty, SPEC.md §5) and announces `profile-updated`.
 */
export function useUpdateName() {
  const client = useWidgetApi();
  const queryClient = useQueryClient();
  const dispatch = useUserProfileEvent();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => updateMe(client, body),
    onSuccess: (saved) => {
      const { queryKey } = meQueryOptions(client);
      queryClient.setQueryData<Profile>(queryKey, (previous) =>
        previous ? mergeSavedName(previous, saved) : saved,
      );
      dispatch('profile-updated', { firstName: saved.firstName, lastName: saved.lastName });
    },
  });
}
