// An organization's audit-log stream (reference/dsync-audit-events.md §B.3): its destination and
// settings, its state, and the last event it accepted. One per organization.
import type { Queryable } from '../db/database';
import { newId } from '../ids';

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

/**
 * Stores the organization's stream with this configuration. A saved configuration starts
 * streaming (`Active`) from the events recorded after it, unless the stream was disabled.
 */
export async function saveStream(
  db: Queryable,
  organizationId: string,
  config: StreamConfig,
): Promise<StreamRow> {
  const [row] = await db.query<StreamRow>(
    `INSERT INTO audit_log_streams (id, organization_id, type, state, config, last_synced_event_id)
     VALUES ($1, $2, $3, 'Active', $4,
       (SELECT max(id) FROM audit_log_events WHERE organization_id = $2))
     ON CONFLICT (organization_id) DO UPDATE SET type = EXCLUDED.type, config = EXCLUDED.config,
       state = CASE WHEN audit_log_streams.state = 'Inactive' THEN 'Inactive' ELSE 'Active' END,
       error_message = NULL, updated_at = now()
     RETURNING *`,
    [newId('als'), organizationId, config.type, JSON.stringify(config)],
  );
  if (!row) throw new Error('stream not stored');
  return row;
}

export async function setStreamEnabled(
  db: Queryable,
  organizationId: string,
  enabled: boolean,
): Promise<void> {
  await db.query(
    `UPDATE audit_log_streams SET state = $2, error_message = NULL, updated_at = now()
      WHERE organization_id = $1`,
    [organizationId, enabled ? 'Active' : 'Inactive'],
  );
}

export async function deleteStream(db: Queryable, organizationId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM audit_log_streams WHERE organization_id = $1 RETURNING id',
    [organizationId],
  );
  return rows.length > 0;
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
