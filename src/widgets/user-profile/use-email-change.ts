import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Profile,
  SendEmailChangeResponse,
  VerifyEmailChangeResponse,
} from '../../api/widgets';
import { meQueryOptions, parseExpiresAt, useWidgetApi, type ElevatedAccess } from '../shared';
import { useUserProfileEvent } from './events';

const base = '/_widgets/UserProfile';

/** Mails a code to the new address (elevated); resolves with when it expires. */
export function useSendEmailChange() {
  const client = useWidgetApi();
  return useMutation({
    mutationFn: (newEmail: string) =>
      client.post<SendEmailChangeResponse>(`${base}/send-email-change`, { json: { newEmail } }),
  });
}

/**
 * Confirms the change with the code; the shared profile cache takes the new address, the fresh
 * elevated token is held, and `email-changed` is announced.
 */
export function useVerifyEmailChange(elevated: ElevatedAccess) {
  const client = useWidgetApi();
  const queryClient = useQueryClient();
  const dispatch = useUserProfileEvent();
  return useMutation({
    mutationFn: (code: string) =>
      client.post<VerifyEmailChangeResponse>(`${base}/verify-email-change`, { json: { code } }),
    onSuccess: (response) => {
      queryClient.setQueryData<Profile>(meQueryOptions(client).queryKey, response.user);
      elevated.grant(response.elevatedAccessToken, parseExpiresAt(response.expiresAt));
      dispatch('email-changed', { email: response.user.email });
    },
  });
}
