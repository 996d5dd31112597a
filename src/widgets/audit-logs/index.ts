// Public surface of the audit-logs widget, for its element registration.
export { AuditLogs } from './audit-logs';
export { auditLogsStyles } from './audit-logs-styles';
export { auditLogsCatalog } from './strings';
export type { AuditLogsEvents, AuditLogExportedDetail, AuditLogEventOpenedDetail } from './events';
