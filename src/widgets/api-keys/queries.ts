// The ApiKeys / UserApiKeys resources of the widgets API (API-CONTRACT.md §2): fetchers, keys
// and queryOptions factories, for the scope's paths.
import { queryOptions } from '@tanstack/react-query';
import type {
  ApiKey,
  CreateApiKeyRequest,
  CreatedApiKey,
  ListApiKeyPermissionsResponse,
  ListApiKeysResponse,
  SuccessResponse,
  WidgetsClient,
} from '../../api/widgets';
import { widgetQueryKey } from '../shared';
import { PAGE_SIZE, type ScopeConfig } from './model';

export interface KeysQuery {
  search?: string;
  before?: string;
  after?: string;
}

export const apiKeysKeys = {
  list: (scope: ScopeConfig) => widgetQueryKey(scope.listPath),
  page: (scope: ScopeConfig, query: KeysQuery) => widgetQueryKey(scope.listPath, query),
  permissions: (scope: ScopeConfig) => widgetQueryKey(`${scope.basePath}/permissions`),
};

const keyPath = (scope: ScopeConfig, id: string) => `${scope.basePath}/${encodeURIComponent(id)}`;

export function keysPageQueryOptions(client: WidgetsClient, scope: ScopeConfig, query: KeysQuery) {
  return queryOptions({
    queryKey: apiKeysKeys.page(scope, query),
    queryFn: ({ signal }) =>
      client.get<ListApiKeysResponse>(scope.listPath, {
        searchParams: { limit: PAGE_SIZE, ...query },
        signal,
      }),
  });
}

export function permissionsQueryOptions(client: WidgetsClient, scope: ScopeConfig) {
  return queryOptions({
    queryKey: apiKeysKeys.permissions(scope),
    queryFn: ({ signal }) =>
      client.get<ListApiKeyPermissionsResponse>(`${scope.basePath}/permissions`, {
        searchParams: { limit: 100 },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function createApiKey(client: WidgetsClient, scope: ScopeConfig, body: CreateApiKeyRequest) {
  return client.post<CreatedApiKey>(scope.listPath, { json: body });
}

export function revokeApiKey(client: WidgetsClient, scope: ScopeConfig, id: string) {
  return client.delete<SuccessResponse>(keyPath(scope, id));
}

export function changeApiKeyExpiration(
  client: WidgetsClient,
  scope: ScopeConfig,
  id: string,
  expiresAt: string | null,
) {
  return client.post<ApiKey>(`${keyPath(scope, id)}/expire`, { json: { expiresAt } });
}
