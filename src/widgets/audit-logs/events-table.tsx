import type { AuditLogEvent } from '../../api/widgets';
import {
  Button,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRow,
  TableRowHeader,
  dateTimeFormat,
} from '../../ui';
import { useI18n, useStrings } from '../shared';
import { PAGE_SIZE, entityLabel } from './model';
import { createAuditLogsStrings } from './strings';

export interface EventsTableProps {
  /** The page of events; undefined while the first page loads (skeleton rows). */
  events: readonly AuditLogEvent[] | undefined;
  /** Whether filters are set, for the empty state's wording. */
  filtered: boolean;
  busy: boolean;
  onOpen: (event: AuditLogEvent) => void;
  onClearFilters: () => void;
}

/** The events newest first, each action a button that opens its details; skeleton and empty states. */
export function EventsTable({ events, filtered, busy, onOpen, onClearFilters }: EventsTableProps) {
  const strings = useStrings(createAuditLogsStrings);
  const { locale } = useI18n();
  if (events && events.length === 0) {
    return filtered ? (
      <EmptyState
        title={strings.emptyFilteredTitle}
        description={strings.emptyFilteredDescription}
        action={
          <Button intent="secondary" onClick={onClearFilters}>
            {strings.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState title={strings.emptyTitle} description={strings.emptyDescription} />
    );
  }
  const format = dateTimeFormat(locale.tag, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table
      className="al-table"
      aria-label={strings.tableLabel}
      aria-busy={busy || events === undefined || undefined}
    >
      <TableHeader>
        <TableRow>
          <TableColumnHeader>{strings.columnAction}</TableColumnHeader>
          <TableColumnHeader>{strings.columnActor}</TableColumnHeader>
          <TableColumnHeader className="al-targets-col">{strings.columnTargets}</TableColumnHeader>
          <TableColumnHeader className="al-date-col">{strings.columnDate}</TableColumnHeader>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events === undefined
          ? Array.from({ length: PAGE_SIZE }, (_, index) => (
              <TableRow key={index} className="al-row" data-skeleton="">
                <TableCell>
                  <Skeleton width={120} />
                </TableCell>
                <TableCell>
                  <Skeleton width={100} />
                </TableCell>
                <TableCell className="al-targets-cell">
                  <Skeleton width={140} />
                </TableCell>
                <TableCell className="al-date-cell">
                  <Skeleton width={110} />
                </TableCell>
              </TableRow>
            ))
          : events.map((event) => {
              const date = format.format(new Date(event.occurredAt));
              const actor = entityLabel(event.actor);
              const [first, ...rest] = event.targets;
              return (
                <TableRow key={event.id} className="al-row" part="event" data-event-id={event.id}>
                  <TableRowHeader className="al-action-cell">
                    <button
                      type="button"
                      className="al-open"
                      part="event-button"
                      aria-haspopup="dialog"
                      aria-label={strings.openDetails(event.action, actor, date)}
                      onClick={() => onOpen(event)}
                    >
                      <code dir="ltr">{event.action}</code>
                    </button>
                    <span className="al-date-inline">
                      <time dateTime={event.occurredAt}>{date}</time>
                    </span>
                  </TableRowHeader>
                  <TableCell className="al-actor-cell">
                    <bdi>{actor}</bdi>
                  </TableCell>
                  <TableCell className="al-targets-cell">
                    {first && <bdi>{entityLabel(first)}</bdi>}
                    {rest.length > 0 && (
                      <span className="al-more"> {strings.moreTargets(rest.length)}</span>
                    )}
                  </TableCell>
                  <TableCell className="al-date-cell">
                    <time dateTime={event.occurredAt}>{date}</time>
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
