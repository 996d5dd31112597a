// Audit-log streams as a delivery target of the delivery engine (server/events/): the events
// queued for a stream leave in batches, oldest first, one batch at a time per stream (the next
// is made only once the last was accepted), retried with back-off until the destination takes
// them (a stream never gives up: a destination down for hours gets everything once it is back).
// A 2xx moves the stream's last synced event forward and makes it Active; a 401/403 makes it
// Invalid (bad credentials), any other failure Error; a disabled stream stays Inactive.
import type { Database, Queryable } from '../db/database';
import type { DeliveryTarget } from '../events/delivery-engine';
import { newId } from '../ids';
import { streamRequest, type StreamedEvent } from './log-stream-payloads';
import { STREAM_TARGET, type StreamConfig, type StreamState } from './log-streams';

/** Events per request (Datadog takes up to 1,000 entries or 5 MB per request). */
export const STREAM_BATCH_SIZE = 100;
/** A batch is retried until it goes through. */
const STREAM_TRIES = 1_000_000;
/** Production: retries settle at every 10 minutes, so a destination back is served soon. */
export const streamRetryDelays = [30, 60, 120, 300, 600] as const;

interface EventRow {
  id: string;
  action: string;
  version: number;
  occurred_at: Date | string;
  actor: StreamedEvent['actor'];
  targets: StreamedEvent['targets'];
  context: StreamedEvent['context'];
  metadata: Record<string, unknown> | null;
}

/** An event as streams carry it (§B.3): metadata and version only when they say something. */
function streamed(row: EventRow): StreamedEvent {
  return {
    id: row.id,
    action: row.action,
    ...(row.version !== 1 ? { version: row.version } : {}),
    occurred_at: new Date(row.occurred_at).toISOString(),
    actor: row.actor,
    targets: row.targets,
    context: row.context,
    ...(row.metadata ? { metadata: row.metadata } : {}),
  };
}

/** Moves the oldest queued events of one stream into its next batch, if it has none waiting. */
async function queueBatch(db: Database, streamId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // One batch maker per stream at a time (NO KEY: recorders queuing events are not blocked).
    const [stream] = await tx.query<{ id: string }>(
      `SELECT id FROM audit_log_streams WHERE id = $1 AND state <> 'Inactive'
         AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.target_kind = $2 AND d.target_id = $1
                          AND d.state = 'pending')
         FOR NO KEY UPDATE SKIP LOCKED`,
      [streamId, STREAM_TARGET],
    );
    if (!stream) return;
    const taken = await tx.query<{ event_id: string }>(
      `DELETE FROM audit_log_stream_queue WHERE stream_id = $1 AND event_id IN
         (SELECT event_id FROM audit_log_stream_queue WHERE stream_id = $1 ORDER BY event_id LIMIT $2)
       RETURNING event_id`,
      [streamId, STREAM_BATCH_SIZE],
    );
    if (taken.length === 0) return;
    const rows = await tx.query<EventRow>(
      `SELECT id, action, version, occurred_at, actor, targets, context, metadata
         FROM audit_log_events WHERE id = ANY($1::text[]) ORDER BY id`,
      [taken.map((row) => row.event_id)],
    );
    // An event deleted by retention before it left is not sent.
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO deliveries (id, target_kind, target_id, event_id, event, body, max_attempts)
       VALUES ($1, $2, $3, $4, 'audit_log_stream.batch', $5, $6)`,
      [
        newId('delivery'),
        STREAM_TARGET,
        streamId,
        rows[rows.length - 1]!.id,
        JSON.stringify(rows.map(streamed)),
        STREAM_TRIES,
      ],
    );
  });
}

async function setState(
  db: Queryable,
  streamId: string,
  state: StreamState,
  errorMessage: string | null,
  lastEventId: string | null,
) {
  await db.query(
    `UPDATE audit_log_streams
        SET state = CASE WHEN state = 'Inactive' THEN state ELSE $2 END, error_message = $3,
            last_synced_event_id = CASE WHEN $4::text IS NULL THEN last_synced_event_id
              ELSE greatest(coalesce(last_synced_event_id, ''), $4::text) END,
            updated_at = now()
      WHERE id = $1`,
    [streamId, state, errorMessage, lastEventId],
  );
}

export function streamTarget(retryDelaysSeconds: readonly number[]): DeliveryTarget {
  return {
    retryDelaysSeconds,
    async refill(db) {
      const streams = await db.query<{ stream_id: string }>(
        `SELECT DISTINCT q.stream_id FROM audit_log_stream_queue q
          WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.target_kind = $1
                             AND d.target_id = q.stream_id AND d.state = 'pending')
          LIMIT 100`,
        [STREAM_TARGET],
      );
      for (const { stream_id: streamId } of streams) await queueBatch(db, streamId);
    },
    async prepare(db, delivery) {
      const [stream] = await db.query<{ state: StreamState; config: StreamConfig; name: string }>(
        `SELECT s.state, s.config, o.name FROM audit_log_streams s
           JOIN organizations o ON o.id = s.organization_id WHERE s.id = $1`,
        [delivery.target_id],
      );
      if (!stream) return { cancel: 'The stream was deleted' };
      if (stream.state === 'Inactive') return { cancel: 'The stream is disabled' };
      const events = JSON.parse(delivery.body) as StreamedEvent[];
      return streamRequest(stream.config, events, stream.name);
    },
    async succeeded(db, streamId, delivery) {
      await setState(db, streamId, 'Active', null, delivery.event_id);
    },
    async failed(db, streamId, reason, statusCode) {
      const invalid = statusCode === 401 || statusCode === 403;
      await setState(
        db,
        streamId,
        invalid ? 'Invalid' : 'Error',
        invalid ? `The destination refused the credentials (${statusCode})` : reason.slice(0, 300),
        null,
      );
    },
  };
}
