import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazyModule } from '../../ui';
import {
  createWidgetsClient,
  getPrefetch,
  loadHttpClient,
  type TokenManager,
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
  const client = useMemo(
    () =>
      createWidgetsClient({
        baseUrl,
        widgetType,
        getToken: ({ forceRefresh, refused } = {}) =>
          forceRefresh ? tokens.refresh(refused) : tokens.getToken(),
        getElevatedToken: elevatedAccess.get,
        // The first reads the loader sent while the code downloaded (render-as-you-fetch).
        takePrefetched: async (...read) => getPrefetch(host)?.take(...read),
      }),
    [baseUrl, widgetType, tokens, elevatedAccess, host],
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
