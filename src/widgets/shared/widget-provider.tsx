import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazyModule } from '../../ui';
import {
  createWidgetsClient,
  getPrefetch,
  loadHttpClient,
  type TokenManager,
  type WidgetsClient,
  type WidgetType,
} from '../../api/widgets';
import { WidgetContext, type WidgetContextValue } from './widget-context';
import { getSharedQueryClient } from './query-client-registry';
import { createElevatedAccessHolder } from './elevated-access-holder';
import { createWidgetStateReporter } from './widget-state-reporter';

// The API client's HTTP library (ky) loads with what the first paint does not need: a widget
// whose first reads were prefetched shows its first row without it.
lazyModule(loadHttpClient);

export interface WidgetProviderProps {
  /** The custom element hosting the widget. */
  host: HTMLElement;
  /** Sent as `WorkOS-Widgets-Type` with every call. */
  widgetType: WidgetType;
  /** API base, e.g. from resolveApiBase. */
  baseUrl: string;
  /** The element's token manager. */
  tokens: TokenManager;
  /** Query client for every identity; default: the page-wide one for `baseUrl` and the token's identity. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives a widget its API client, query caches, host element and state reporting. */
export function WidgetProvider({
  host,
  widgetType,
  baseUrl,
  tokens,
  queryClient,
  children,
}: WidgetProviderProps) {
  const [elevatedAccess] = useState(createElevatedAccessHolder);
  // The element, for the prefetched reads only while it is mounted (see createElementClient).
  const hostLink = useMemo<HostLink>(() => ({ current: host }), [host]);
  useEffect(() => {
    hostLink.current = host;
    return () => {
      hostLink.current = undefined;
    };
  }, [hostLink, host]);
  const client = useMemo(
    () => createElementClient(baseUrl, widgetType, tokens, elevatedAccess.get, hostLink),
    [baseUrl, widgetType, tokens, elevatedAccess, hostLink],
  );
  const reportState = useMemo(() => createWidgetStateReporter(host), [host]);
  const queryClientFor = useMemo(
    () =>
      queryClient
        ? () => queryClient
        : (identity: string) => getSharedQueryClient(baseUrl, identity),
    [queryClient, baseUrl],
  );

  // The expiry timer and focus listener run only while the element is mounted.
  useEffect(() => tokens.connect(), [tokens]);

  const value = useMemo<WidgetContextValue>(
    () => ({
      client,
      queryClientFor,
      host,
      widgetType,
      tokens,
      elevatedAccess,
      reportState,
    }),
    [client, queryClientFor, host, widgetType, tokens, elevatedAccess, reportState],
  );
  // The query cache is provided per identity inside the widget root (IdentityScope).
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>;
}

/** The element an API client takes its prefetched reads from; emptied when it unmounts. */
interface HostLink {
  current: HTMLElement | undefined;
}

/**
 * The API client of one element. The page-wide query cache keeps a query's last `queryFn` (and
 * so this client) after its widgets unmount, until the query is collected: nothing here may hold
 * the element itself, its shadow root or its React tree, only a link emptied on unmount (a
 * closure made inside the component would keep the whole render's scope, element included).
 */
function createElementClient(
  baseUrl: string,
  widgetType: WidgetType,
  tokens: TokenManager,
  getElevatedToken: () => string | undefined,
  hostLink: HostLink,
): WidgetsClient {
  return createWidgetsClient({
    baseUrl,
    widgetType,
    getToken: ({ forceRefresh, refused } = {}) =>
      forceRefresh ? tokens.refresh(refused) : tokens.getToken(),
    getElevatedToken,
    // The first reads the loader sent while the code downloaded (render-as-you-fetch).
    takePrefetched: async (...read) => {
      const host = hostLink.current;
      return host ? getPrefetch(host)?.take(...read) : undefined;
    },
  });
}
