// Wire types of the widgets API (API-CONTRACT.md §2): the widget type header, errors,
// acknowledgements, page cursors. Field names are exactly as on the wire.

/** The value of the `WorkOS-Widgets-Type` header; one per element. */
export type WidgetType =
  | 'user-management'
  | 'user-profile'
  | 'user-security'
  | 'user-sessions'
  | 'admin-portal-sso-connection'
  | 'admin-portal-domain-verification'
  | 'api-keys'
  | 'user-api-keys'
  | 'directory-sync'
  | 'organization-switcher'
  | 'audit-logs'
  | 'admin-portal-audit-log-streaming';

/** Error body of every non-2xx answer. */
export interface WidgetErrorBody {
  message?: string;
  code?: string;
  errors?: unknown;
}

/** A `{ success }` acknowledgement. */
export interface SuccessResponse {
  success: boolean;
}

/** A `{ id, success }` acknowledgement for an action on one record. */
export interface IdSuccessResponse extends SuccessResponse {
  id: string;
}

/** Page cursors: "Next" sends `before`, "Previous" sends `after`; null means no page that way. */
export interface ListMetadata {
  before: string | null;
  after: string | null;
}
