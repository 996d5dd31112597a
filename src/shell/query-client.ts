import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './auth/session-check';

export interface DashboardQueryClientOptions {
  /** Called when a product API call was refused with 401 (the shell then checks the session). */
  onUnauthorized?: () => void;
}

/**
 * The dashboard's query defaults (SPEC.md §7, §9): data stale after 5 minutes, retried once. A
 * 401 from any query or mutation is reported to `onUnauthorized`.
 */
export function createDashboardQueryClient(options: DashboardQueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
