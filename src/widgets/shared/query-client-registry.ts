import { QueryClient, type Query } from '@tanstack/react-query';
import { isWidgetApiError, isWidgetAuthTokenError, isWidgetNetworkError } from '../../api/widgets';

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

/** How often a query showing a passing failure tries again on its own. */
export const TRANSIENT_RETRY_INTERVAL_MS = 5000;

/**
 * A failure that may pass by itself: no answer (server down, network), 408, 429, a 5xx, or the
 * host's token function throwing (its own sign-in may be refreshing or offline).
 */
export function isTransientWidgetError(error: unknown): boolean {
  if (isWidgetNetworkError(error)) return true;
  if (isWidgetAuthTokenError(error)) return error.reason === 'failed';
  return (
    isWidgetApiError(error) && (error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

/**
 * While a query shows a passing failure, fetch it again every few seconds, so a widget whose
 * server restarted recovers by itself instead of waiting for a click on Retry.
 */
export function transientRetryInterval(query: Pick<Query, 'state'>): number | false {
  return query.state.status === 'error' && isTransientWidgetError(query.state.error)
    ? TRANSIENT_RETRY_INTERVAL_MS
    : false;
}

const failed = (query: Query) => query.state.status === 'error';

/** Whether any query of the client shows a failure. */
export function hasFailedQueries(client: QueryClient): boolean {
  return client.getQueryCache().findAll({ predicate: failed }).length > 0;
}

/**
 * Fetches the client's failed queries again in the background (their widget may be showing the
 * failure fallback, so nothing observes them). True when there were some and none failed again:
 * the widget can then be rendered again from the cache without a loading flash.
 */
export async function refetchFailedQueries(client: QueryClient): Promise<boolean> {
  if (!hasFailedQueries(client)) return false;
  await client.refetchQueries({ predicate: failed }, { throwOnError: false });
  return !hasFailedQueries(client);
}

/** A query client with the kit's defaults (exported for tests; elements use the shared one). */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryWidgetQuery,
        refetchInterval: transientRetryInterval,
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
