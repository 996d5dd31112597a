// Remove and reverify; both refetch the list (SPEC.md §7) and announce the action.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Domain } from '../../api/widgets';
import { useWidgetApi } from '../shared';
import { useDomainVerificationEvent } from './events';
import { domainKeys, removeDomain, reverifyDomain } from './queries';

function useRefetchDomains() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKeys.list() });
}

export function useRemoveDomain() {
  const client = useWidgetApi();
  const refetch = useRefetchDomains();
  const dispatch = useDomainVerificationEvent();
  return useMutation({
    mutationFn: (domain: Domain) => removeDomain(client, domain.id),
    onSuccess: (_result, domain) => {
      void refetch();
      dispatch('domain-removed', { id: domain.id, domain: domain.domain });
    },
  });
}

export function useReverifyDomain() {
  const client = useWidgetApi();
  const refetch = useRefetchDomains();
  const dispatch = useDomainVerificationEvent();
  return useMutation({
    mutationFn: (domain: Domain) => {
      dispatch('domain-reverify-requested', { id: domain.id, domain: domain.domain });
      return reverifyDomain(client, domain.id);
    },
    onSettled: () => void refetch(),
  });
}
