// Public surface of the audit-log streaming widget, for its element registration.
export { AuditLogStreaming } from './audit-log-streaming';
export { auditLogStreamingStyles } from './audit-log-streaming-styles';
export { auditLogStreamingCatalog } from './strings';
export type { AuditLogStreamingEvents, LogStreamsPortalOpenedDetail } from './events';
