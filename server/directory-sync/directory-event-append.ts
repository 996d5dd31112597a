// The one place directory sync writes to the event log, in the caller's transaction.
import type { Queryable } from '../db/database';
import { appendEvent } from '../events/event-log';

export async function appendDirectoryEvent(
  tx: Queryable,
  organizationId: string,
  event: string,
  data: object,
): Promise<void> {
  await appendEvent(tx, { event, data: data as Record<string, unknown>, organizationId });
}
