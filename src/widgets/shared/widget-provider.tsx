import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createWidgetsClient, type TokenManager, type WidgetType } from '../../api/widgets';
import { WidgetContext, type WidgetContextValue } from './widget-context';
import { getSharedQueryClient } from './query-client-registry';
import { createElevatedAccessHolder } from './elevated-access-holder';
import { createWidgetStateReporter } from './widget-state-reporter';

export interface WidgetProviderProps {
  /** The custom element hosting the widget. */
  host: HTMLElement;
  /** Sent as `WorkOS-Widgets-Type` with every call. */
  widgetType: WidgetType;
  /** API base, e.g. from resolveApiBase. */
  baseUrl: string;
  /** The element's token manager. */
  tokens: TokenManager;
  /** Query client; default: the page-wide one for `baseUrl`. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives a widget its API client, query cache, host element and state reporting. */
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
      }),
    [baseUrl, widgetType, tokens, elevatedAccess],
  );
  const reportState = useMemo(() => createWidgetStateReporter(host), [host]);
  const sharedClient = queryClient ?? getSharedQueryClient(baseUrl);

  // The expiry timer and focus listener run only while the element is mounted.
  useEffect(() => tokens.connect(), [tokens]);

  const value = useMemo<WidgetContextValue>(
    () => ({
      client,
      queryClient: sharedClient,
      host,
      widgetType,
      tokens,
      elevatedAccess,
      reportState,
    }),
    [client, sharedClient, host, widgetType, tokens, elevatedAccess, reportState],
  );
  return (
    <WidgetContext.Provider value={value}>
      <QueryClientProvider client={sharedClient}>{children}</QueryClientProvider>
    </WidgetContext.Provider>
  );
}
