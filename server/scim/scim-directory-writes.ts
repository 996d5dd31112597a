// What every SCIM write does first: the directory turns `linked` on its first authenticated
// write (from unlinked, validating or invalid_credentials; `dsync.activated`) and records the
// time of the last sync.
import type { Queryable } from '../db/database';
import { recordDirectoryActivated } from '../directory-sync/directory-events';

export async function markDirectoryWrite(tx: Queryable, directoryId: string): Promise<void> {
  const [row] = await tx.query<{ was: string }>(
    `UPDATE directories d SET state = 'linked', last_sync_run_at = now(),
            updated_at = CASE WHEN d.state = 'linked' THEN d.updated_at ELSE now() END
       FROM (SELECT state AS was FROM directories WHERE id = $1 FOR UPDATE) before
      WHERE d.id = $1 RETURNING before.was`,
    [directoryId],
  );
  if (row && row.was !== 'linked') await recordDirectoryActivated(tx, directoryId);
}
