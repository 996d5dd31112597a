import { useCallback } from 'react';
import { useWidgetEvent } from '../shared';
import type { AuditLogFilters } from '../../api/widgets';

/** Detail of `audit-log-exported`: the export made and the filters it was made with. */
export interface AuditLogExportedDetail {
  id: string;
  filters: AuditLogFilters;
}

/** Detail of `audit-log-event-opened`: the event whose details were opened. */
export interface AuditLogEventOpenedDetail {
  id: string;
  action: string;
}

/** Events of `<audit-logs>` and their details. */
export interface AuditLogsEvents {
  'audit-log-exported': AuditLogExportedDetail;
  'audit-log-event-opened': AuditLogEventOpenedDetail;
}

/** A typed `dispatch(name, detail)` for this widget's events. */
export function useAuditLogsEvent() {
  const dispatch = useWidgetEvent();
  return useCallback(
    <Name extends keyof AuditLogsEvents>(name: Name, detail: AuditLogsEvents[Name]) =>
      dispatch(name, detail),
    [dispatch],
  );
}
