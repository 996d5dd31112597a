// Query keys, options and hooks of the product organizations (API-CONTRACT.md §3).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createProductClient,
  type CreateOrganizationInput,
  type ProductClient,
} from '../../api/product';
import { productApiBaseUrl } from '../auth/auth-config';
import { useAuth } from '../auth/use-auth';

export const organizationKeys = {
  all: ['organizations'] as const,
  memberships: (userId: string | null) => ['organizations', 'memberships', userId] as const,
};

/** Memberships of the signed-in user; retried 3 times (SPEC.md §7). */
export const membershipsQueryOptions = (client: ProductClient, userId: string | null) =>
  queryOptions({
    queryKey: organizationKeys.memberships(userId),
    queryFn: () => client.listOrganizationMemberships(),
    retry: 3,
    enabled: userId !== null,
  });

/** The product API client bound to the session's access token. */
export function useProductClient(): ProductClient {
  const { getAccessToken } = useAuth();
  return useMemo(
    () => createProductClient({ baseUrl: productApiBaseUrl(), getAccessToken }),
    [getAccessToken],
  );
}

export function useMemberships() {
  const client = useProductClient();
  const { user } = useAuth();
  return useQuery(membershipsQueryOptions(client, user?.id ?? null));
}

/** Creates an organization; success refreshes the organizations cache. */
export function useCreateOrganization() {
  const client = useProductClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput) => client.createOrganization(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
