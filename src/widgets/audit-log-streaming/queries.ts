// The audit-log stream of the widgets API (anchor-widgets.md §3).
import { queryOptions } from '@tanstack/react-query';
import type { AuditLogStreamResponse, WidgetsClient } from '../../api/widgets';
import { widgetQueryKey } from '../shared';

const STREAM_PATH = '/_widgets/admin-portal/audit-log-stream';

export function auditLogStreamQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: widgetQueryKey(STREAM_PATH),
    queryFn: ({ signal }) => client.get<AuditLogStreamResponse>(STREAM_PATH, { signal }),
  });
}
