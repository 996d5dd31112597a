// Deleting a directory takes steps, so a large one is visibly `deleting` (the widget's
// "Deleting directory...", REST `state: "deleting"`) while it goes: the request marks it
// `deleting` (its tokens stop working at once) and answers; this worker then removes its users
// in batches, each in its own transaction, leaving the memberships they provisioned as they are
// but no longer directory managed (dsync-audit-events.md §A.1; each with its
// `organization_membership.updated`), and finally deletes the directory
// with its groups and tokens and appends `dsync.deleted` (state: the one before deletion). A
// directory left `deleting` by a stopped process is finished by the next one's poll; two
// processes may share a directory's batches, and only the one deleting the row writes the event.
import type { Database, Queryable } from '../db/database';
import { directoryColumns, type DirectoryRow } from './directory-objects';
import { recordDirectoryDeleted } from './directory-events';
import { membershipSnapshots } from '../events/change-events';
import { appendEvents } from '../events/event-log';

const BATCH = 500;

/**
 * Marks a directory `deleting` and wakes the worker; returns false when it does not exist. A
 * directory already being deleted stays as it is.
 */
export async function beginDirectoryDeletion(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE directories
        SET state_before_deletion = CASE WHEN state = 'deleting' THEN state_before_deletion ELSE state END,
            state = 'deleting',
            updated_at = CASE WHEN state = 'deleting' THEN updated_at ELSE now() END
      WHERE id = $1 RETURNING id`,
    [id],
  );
  if (rows.length === 0) return false;
  workers.get(db)?.kick();
  return true;
}

/** One step of one directory's deletion; returns false when it is gone. */
async function deletionStep(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const memberships = await tx.query<{ id: string }>(
      `UPDATE memberships SET directory_managed = false, directory_id = NULL, updated_at = now()
        WHERE id IN (SELECT id FROM memberships WHERE directory_id = $1 LIMIT $2) RETURNING id`,
      [id, BATCH],
    );
    // Each membership kept, no longer directory managed: organization_membership.updated.
    if (memberships.length > 0) {
      const snapshots = await membershipSnapshots(
        tx,
        memberships.map((row) => row.id),
      );
      await appendEvents(
        tx,
        memberships.flatMap((row) => {
          const snapshot = snapshots.get(row.id);
          return snapshot
            ? [
                {
                  event: 'organization_membership.updated',
                  data: snapshot.data,
                  organizationId: snapshot.organizationId,
                },
              ]
            : [];
        }),
      );
    }
    const users = await tx.query(
      `DELETE FROM directory_users
        WHERE id IN (SELECT id FROM directory_users WHERE directory_id = $1 LIMIT $2) RETURNING id`,
      [id, BATCH],
    );
    if (users.length > 0 || memberships.length > 0) return true;
    const [row] = await tx.query<DirectoryRow & { state_before_deletion: string | null }>(
      `SELECT ${directoryColumns}, d.state_before_deletion FROM directories d
        WHERE d.id = $1 AND d.state = 'deleting' FOR UPDATE`,
      [id],
    );
    if (!row) return false;
    const { state_before_deletion: before, ...directory } = row;
    await tx.query('DELETE FROM directories WHERE id = $1', [id]);
    await recordDirectoryDeleted(tx, { ...directory, state: before ?? directory.state });
    return false;
  });
}

export interface DirectoryDeletions {
  /** Looks for directories to delete now (after a request marked one). */
  kick(): void;
  /** Runs until no directory is left `deleting` (tests). */
  runOnce(): Promise<void>;
  /** While paused nothing is deleted (tests look at a directory while it is `deleting`). */
  pause(paused: boolean): void;
  stop(): Promise<void>;
}

const workers = new WeakMap<Queryable, DirectoryDeletions>();

/** The worker started for this database, if any (routes kick it after marking a directory). */
export const directoryDeletions = (db: Queryable): DirectoryDeletions | undefined =>
  workers.get(db);

export function startDirectoryDeletions(db: Database, pollMs: number): DirectoryDeletions {
  let running: Promise<void> | undefined;
  let again = false;
  let paused = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (;;) {
      const pending = await db.query<{ id: string }>(
        `SELECT id FROM directories WHERE state = 'deleting' ORDER BY updated_at, id LIMIT 10`,
      );
      if (pending.length === 0 || paused || stopped) return;
      for (const { id } of pending) {
        while (!paused && !stopped && (await deletionStep(db, id))) {
          // One batch per transaction, so requests interleave with a large deletion.
        }
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        if (!stopped) console.error('Directory deletion:', (error as Error).message);
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  const worker: DirectoryDeletions = {
    kick: () => void run(),
    runOnce: async () => {
      await running;
      await run();
    },
    pause: (value) => {
      paused = value;
      if (!value) void run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  workers.set(db, worker);
  return worker;
}
