// Where the dashboard's identity and product APIs live. Our server is same-origin, so every
// default comes from the page's own location; Vite env variables point elsewhere when needed.
import type { AuthClientOptions } from '../../api/auth';

const env = import.meta.env as Record<string, string | undefined>;

/** The OAuth client id of the dashboard (team conventions). */
export const DASHBOARD_CLIENT_ID = env.VITE_AUTH_CLIENT_ID || 'client_loyalty_dashboard';

/** Options for createAuthClient, read from VITE_AUTH_* or the page location. */
export function dashboardAuthOptions(): Omit<
  AuthClientOptions,
  'onStateChange' | 'onRefreshFailure'
> {
  const port = env.VITE_AUTH_API_PORT ? Number(env.VITE_AUTH_API_PORT) : undefined;
  return {
    clientId: DASHBOARD_CLIENT_ID,
    apiHostname: env.VITE_AUTH_API_HOSTNAME || window.location.host,
    https: env.VITE_AUTH_API_HTTPS
      ? env.VITE_AUTH_API_HTTPS !== 'false'
      : window.location.protocol === 'https:',
    ...(port ? { port } : {}),
    redirectUri: env.VITE_AUTH_REDIRECT_URI || `${window.location.origin}/callback`,
  };
}

/** Base URL of the product API; default `/api` on this origin. */
export const productApiBaseUrl = (): string =>
  env.VITE_PRODUCT_API_BASE || `${window.location.origin}/api`;

/** Where widgets reach the widgets API: host, port and scheme of the page (our server) unless configured. */
export function widgetApiAttributes(): { hostname: string; port: string; https: 'true' | 'false' } {
  return {
    hostname: env.VITE_WIDGETS_API_HOSTNAME || window.location.hostname,
    port: env.VITE_WIDGETS_API_PORT ?? window.location.port,
    https:
      (env.VITE_WIDGETS_API_HTTPS ?? String(window.location.protocol === 'https:')) === 'false'
        ? 'false'
        : 'true',
  };
}
