// GET /events (`workos.events.listEvents`, dsync-audit-events.md §C.1): the event log in its one
// consistent order, filtered by event names, organization and time range, paged by `after`.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { eventObject } from '../events/event-log';
import { queryEvents, UnknownCursorError } from '../events/event-query';
import { unprocessable } from '../http/management-errors';

type Values = string | string[] | undefined;

interface EventsQuery {
  events?: Values;
  'events[]'?: Values;
  organization_id?: string;
  range_start?: string;
  range_end?: string;
  after?: string;
  limit?: string;
  order?: string;
}

const eventNamePattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const stringOrList = {
  anyOf: [
    { type: 'string', maxLength: 4000 },
    { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 4000 } },
  ],
} as const;

/** `events=a,b`, `events[]=a&events[]=b` and `events=a&events=b` all name a and b. */
function eventNames(query: EventsQuery): string[] {
  const values = [query.events, query['events[]']]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  for (const name of values)
    if (!eventNamePattern.test(name) || name.length > 100)
      throw unprocessable(`events: "${name.slice(0, 100)}" is not an event name`, 'events');
  if (values.length > 100) throw unprocessable('events names at most 100 events', 'events');
  return [...new Set(values)];
}

function instant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw unprocessable(`${field} must be an ISO 8601 date-time`, field);
  return date;
}

export async function eventRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: EventsQuery }>(
    '/events',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            events: stringOrList,
            'events[]': stringOrList,
            organization_id: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
            range_start: { type: 'string', maxLength: 40 },
            range_end: { type: 'string', maxLength: 40 },
            after: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_]+$' },
            limit: { type: 'string', maxLength: 8 },
            order: { type: 'string', enum: ['asc', 'desc'] },
          },
        },
      },
    },
    async (request) => {
      const query = request.query;
      const events = eventNames(query);
      let limit = 10;
      if (query.limit !== undefined) {
        if (!/^\d{1,3}$/.test(query.limit) || Number(query.limit) < 1 || Number(query.limit) > 100)
          throw unprocessable('limit must be a whole number from 1 to 100', 'limit');
        limit = Number(query.limit);
      }
      const rangeStart = instant(query.range_start, 'range_start');
      const rangeEnd = instant(query.range_end, 'range_end');
      if (rangeStart && query.after)
        throw unprocessable('Give either range_start or after, not both', 'after');
      if (rangeStart && rangeEnd && rangeStart > rangeEnd)
        throw unprocessable('range_start must not be after range_end', 'range_start');
      try {
        const rows = await queryEvents(ctx.db, {
          events,
          limit,
          order: query.order === 'desc' ? 'desc' : 'asc',
          ...(query.organization_id ? { organizationId: query.organization_id } : {}),
          ...(rangeStart ? { rangeStart } : {}),
          ...(rangeEnd ? { rangeEnd } : {}),
          ...(query.after ? { after: query.after } : {}),
        });
        return {
          object: 'list',
          data: rows.map(eventObject),
          // The id of the last event returned; with nothing new, the cursor the client sent, so
          // it keeps its place and asks again later.
          list_metadata: { after: rows.at(-1)?.id ?? query.after ?? null },
        };
      } catch (error) {
        if (error instanceof UnknownCursorError)
          throw unprocessable('after names no event (it may be older than 90 days)', 'after');
        throw error;
      }
    },
  );
}
