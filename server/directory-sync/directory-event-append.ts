// The one place directory sync writes to the event log (server/events, built alongside).
import type { Queryable } from '../db/database';

export async function appendDirectoryEvent(
  _tx: Queryable,
  _organizationId: string,
  _event: string,
  _data: unknown,
): Promise<void> {
  // Wired to appendEvent when the event log lands (see the events branch).
}
