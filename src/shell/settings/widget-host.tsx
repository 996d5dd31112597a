// Hosts one kit element exactly as a partner page would: attributes for the API base and the
// appearance, and `authToken` set as a property to the auth client's getAccessToken.
import { createElement, useEffect, useRef, useState } from 'react';
import '../../elements';
import { Callout } from '../../ui';
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

export function WidgetHost({ tag }: WidgetHostProps) {
  const { getAccessToken } = useAuth();
  const { appearance } = useThemePreference();
  const ref = useRef<TokenElement>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    getAccessToken().then(
      () => !cancelled && setTokenError(null),
      (error: unknown) =>
        !cancelled &&
        setTokenError(
          error instanceof Error && error.message ? error.message : TOKEN_FAILURE_MESSAGE,
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [getAccessToken]);

  // A property, not an attribute: the element calls the function whenever it needs a fresh token.
  useEffect(() => {
    if (ref.current) ref.current.authToken = getAccessToken;
  }, [getAccessToken, tokenError]);

  if (tokenError) {
    return (
      <Callout color="danger" title="Error">
        {tokenError || TOKEN_FAILURE_MESSAGE}
      </Callout>
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
