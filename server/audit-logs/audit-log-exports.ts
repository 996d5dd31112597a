// Audit-log exports: `createExport` stores the filters, `getExport` answers a CSV URL signed for
// 10 minutes (a re-fetch mints a new one), and the download streams the matching events page by
// page (keyset on the events' index), so an export of a million events never sits in memory.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { newId } from '../ids';

export const EXPORT_URL_SECONDS = 10 * 60;
const PAGE = 1000;

export interface ExportFilters {
  range_start: string;
  range_end: string;
  actions?: string[];
  actor_names?: string[];
  actor_ids?: string[];
  targets?: string[];
  /** The widget's actor filter: an actor's id, or its name in any case. */
  actor?: string;
}

export interface ExportRow {
  id: string;
  organization_id: string;
  state: 'pending' | 'ready' | 'error';
  filters: ExportFilters;
  created_at: Date | string;
  updated_at: Date | string;
}

const sign = (key: Buffer, id: string, expires: number) =>
  createHmac('sha256', key).update(`audit-log-export\n${id}\n${expires}`).digest('base64url');

/** The download URL of a ready export, valid for EXPORT_URL_SECONDS from `now`. */
export function signedExportUrl(publicUrl: string, key: Buffer, id: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + EXPORT_URL_SECONDS;
  const url = new URL(`/audit_log_exports/${id}.csv`, publicUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(key, id, expires));
  return url.toString();
}

export type UrlCheck = 'ok' | 'invalid' | 'expired';

export function checkExportUrl(
  key: Buffer,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): UrlCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
  const expected = Buffer.from(sign(key, id, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'ok';
}

export function exportObject(row: ExportRow, url?: string) {
  return {
    object: 'audit_log_export' as const,
    id: row.id,
    state: row.state,
    ...(url ? { url } : {}),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const header = [
  'id',
  'action',
  'version',
  'occurred_at',
  'actor_id',
  'actor_type',
  'actor_name',
  'targets',
  'location',
  'user_agent',
  'metadata',
];

/**
 * One CSV field: quoted when needed, and a leading `= + - @` (or tab/CR) defused with a quote
 * mark so a spreadsheet never runs a cell as a formula.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface EventRow {
  id: string;
  action: string;
  version: number;
  occurred_at: Date | string;
  actor: { id: string; type: string; name?: string | null };
  targets: unknown[];
  context: { location?: string; user_agent?: string | null };
  metadata: Record<string, unknown> | null;
}

/** The SQL filter of an export (parameters from $2 on; $1 is the organization). */
export function exportWhere(filters: ExportFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [filters.range_start, filters.range_end];
  const clauses = ['occurred_at >= $2', 'occurred_at <= $3'];
  const add = (values: string[] | undefined, clause: (n: number) => string) => {
    if (!values?.length) return;
    params.push(values);
    clauses.push(clause(params.length + 1));
  };
  add(filters.actions, (n) => `action = ANY($${n})`);
  add(filters.actor_names, (n) => `actor->>'name' = ANY($${n})`);
  add(filters.actor_ids, (n) => `actor->>'id' = ANY($${n})`);
  add(
    filters.targets,
    (n) => `EXISTS (SELECT 1 FROM jsonb_array_elements(targets) t WHERE t->>'type' = ANY($${n}))`,
  );
  if (filters.actor) {
    params.push(filters.actor);
    const n = params.length + 1;
    clauses.push(`(actor->>'id' = $${n} OR lower(actor->>'name') = lower($${n}))`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** The export's CSV as a stream, read from the database a page at a time. */
export function exportCsv(db: Queryable, row: ExportRow): Readable {
  const where = exportWhere(row.filters);
  let cursor: { occurredAt: string; id: string } | undefined;
  let started = false;
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(`${header.join(',')}\r\n`);
          return;
        }
        const params = [row.organization_id, ...where.params];
        let after = '';
        if (cursor) {
          params.push(cursor.occurredAt, cursor.id);
          after = ` AND (occurred_at, id) > ($${params.length - 1}, $${params.length})`;
        }
        const rows = await db.query<EventRow>(
          `SELECT id, action, version, occurred_at, actor, targets, context, metadata
             FROM audit_log_events WHERE organization_id = $1 AND ${where.sql}${after}
            ORDER BY occurred_at, id LIMIT ${PAGE}`,
          params,
        );
        const last = rows[rows.length - 1];
        if (!last) {
          this.push(null);
          return;
        }
        cursor = { occurredAt: new Date(last.occurred_at).toISOString(), id: last.id };
        this.push(
          rows
            .map((event) =>
              [
                event.id,
                event.action,
                event.version,
                new Date(event.occurred_at).toISOString(),
                event.actor.id,
                event.actor.type,
                event.actor.name,
                JSON.stringify(event.targets),
                event.context.location,
                event.context.user_agent,
                event.metadata ? JSON.stringify(event.metadata) : '',
              ]
                .map(csvField)
                .join(','),
            )
            .join('\r\n') + '\r\n',
        );
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

/** Stores an organization's export; it is ready at once (the CSV is produced as it downloads). */
export async function createExport(
  db: Queryable,
  organizationId: string,
  filters: ExportFilters,
): Promise<ExportRow> {
  const [row] = await db.query<ExportRow>(
    `INSERT INTO audit_log_exports (id, organization_id, state, filters)
     VALUES ($1, $2, 'ready', $3) RETURNING *`,
    [newId('audit_log_export'), organizationId, JSON.stringify(filters)],
  );
  if (!row) throw new Error('export not stored');
  return row;
}
