import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AuditLogEvent } from '../../api/widgets';
import { Button, Callout, Pager } from '../../ui';
import {
  describeWidgetError,
  throwUntilLoaded,
  useWidgetApi,
  useWidgetReady,
  useStrings,
} from '../shared';
import { AuditFilters } from './audit-filters';
import { EventDetailsDialog } from './event-details-dialog';
import { EventsTable } from './events-table';
import { useAuditLogsEvent } from './events';
import { ExportAction } from './export-action';
import { hasFilters, toApiFilters } from './model';
import { actionsQueryOptions, eventsPageQueryOptions } from './queries';
import { createAuditLogsStrings } from './strings';
import { useAuditListState } from './use-audit-list-state';

/**
 * The audit-logs widget (issue #35): the organization's events newest first with filters,
 * pages, each event's details, and the CSV export of what the filters select.
 */
export function AuditLogs() {
  const strings = useStrings(createAuditLogsStrings);
  const client = useWidgetApi();
  const dispatch = useAuditLogsEvent();
  const list = useAuditListState();
  const filters = toApiFilters(list.applied);

  // A failed first load throws to the widget root (its error fallback); later failures of a
  // filter or page show inline with a retry, keeping the filters.
  const loadedOnce = useRef(false);
  const events = useQuery({
    ...eventsPageQueryOptions(client, filters, list.after),
    placeholderData: keepPreviousData,
    throwOnError: throwUntilLoaded(loadedOnce),
  });
  useEffect(() => {
    if (events.data) loadedOnce.current = true;
  }, [events.data]);
  useWidgetReady(events.data !== undefined);
  // The actions are a convenience of the filter: without them the list still works.
  const actions = useQuery({ ...actionsQueryOptions(client), throwOnError: false });

  const [open, setOpen] = useState<AuditLogEvent | null>(null);
  const loadingNewer = events.isPlaceholderData && events.isFetching;
  const after = events.data?.list_metadata.after;
  const error =
    events.isError && !events.isFetching
      ? describeWidgetError(events.error, client.widgetType)
      : null;

  return (
    <section
      className="al"
      part="base"
      aria-label={strings.regionLabel}
      data-pending={loadingNewer || undefined}
    >
      <div className="al-toolbar" part="toolbar">
        <AuditFilters
          form={list.form}
          actions={actions.data?.data}
          onFieldChange={list.setField}
          onClear={list.clear}
        />
        <ExportAction filters={filters} />
      </div>
      {error && (
        <Callout
          color="danger"
          title={error.title}
          part="error"
          actions={
            <Button intent="secondary" size={1} onClick={() => void events.refetch()}>
              {strings.retry}
            </Button>
          }
        >
          {error.message}
        </Callout>
      )}
      <EventsTable
        events={events.data?.data}
        filtered={hasFilters(list.applied)}
        busy={loadingNewer}
        onClearFilters={list.clear}
        onOpen={(event) => {
          setOpen(event);
          dispatch('audit-log-event-opened', { id: event.id, action: event.action });
        }}
      />
      <Pager
        label={strings.pagination}
        previousLabel={strings.newerPage}
        nextLabel={strings.olderPage}
        onPrevious={list.hasNewer ? list.newer : undefined}
        onNext={after ? () => list.older(after) : undefined}
      />
      <EventDetailsDialog event={open} onClose={() => setOpen(null)} />
    </section>
  );
}
