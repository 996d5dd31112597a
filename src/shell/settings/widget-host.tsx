// Hosts one kit element exactly as a partner page would: attributes for the API base and the
// appearance, and `authToken` set as a property to the auth client's getAccessToken. The kit is
// loaded on first use, so screens without widgets don't download it, and the tag is rendered
// only once it is defined (a property set before definition would shadow the element's own).
import { createElement, useEffect, useRef, useState } from 'react';
import { Callout, Skeleton } from '../../ui';
import { ACCESS_TOKEN_FAILURE, accessTokenFailureReason } from '../auth/access-token';
import { widgetApiAttributes } from '../auth/auth-config';
import { useAuth } from '../auth/use-auth';
import { useThemePreference } from '../layout/theme-preference';

export const TOKEN_FAILURE_MESSAGE =
  'Failed to load authentication token. Please try refreshing the page.';

export interface WidgetHostProps {
  /** The custom element's tag, e.g. `users-management`. */
  tag: string;
}

type TokenElement = HTMLElement & { authToken?: () => Promise<string> };

let kit: Promise<unknown> | undefined;
const loadKit = () => (kit ??= import('../../elements'));

export function WidgetHost({ tag }: WidgetHostProps) {
  const { getAccessToken } = useAuth();
  const { appearance } = useThemePreference();
  const ref = useRef<TokenElement>(null);
  // Why no token could be had ('' when the auth client gave no reason); null while none failed.
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [kitState, setKitState] = useState<'loading' | 'ready' | 'error'>(() =>
    customElements.get(tag) ? 'ready' : 'loading',
  );

  useEffect(() => {
    if (kitState !== 'loading') return;
    let cancelled = false;
    loadKit().then(
      () => !cancelled && setKitState('ready'),
      () => {
        kit = undefined; // A later visit may try again.
        if (!cancelled) setKitState('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kitState]);

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

  // A property, not an attribute: the element calls the function whenever it needs a fresh token.
  useEffect(() => {
    if (ref.current) ref.current.authToken = getAccessToken;
  }, [getAccessToken, tokenError, kitState]);

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
        <Skeleton shape="rect" height={240} />
      </div>
    );
  }
  const api = widgetApiAttributes();
  return createElement(tag, {
    ref,
    className: 'settings-widget',
    'api-hostname': api.hostname,
    ...(api.port ? { 'api-port': api.port } : {}),
    'api-https': api.https,
    appearance,
  });
}
