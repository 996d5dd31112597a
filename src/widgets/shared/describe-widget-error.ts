import {
  isWidgetApiError,
  isWidgetAuthTokenError,
  isWidgetConfigurationError,
  isWidgetNetworkError,
  type WidgetType,
} from '../../api/widgets';
import { englishSharedStrings, type SharedStrings } from './translate';

/** Where the "Incorrect permissions." message points. */
export const PERMISSIONS_DOCS_URL = 'https://workos.com/docs/widgets';

/** What the error fallback shows (SPEC.md §8). */
export interface WidgetErrorDescription {
  kind:
    | 'network'
    | 'no-token'
    | 'token-source-failed'
    | 'token-expired'
    | 'token-invalid'
    | 'session-ended'
    | 'configuration'
    | 'not-found'
    | 'permissions'
    | 'unknown';
  /** 'Error fetching data' for the known cases; absent for the unknown one. */
  title?: string;
  message: string;
  /**
   * The host's own words: the message of the error the `authToken` function threw or rejected
   * with (kind 'token-source-failed'); passed on in the `error` event's detail, not shown.
   */
  cause?: string;
  /** A documentation link shown after the message. */
  link?: { href: string; label: string };
}

const widgetNames: Record<WidgetType, string> = {
  'user-management': 'Users Management',
  'user-profile': 'User Profile',
  'user-security': 'User Security',
  'user-sessions': 'User Sessions',
  'admin-portal-sso-connection': 'SSO Connection',
  'admin-portal-domain-verification': 'Domain Verification',
  'api-keys': 'API Keys',
  'user-api-keys': 'API Keys',
  'directory-sync': 'Directory Sync',
  'organization-switcher': 'Organization Switcher',
  'audit-logs': 'Audit Logs',
  'admin-portal-audit-log-streaming': 'Audit Log Streaming',
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * A request to another origin that got no answer is most often the API refusing the page's
 * origin (CORS): the browser reports it as a bare network failure, so the message names the
 * likely cause and the setting that fixes it. The same origin cannot be a CORS refusal.
 */
export function networkErrorMessage(
  apiBase: string | undefined,
  page: string | undefined = globalThis.location?.origin,
  strings: SharedStrings = englishSharedStrings(),
): string {
  const api = apiBase === undefined ? undefined : originOf(apiBase);
  if (api && page && api !== page) {
    // An opaque origin (a file, a sandboxed frame) is 'null': there is nothing to list.
    return page === 'null'
      ? strings.networkCrossOriginOpaque(api)
      : strings.networkCrossOrigin(page, api);
  }
  return strings.network;
}

/**
 * Maps any error caught at a widget root to the catalogue's title and message, in the words of
 * `strings` (the element's locale; default English).
 */
export function describeWidgetError(
  error: unknown,
  widgetType: WidgetType,
  strings: SharedStrings = englishSharedStrings(),
): WidgetErrorDescription {
  const FETCH_TITLE = strings.fetchTitle;
  if (isWidgetNetworkError(error)) {
    return {
      kind: 'network',
      title: FETCH_TITLE,
      message: networkErrorMessage(error.apiBase, undefined, strings),
    };
  }
  if (isWidgetConfigurationError(error)) {
    return {
      kind: 'configuration',
      title: strings.configurationTitle,
      message: strings.configuration(error),
    };
  }
  const widget = widgetNames[widgetType];
  if (isWidgetAuthTokenError(error) && error.reason === 'failed') {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return {
      kind: 'token-source-failed',
      title: FETCH_TITLE,
      message: strings.tokenSourceFailed(widget),
      ...(cause ? { cause } : {}),
    };
  }
  if (isWidgetApiError(error) && error.code === 'session_ended') {
    return {
      kind: 'session-ended',
      title: FETCH_TITLE,
      message: strings.sessionEnded,
    };
  }
  if (isWidgetApiError(error) && error.code === 'token_expired') {
    return {
      kind: 'token-expired',
      title: FETCH_TITLE,
      message: strings.tokenExpired(widget),
    };
  }
  // The server's 401 for a token it cannot verify (malformed, forged, wrong issuer); its other
  // 'unauthorized' answer is for a request that carried no token at all.
  if (
    isWidgetApiError(error) &&
    error.status === 401 &&
    error.code === 'unauthorized' &&
    error.message !== 'No auth token provided'
  ) {
    return {
      kind: 'token-invalid',
      title: FETCH_TITLE,
      message: strings.tokenInvalid(widget),
    };
  }
  if (isWidgetAuthTokenError(error) || (isWidgetApiError(error) && error.status === 401)) {
    return {
      kind: 'no-token',
      title: FETCH_TITLE,
      message: strings.noToken(widget),
    };
  }
  if (isWidgetApiError(error) && error.status === 404) {
    return {
      kind: 'not-found',
      title: FETCH_TITLE,
      message: strings.notFound,
    };
  }
  if (isWidgetApiError(error) && error.status === 403) {
    return {
      kind: 'permissions',
      title: FETCH_TITLE,
      message: strings.permissions,
      link: { href: PERMISSIONS_DOCS_URL, label: strings.permissionsLink },
    };
  }
  if (widgetType === 'admin-portal-sso-connection') {
    return {
      kind: 'unknown',
      title: strings.unknownTitle,
      message: strings.unexpected,
    };
  }
  return {
    kind: 'unknown',
    message: strings.unknown,
  };
}
