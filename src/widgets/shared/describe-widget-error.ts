import {
  isWidgetApiError,
  isWidgetAuthTokenError,
  isWidgetNetworkError,
  type WidgetType,
} from '../../api/widgets';
import { englishSharedStrings, type SharedStrings } from './translate';

/** Where the "Incorrect permissions." message points. */
export const PERMISSIONS_DOCS_URL = 'https://workos.com/docs/widgets';

/** What the error fallback shows (SPEC.md §8). */
export interface WidgetErrorDescription {
  kind: 'network' | 'no-token' | 'not-found' | 'permissions' | 'unknown';
  /** 'Error fetching data' for the known cases; absent for the unknown one. */
  title?: string;
  message: string;
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
};

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
      message: strings.network,
    };
  }
  if (isWidgetAuthTokenError(error) || (isWidgetApiError(error) && error.status === 401)) {
    return {
      kind: 'no-token',
      title: FETCH_TITLE,
      message: strings.noToken(widgetNames[widgetType]),
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
