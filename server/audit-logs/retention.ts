// How long an organization's audit-log events are kept, and the sweep that forgets older ones.
import type { Queryable } from '../db/database';

/** Without a setting, events are kept one year. */
export const DEFAULT_RETENTION_DAYS = 365;

/** The SDK's retention periods (`1_MONTH`…`11_MONTHS`, `1_YEAR`…`10_YEARS`) in days. */
export const retentionPeriods: Record<string, number> = Object.fromEntries([
  ...Array.from({ length: 11 }, (_, index) => [
    `${index + 1}_${index === 0 ? 'MONTH' : 'MONTHS'}`,
    (index + 1) * 30,
  ]),
  ...Array.from({ length: 10 }, (_, index) => [
    `${index + 1}_${index === 0 ? 'YEAR' : 'YEARS'}`,
    (index + 1) * 365,
  ]),
]);

export async function retentionDays(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db.query<{ retention_period_in_days: number }>(
    'SELECT retention_period_in_days FROM audit_log_retention WHERE organization_id = $1',
    [organizationId],
  );
  return row?.retention_period_in_days ?? DEFAULT_RETENTION_DAYS;
}

/** Deletes events past their organization's retention, and idempotency claims past 24 hours. */
export async function sweepAuditLogs(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM audit_log_events e
      WHERE e.occurred_at < now() - make_interval(days => COALESCE(
        (SELECT r.retention_period_in_days FROM audit_log_retention r WHERE r.organization_id = e.organization_id),
        ${DEFAULT_RETENTION_DAYS}))`,
  );
  await db.query(
    "DELETE FROM audit_log_idempotency WHERE created_at < now() - interval '24 hours'",
  );
}
