import { QueryClient } from '@tanstack/react-query';
import { isWidgetApiError, isWidgetAuthTokenError } from '../../api/widgets';

/** Query clients by API base, then by identity. */
const clients = new Map<string, Map<string, QueryClient>>();

/**
 * Retry a failed query once, but never a client error (4xx: retrying cannot help) and never a
 * missing token (the element recovers when a token is set).
 */
export function shouldRetryWidgetQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isWidgetAuthTokenError(error)) return false;
  if (isWidgetApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

/** A query client with the kit's defaults (exported for tests; elements use the shared one). */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryWidgetQuery,
        // A failed first load has nothing to show: let the widget root's fallback take over.
        // Widgets override this per query when they show the error inline.
        throwOnError: (_error, query) => query.state.data === undefined,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one QueryClient for an API base and identity (the token's subject and organization, see
 * IdentityScope), shared by every element on the page with that identity, so two widgets asking
 * for the same resource share one fetch and one cache, and another user's or organization's
 * token never sees it.
 */
export function getSharedQueryClient(baseUrl: string, identity: string): QueryClient {
  let byIdentity = clients.get(baseUrl);
  if (!byIdentity) {
    byIdentity = new Map();
    clients.set(baseUrl, byIdentity);
  }
  let client = byIdentity.get(identity);
  if (!client) {
    client = createWidgetQueryClient();
    byIdentity.set(identity, client);
  }
  return client;
}

/** Empties the shared caches of every identity for an API base (test isolation). */
export function clearSharedQueryClients(baseUrl: string): void {
  for (const client of clients.get(baseUrl)?.values() ?? []) client.clear();
}
