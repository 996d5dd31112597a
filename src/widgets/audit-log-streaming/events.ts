import type { AdminPortalIntent } from '../../api/widgets';

/** Detail of `admin-portal-opened`. */
export interface LogStreamsPortalOpenedDetail {
  /** What the portal was opened for (`log_streams`). */
  intent: AdminPortalIntent;
}

/** Events of `<audit-log-streaming>` and their details. */
export interface AuditLogStreamingEvents {
  'admin-portal-opened': LogStreamsPortalOpenedDetail;
}
