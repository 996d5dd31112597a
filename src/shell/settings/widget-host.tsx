// Hosts one kit element exactly as a partner page would: attributes for the API base, the
// appearance and the locale (the browser's language), and `authToken` set as a property to the
// auth client's getAccessToken. Each tag's code is loaded on its first use through the kit's autoloader (sharing the dashboard's React),
// so screens without widgets don't download it, and the tag is rendered once it is defined.
import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { Callout, Skeleton } from '../../ui';
import { ACCESS_TOKEN_FAILURE, accessTokenFailureReason } from '../auth/access-token';
import { verifySession } from '../auth/auth-provider';
import { widgetApiAttributes } from '../auth/auth-config';
import { useAuth } from '../auth/use-auth';
import { useThemePreference } from '../layout/theme-preference';
import { useDashboardLocale } from './use-dashboard-locale';
import { getAutoloader } from '../../elements/autoloader';

export const TOKEN_FAILURE_MESSAGE =
  'Failed to load authentication token. Please try refreshing the page.';

export interface WidgetHostProps {
  /** The custom element's tag, e.g. `users-management`. */
  tag: string;
  /** Properties set on the element besides `authToken` (functions, e.g. `switchToOrganization`); default none. */
  properties?: Record<string, unknown>;
  /** Attributes besides the API base and appearance (e.g. `variant`, `scope`); default none. */
  attributes?: Record<string, string>;
  /** The placeholder's height while the tag's code loads, in px; default 240. */
  placeholderHeight?: number;
  /** Class of the element; default `settings-widget`. */
  className?: string;
  /** Listeners for the element's events, by event name (e.g. `profile-updated`); default none. */
  events?: Record<string, (event: CustomEvent) => void>;
  /**
   * What shows instead of the element when it cannot run; default a danger callout (the page's
   * one message). A host beside the page's own content (the top bar) passes a compact state so
   * one failure does not show two alerts.
   */
  renderFailure?: (failure: WidgetHostFailure) => ReactNode;
}

/** Why the host shows no element: no token could be had, or the tag's code did not load. */
export interface WidgetHostFailure {
  kind: 'token' | 'kit';
  /** The auth client's reason for a token failure ('' when it gave none). */
  reason: string;
}

type TokenElement = HTMLElement & { authToken?: () => Promise<string> };

export function WidgetHost({
  tag,
  events,
  properties,
  attributes,
  placeholderHeight = 240,
  className = 'settings-widget',
  renderFailure,
}: WidgetHostProps) {
  const { getAccessToken } = useAuth();
  const { appearance } = useThemePreference();
  const locale = useDashboardLocale();
  const ref = useRef<TokenElement>(null);
  // Why no token could be had ('' when the auth client gave no reason); null while none failed.
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [kitState, setKitState] = useState<'loading' | 'ready' | 'error'>(() =>
    customElements.get(tag) ? 'ready' : 'loading',
  );

  useEffect(() => {
    if (kitState !== 'loading') return;
    let cancelled = false;
    // A failed load is forgotten by the autoloader: a later visit tries again.
    getAutoloader()
      .whenDefined(tag)
      .then(
        () => !cancelled && setKitState('ready'),
        () => !cancelled && setKitState('error'),
      );
    return () => {
      cancelled = true;
    };
  }, [kitState, tag]);

  useEffect(() => {
    let cancelled = false;
    getAccessToken().then(
      () => !cancelled && setTokenError(null),
      (error: unknown) => !cancelled && setTokenError(accessTokenFailureReason(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [getAccessToken]);

  // A widget that failed may have had its token refused (the session ended elsewhere): the shell
  // checks the session, which sends the user to sign in when it has ended.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWidgetError = () => void verifySession();
    element.addEventListener('error', onWidgetError);
    return () => element.removeEventListener('error', onWidgetError);
  }, [kitState, tokenError]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !events) return;
    const entries = Object.entries(events).map(
      ([name, listener]) => [name, (event: Event) => listener(event as CustomEvent)] as const,
    );
    for (const [name, listener] of entries) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of entries) element.removeEventListener(name, listener);
    };
  }, [events, kitState, tokenError]);

  // A property, not an attribute: the element calls the function whenever it needs a fresh token.
  useEffect(() => {
    if (ref.current) ref.current.authToken = getAccessToken;
  }, [getAccessToken, tokenError, kitState]);

  useEffect(() => {
    if (ref.current && properties) Object.assign(ref.current, properties);
  }, [properties, tokenError, kitState]);

  if (tokenError !== null && renderFailure)
    return renderFailure({ kind: 'token', reason: tokenError });
  if (kitState === 'error' && renderFailure) return renderFailure({ kind: 'kit', reason: '' });
  if (tokenError !== null) {
    return (
      <Callout color="danger" title={ACCESS_TOKEN_FAILURE}>
        {tokenError || TOKEN_FAILURE_MESSAGE}
      </Callout>
    );
  }
  if (kitState === 'error') {
    return (
      <Callout color="danger" title="Error">
        The widget could not be loaded. Please check your connection and refresh the page.
      </Callout>
    );
  }
  if (kitState === 'loading') {
    return (
      <div role="status" aria-label="Loading widget">
        <Skeleton shape="rect" height={placeholderHeight} />
      </div>
    );
  }
  const api = widgetApiAttributes();
  return createElement(tag, {
    ref,
    className,
    ...attributes,
    'api-hostname': api.hostname,
    ...(api.port ? { 'api-port': api.port } : {}),
    'api-https': api.https,
    appearance,
    locale,
  });
}
