// Audit-log schemas: each action's accepted target types and the types of its metadata, one row
// per version (`auditLogs.createSchema` adds the next version).
import type { Queryable } from '../db/database';

/** The JSON schema the SDK sends for metadata: an object of typed properties. */
export interface MetadataSchema {
  type: 'object';
  properties?: Record<string, { type: string }>;
}

export interface AuditLogSchemaRow {
  action: string;
  version: number;
  actor: { metadata?: MetadataSchema } | null;
  targets: { type: string; metadata?: MetadataSchema }[];
  metadata: MetadataSchema | null;
  created_at: Date | string;
}

const columns = 'action, version, actor, targets, metadata, created_at';

export async function findSchema(
  db: Queryable,
  action: string,
  version: number,
): Promise<AuditLogSchemaRow | undefined> {
  const [row] = await db.query<AuditLogSchemaRow>(
    `SELECT ${columns} FROM audit_log_schemas WHERE action = $1 AND version = $2`,
    [action, version],
  );
  return row;
}

/** Stores the next version of an action's schema and returns it. */
export async function addSchemaVersion(
  db: Queryable,
  action: string,
  schema: Pick<AuditLogSchemaRow, 'actor' | 'targets' | 'metadata'>,
): Promise<AuditLogSchemaRow> {
  // Two concurrent creates for one action: the primary key refuses the second, which retries.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db.query<AuditLogSchemaRow>(
      `INSERT INTO audit_log_schemas (action, version, actor, targets, metadata)
       SELECT $1, COALESCE(max(version), 0) + 1, $2, $3, $4 FROM audit_log_schemas WHERE action = $1
       ON CONFLICT DO NOTHING RETURNING ${columns}`,
      [
        action,
        JSON.stringify(schema.actor ?? { metadata: { type: 'object', properties: {} } }),
        JSON.stringify(schema.targets),
        schema.metadata ? JSON.stringify(schema.metadata) : null,
      ],
    );
    if (row) return row;
  }
  throw new Error(`could not add a schema version for ${action}`);
}

/** The schema as the SDK reads it (`object: "audit_log_schema"`). */
export function schemaObject(row: AuditLogSchemaRow) {
  return {
    object: 'audit_log_schema' as const,
    version: row.version,
    actor: row.actor ?? undefined,
    targets: row.targets,
    ...(row.metadata ? { metadata: row.metadata } : {}),
    created_at: new Date(row.created_at).toISOString(),
  };
}
