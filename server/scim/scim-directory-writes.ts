// What every SCIM write does besides its rows: the directory turns `linked` on its first
// authenticated write (from unlinked, validating or invalid_credentials) and records the time
// of the last sync.
import type { Queryable } from '../db/database';
import type { ScimDirectoryWrites } from './scim-auth';

async function markWrite(tx: Queryable, directoryId: string): Promise<boolean> {
  const [row] = await tx.query<{ was: string }>(
    `UPDATE directories d SET state = 'linked', last_sync_run_at = now(),
            updated_at = CASE WHEN d.state = 'linked' THEN d.updated_at ELSE now() END
       FROM (SELECT state AS was FROM directories WHERE id = $1 FOR UPDATE) before
      WHERE d.id = $1 RETURNING before.was`,
    [directoryId],
  );
  return row !== undefined && row.was !== 'linked';
}

export function directoryWrites(): ScimDirectoryWrites {
  return {
    begin: async (tx, directory) => {
      await markWrite(tx, directory.id);
    },
    userWritten: async () => {},
    userDeleting: async () => {},
    groupWritten: async () => {},
    groupDeleting: async () => {},
    membersChanged: async () => {},
  };
}
