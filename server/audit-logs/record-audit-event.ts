// The one path by which an audit-log event is stored: a partner's `auditLogs.createEvent` and our
// own product's administrators' actions alike. The event is checked against its action's schema
// (target types, metadata types and limits) before anything is written, and an Idempotency-Key
// together with the event's content (or the content alone without a key) is honoured 24 hours.
import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';
import { newUlid } from '../ids';
import { HttpError } from '../http/errors';
import { findSchema, type MetadataSchema } from './audit-log-schemas';
import { queueForStream } from './log-streams';

export interface AuditActorOrTarget {
  id: string;
  type: string;
  name?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface AuditEventInput {
  action: string;
  version?: number;
  occurred_at: string;
  actor: AuditActorOrTarget;
  targets: AuditActorOrTarget[];
  context: { location: string; user_agent?: string | null };
  metadata?: Record<string, unknown> | null;
}

/** The provider's limits on metadata: 50 keys of up to 40 characters, values up to 500. */
const METADATA_KEYS = 50;
const METADATA_KEY_LENGTH = 40;
const METADATA_VALUE_LENGTH = 500;

/** 422 naming the field: nothing of the event is stored. */
const unprocessable = (message: string, field: string) =>
  new HttpError(422, message, 'invalid_audit_log_event', [{ field, message }]);

function checkMetadata(
  field: string,
  metadata: Record<string, unknown> | null | undefined,
  schema: MetadataSchema | null | undefined,
): void {
  if (metadata === null || metadata === undefined) return;
  const entries = Object.entries(metadata);
  if (entries.length > METADATA_KEYS)
    throw unprocessable(`${field} has more than ${METADATA_KEYS} keys`, field);
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > METADATA_KEY_LENGTH)
      throw unprocessable(`${field} keys must be 1 to ${METADATA_KEY_LENGTH} characters`, field);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > METADATA_VALUE_LENGTH)
      throw unprocessable(
        `${field}.${key} is longer than ${METADATA_VALUE_LENGTH} characters`,
        `${field}.${key}`,
      );
    const expected = schema?.properties?.[key]?.type;
    if (expected && typeOf(value) !== expected)
      throw unprocessable(`${field}.${key} must be of type ${expected}`, `${field}.${key}`);
  }
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Throws a 422 naming the field when the event does not match its action's schema. */
async function validate(db: Queryable, event: AuditEventInput): Promise<number> {
  const version = event.version ?? 1;
  const schema = await findSchema(db, event.action, version);
  if (!schema)
    throw unprocessable(
      `No schema for action '${event.action}' version ${version}; create one first`,
      'event.action',
    );
  if (Number.isNaN(Date.parse(event.occurred_at)))
    throw unprocessable('occurred_at must be an ISO 8601 date', 'event.occurred_at');
  checkMetadata('event.actor.metadata', event.actor.metadata, schema.actor?.metadata);
  checkMetadata('event.metadata', event.metadata, schema.metadata);
  event.targets.forEach((target, index) => {
    const targetSchema = schema.targets.find((candidate) => candidate.type === target.type);
    if (!targetSchema)
      throw unprocessable(
        `Target type '${target.type}' is not in the schema of '${event.action}' (${schema.targets.map((t) => t.type).join(', ')})`,
        `event.targets.${index}.type`,
      );
    checkMetadata(`event.targets.${index}.metadata`, target.metadata, targetSchema.metadata);
  });
  return version;
}

/** Canonical JSON (sorted keys), so two spellings of one event hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export interface RecordOptions {
  /** The caller's Idempotency-Key; without one the event's content is the key. */
  idempotencyKey?: string | undefined;
  /** The server's HMAC key for the idempotency hashes (server/audit-logs/hash-key.ts). */
  hashKey: Buffer;
}

/**
 * Validates and stores one event of an organization, in the caller's transaction. Returns the
 * event's id, or the first one's when the same key and content came within 24 hours.
 */
export async function recordAuditEvent(
  tx: Queryable,
  organizationId: string,
  event: AuditEventInput,
  options: RecordOptions,
): Promise<{ id: string; replayed: boolean }> {
  const version = await validate(tx, event);
  const requestHash = createHmac('sha256', options.hashKey)
    .update(`${options.idempotencyKey ?? ''}\n${canonical(event)}`)
    .digest('base64url');
  const id = newUlid();
  // A claim older than 24 hours is taken over; a younger one means this event is a repeat.
  const [claimed] = await tx.query<{ event_id: string }>(
    `INSERT INTO audit_log_idempotency (organization_id, request_hash, event_id) VALUES ($1, $2, $3)
     ON CONFLICT (organization_id, request_hash) DO UPDATE SET event_id = EXCLUDED.event_id, created_at = now()
       WHERE audit_log_idempotency.created_at < now() - interval '24 hours'
     RETURNING event_id`,
    [organizationId, requestHash, id],
  );
  if (!claimed) {
    const [previous] = await tx.query<{ event_id: string }>(
      'SELECT event_id FROM audit_log_idempotency WHERE organization_id = $1 AND request_hash = $2',
      [organizationId, requestHash],
    );
    return { id: previous?.event_id ?? id, replayed: true };
  }
  await tx.query(
    `INSERT INTO audit_log_events (id, organization_id, action, version, occurred_at, actor, targets, context, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      organizationId,
      event.action,
      version,
      new Date(event.occurred_at).toISOString(),
      JSON.stringify(event.actor),
      JSON.stringify(event.targets),
      JSON.stringify(event.context),
      event.metadata ? JSON.stringify(event.metadata) : null,
    ],
  );
  await queueForStream(tx, organizationId, id);
  return { id, replayed: false };
}
