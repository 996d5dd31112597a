// What every SCIM write does first: the directory turns `linked` on its first authenticated
// write (from unlinked, validating or invalid_credentials; `dsync.activated`) and records the
// time of the last sync. A linked directory's sync time is written at most every few seconds:
// during a push of thousands of requests, writing it on each one would make every request wait
// for the one directory row (PostgreSQL) and cost a statement each.
import type { Queryable } from '../db/database';
import type { DirectoryRow } from '../directory-sync/directory-objects';
import { recordDirectoryActivated } from '../directory-sync/directory-events';

/** How stale `last_sync_run_at` may be before a write refreshes it. */
const SYNC_TIME_STEP_MS = 5_000;

export async function markDirectoryWrite(tx: Queryable, directory: DirectoryRow): Promise<void> {
  const syncedAt = directory.last_sync_run_at ? new Date(directory.last_sync_run_at).getTime() : 0;
  if (directory.state === 'linked' && Date.now() - syncedAt < SYNC_TIME_STEP_MS) return;
  const [row] = await tx.query<{ was: string }>(
    `UPDATE directories d SET state = 'linked', last_sync_run_at = now(),
            updated_at = CASE WHEN d.state = 'linked' THEN d.updated_at ELSE now() END
       FROM (SELECT state AS was FROM directories WHERE id = $1 FOR UPDATE) before
      WHERE d.id = $1 AND before.was <> 'deleting' RETURNING before.was`,
    [directory.id],
  );
  if (row && row.was !== 'linked') await recordDirectoryActivated(tx, directory.id);
}
