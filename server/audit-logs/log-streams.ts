// An organization's audit-log stream (reference/dsync-audit-events.md §B.3): its destination and
// settings, its state, and the last event it accepted. One per organization. Events reach it
// through `audit_log_stream_queue` (queued as they are recorded) and the delivery engine
// (stream-target.ts).
import type { Queryable } from '../db/database';
import { markDeliveryQueued } from '../events/delivery-wake';
import { newId } from '../ids';

/** The delivery engine's kind for stream batches. */
export const STREAM_TARGET = 'audit_log_stream';

export type StreamType = 'GenericHttps' | 'Datadog' | 'Splunk';
export type StreamState = 'Active' | 'Inactive' | 'Error' | 'Invalid';

export const streamTypes: readonly StreamType[] = ['GenericHttps', 'Datadog', 'Splunk'];

export const streamTypeNames: Record<StreamType, string> = {
  GenericHttps: 'Generic HTTPS',
  Datadog: 'Datadog',
  Splunk: 'Splunk',
};

/** Datadog's HTTP log intake per site. */
export const datadogRegions: Record<string, string> = {
  US1: 'https://http-intake.logs.datadoghq.com/api/v2/logs',
  US3: 'https://http-intake.logs.us3.datadoghq.com/api/v2/logs',
  US5: 'https://http-intake.logs.us5.datadoghq.com/api/v2/logs',
  EU1: 'https://http-intake.logs.datadoghq.eu/api/v2/logs',
  'US1-FED': 'https://http-intake.logs.ddog-gov.com/api/v2/logs',
  AP1: 'https://http-intake.logs.ap1.datadoghq.com/api/v2/logs',
};

export type StreamConfig =
  | {
      type: 'GenericHttps';
      url: string;
      format: 'json' | 'ndjson';
      /** Sent with every batch (e.g. `Authorization`); values are secrets, never shown again. */
      headers: { name: string; value: string }[];
    }
  /** `url` replaces the region's intake outside production only (a local receiver in tests). */
  | { type: 'Datadog'; region: string; apiKey: string; url?: string }
  | { type: 'Splunk'; url: string; token: string };

export interface StreamRow {
  id: string;
  organization_id: string;
  type: StreamType;
  state: StreamState;
  config: StreamConfig;
  error_message: string | null;
  last_synced_event_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * Queues a just-recorded event for the organization's stream, in the transaction that records
 * it (a disabled stream queues nothing).
 */
export async function queueForStream(
  tx: Queryable,
  organizationId: string,
  eventId: string,
): Promise<void> {
  const queued = await tx.query(
    `INSERT INTO audit_log_stream_queue (stream_id, event_id)
     SELECT id, $2 FROM audit_log_streams WHERE organization_id = $1 AND state <> 'Inactive'
     RETURNING stream_id`,
    [organizationId, eventId],
  );
  // The engine's refill makes the batch.
  if (queued.length > 0) markDeliveryQueued();
}

export async function findStream(
  db: Queryable,
  organizationId: string,
): Promise<StreamRow | undefined> {
  const [row] = await db.query<StreamRow>(
    'SELECT * FROM audit_log_streams WHERE organization_id = $1',
    [organizationId],
  );
  return row;
}

// Lock order: a stream's pending delivery before the stream's row, as the delivery engine takes
// them (it settles the delivery, then the stream's state), so the two never deadlock.

/** Fails the batch a stream had waiting (disabled or deleted: it is not sent). */
async function dropPendingBatch(db: Queryable, streamId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE deliveries SET state = 'failed', last_error = $3, updated_at = now()
      WHERE target_kind = $1 AND target_id = $2 AND state = 'pending'`,
    [STREAM_TARGET, streamId, reason],
  );
}

/**
 * Stores the organization's stream with this configuration. A saved configuration streams
 * (`Active`) the events recorded from then on, unless the stream was disabled; a batch waiting
 * for a retry (after an `Error` or `Invalid`) is tried again at once with the new settings.
 */
export async function saveStream(
  db: Queryable,
  organizationId: string,
  config: StreamConfig,
): Promise<StreamRow> {
  const existing = await findStream(db, organizationId);
  if (existing && existing.state !== 'Inactive') {
    // A batch waiting for its retry (not one being sent now) goes again at once.
    const due = await db.query(
      `UPDATE deliveries d SET next_attempt_at = now()
        WHERE d.target_kind = $1 AND d.target_id = $2 AND d.state = 'pending' AND d.attempts > 0
          AND NOT EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.delivery_id = d.id
                           AND a.attempt = d.attempts AND a.finished_at IS NULL)
        RETURNING d.id`,
      [STREAM_TARGET, existing.id],
    );
    if (due.length > 0) markDeliveryQueued();
  }
  const [row] = await db.query<StreamRow>(
    `INSERT INTO audit_log_streams (id, organization_id, type, state, config)
     VALUES ($1, $2, $3, 'Active', $4)
     ON CONFLICT (organization_id) DO UPDATE SET type = EXCLUDED.type, config = EXCLUDED.config,
       state = CASE WHEN audit_log_streams.state = 'Inactive' THEN 'Inactive' ELSE 'Active' END,
       error_message = NULL, updated_at = now()
     RETURNING *`,
    [newId('als'), organizationId, config.type, JSON.stringify(config)],
  );
  if (!row) throw new Error('stream not stored');
  return row;
}

/**
 * Disabling stops the stream (`Inactive`): what it had not sent yet is dropped and events are no
 * longer queued; enabling streams the events recorded from then on.
 */
export async function setStreamEnabled(
  db: Queryable,
  organizationId: string,
  enabled: boolean,
): Promise<void> {
  const stream = await findStream(db, organizationId);
  if (!stream) return;
  if (!enabled) {
    await dropPendingBatch(db, stream.id, 'The stream was disabled');
    await db.query('DELETE FROM audit_log_stream_queue WHERE stream_id = $1', [stream.id]);
  }
  await db.query(
    `UPDATE audit_log_streams SET state = $2, error_message = NULL, updated_at = now()
      WHERE id = $1`,
    [stream.id, enabled ? 'Active' : 'Inactive'],
  );
}

export async function deleteStream(db: Queryable, organizationId: string): Promise<boolean> {
  const stream = await findStream(db, organizationId);
  if (!stream) return false;
  await dropPendingBatch(db, stream.id, 'The stream was deleted');
  await db.query('DELETE FROM audit_log_streams WHERE id = $1', [stream.id]);
  return true;
}

/** What `<audit-log-streaming>` reads: `{}` without a stream (anchor-widgets.md §3). */
export function streamWidgetView(row: StreamRow | undefined) {
  if (!row) return {};
  return {
    id: row.id,
    state: row.state,
    type: row.type,
    errorMessage: row.error_message,
    lastSyncedEventId: row.last_synced_event_id,
    auditLogTrailId: row.organization_id,
  };
}
