// What the dashboard hands <organization-switcher> as `switchToOrganization`, as a partner hands
// theirs: find the product organization of the chosen identity organization, switch the session
// to it and reload. A failure rejects so the element shows it; a refused switch goes to sign-in.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../auth/use-auth';
import { membershipsQueryOptions, useProductClient } from './organization-queries';
import { idpOrganizationIdOf } from './organization-store';
import { useSelectOrganization } from './use-select-organization';

export function useSwitchToOrganization(): (request: { organizationId: string }) => Promise<void> {
  const select = useSelectOrganization();
  const queryClient = useQueryClient();
  const client = useProductClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(
    async ({ organizationId }) => {
      const memberships = await queryClient.fetchQuery(membershipsQueryOptions(client, userId));
      const organization = memberships.find((item) => idpOrganizationIdOf(item) === organizationId);
      if (!organization) {
        throw new Error('This organization is not set up for the loyalty program yet.');
      }
      await select(organization, { failure: 'throw' });
    },
    [queryClient, client, userId, select],
  );
}
