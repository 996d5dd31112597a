// The one place directory sync writes to the event log, in the caller's transaction.
import type { Queryable } from '../db/database';
import { appendEvents } from '../events/event-log';

export async function appendDirectoryEvent(
  tx: Queryable,
  organizationId: string,
  event: string,
  data: object,
): Promise<void> {
  await appendDirectoryEvents(tx, organizationId, [{ event, data }]);
}

/** Several events of one organization, in one insert and in the order given. */
export async function appendDirectoryEvents(
  tx: Queryable,
  organizationId: string,
  events: readonly { event: string; data: object }[],
): Promise<void> {
  await appendEvents(
    tx,
    events.map(({ event, data }) => ({
      event,
      data: data as Record<string, unknown>,
      organizationId,
    })),
  );
}
