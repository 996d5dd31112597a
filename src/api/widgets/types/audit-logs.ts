// Wire types of the widgets API beyond the provider's (issue #35): an organization's audit log
// for its administrators (`/_widgets/AuditLogs/*`) and its log stream
// (`/_widgets/admin-portal/audit-log-stream`, anchor-widgets.md §3). Field names as on the wire.

/** Who did it, or what it was done to. */
export interface AuditLogEntity {
  id: string;
  type: string;
  name: string | null;
}

/** One event of the audit log, as `GET /_widgets/AuditLogs/events` lists it. */
export interface AuditLogEvent {
  /** A ULID (`…` ordered by time). */
  id: string;
  action: string;
  /** ISO date and time. */
  occurredAt: string;
  actor: AuditLogEntity;
  targets: AuditLogEntity[];
  /** The client's IP address. */
  location: string;
  userAgent: string | null;
  metadata: Record<string, unknown>;
}

/** Newest first; `list_metadata.after` is the cursor of the next (older) page, null at the end. */
export interface ListAuditLogEventsResponse {
  data: AuditLogEvent[];
  list_metadata: { before: string | null; after: string | null };
}

/** The filters of the list and of an export; every one optional. */
export interface AuditLogFilters {
  action?: string;
  /** An actor's id, or its name in any case. */
  actor?: string;
  /** ISO date and time, inclusive. */
  rangeStart?: string;
  /** ISO date and time, inclusive. */
  rangeEnd?: string;
}

/** `GET /_widgets/AuditLogs/actions`: the actions an event may have. */
export interface ListAuditLogActionsResponse {
  data: string[];
}

/** `POST /_widgets/AuditLogs/exports` (201): the export and its CSV's URL, signed for 10 minutes. */
export interface CreatedAuditLogExport {
  id: string;
  url: string;
}

export type AuditLogStreamState = 'Active' | 'Inactive' | 'Error' | 'Invalid';

export type AuditLogStreamType =
  | 'Datadog'
  | 'Splunk'
  | 'S3'
  | 'GoogleCloudStorage'
  | 'GenericHttps'
  | 'AzureSentinel'
  | 'Snowflake';

/** A configured stream; `{}` (no `id`) when none is. */
export interface AuditLogStream {
  id: string;
  state: AuditLogStreamState;
  type: AuditLogStreamType;
  errorMessage?: string | null;
  /** The ULID of the last event delivered; the widget's "Last sync" comes from its time. */
  lastSyncedEventId?: string | null;
  auditLogTrailId: string;
}

/** `GET /_widgets/admin-portal/audit-log-stream`. */
export type AuditLogStreamResponse = AuditLogStream | Record<string, never>;
