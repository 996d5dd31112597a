import { QueryClient } from '@tanstack/react-query';

/** The dashboard's query defaults (SPEC.md §7, §9): data stale after 5 minutes, retried once. */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
