// Create, revoke and change expiration. Each refetches the list afterwards and announces a
// success with its event (never carrying the secret).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyRequest } from '../../api/widgets';
import { useWidgetApi } from '../shared';
import { useApiKeysEvent } from './events';
import type { ScopeConfig } from './model';
import { apiKeysKeys, changeApiKeyExpiration, createApiKey, revokeApiKey } from './queries';

function useRefetchKeys(scope: ScopeConfig) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list(scope) });
}

export function useCreateApiKey(scope: ScopeConfig) {
  const client = useWidgetApi();
  const refetch = useRefetchKeys(scope);
  const dispatch = useApiKeysEvent();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => createApiKey(client, scope, body),
    onSuccess: (created) => {
      dispatch('api-key-created', {
        id: created.id,
        name: created.name,
        permissions: created.permissions,
        expiresAt: created.expiresAt,
      });
    },
    onSettled: refetch,
  });
}

export function useRevokeApiKey(scope: ScopeConfig) {
  const client = useWidgetApi();
  const refetch = useRefetchKeys(scope);
  const dispatch = useApiKeysEvent();
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(client, scope, key.id),
    onSuccess: (_result, key) => dispatch('api-key-revoked', { id: key.id, name: key.name }),
    onSettled: refetch,
  });
}

export function useChangeExpiration(scope: ScopeConfig) {
  const client = useWidgetApi();
  const refetch = useRefetchKeys(scope);
  const dispatch = useApiKeysEvent();
  return useMutation({
    mutationFn: ({ key, expiresAt }: { key: ApiKey; expiresAt: string | null }) =>
      changeApiKeyExpiration(client, scope, key.id, expiresAt),
    onSuccess: (updated) =>
      dispatch('api-key-expiration-changed', {
        id: updated.id,
        name: updated.name,
        expiresAt: updated.expiresAt,
      }),
    onSettled: refetch,
  });
}
