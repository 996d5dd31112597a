// The AuditLogs resource of the widgets API: the events page, the actions, and exports.
import { queryOptions } from '@tanstack/react-query';
import type {
  AuditLogFilters,
  CreatedAuditLogExport,
  ListAuditLogActionsResponse,
  ListAuditLogEventsResponse,
  WidgetsClient,
} from '../../api/widgets';
import { widgetQueryKey } from '../shared';
import { PAGE_SIZE } from './model';

const BASE = '/_widgets/AuditLogs';

export const auditLogsKeys = {
  page: (filters: AuditLogFilters, after: string | undefined) =>
    widgetQueryKey(`${BASE}/events`, { ...filters, after }),
  actions: () => widgetQueryKey(`${BASE}/actions`),
};

export function eventsPageQueryOptions(
  client: WidgetsClient,
  filters: AuditLogFilters,
  after: string | undefined,
) {
  return queryOptions({
    queryKey: auditLogsKeys.page(filters, after),
    queryFn: ({ signal }) =>
      client.get<ListAuditLogEventsResponse>(`${BASE}/events`, {
        searchParams: { limit: PAGE_SIZE, ...filters, after },
        signal,
      }),
  });
}

export function actionsQueryOptions(client: WidgetsClient) {
  return queryOptions({
    queryKey: auditLogsKeys.actions(),
    queryFn: ({ signal }) => client.get<ListAuditLogActionsResponse>(`${BASE}/actions`, { signal }),
    staleTime: 60_000,
  });
}

export function createAuditLogExport(client: WidgetsClient, filters: AuditLogFilters) {
  return client.post<CreatedAuditLogExport>(`${BASE}/exports`, { json: filters });
}
