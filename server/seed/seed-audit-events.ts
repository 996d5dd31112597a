// A few past actions of Acme's administrator in its audit log, so <audit-logs> and the dashboard's
// Audit Log page show a trail on first start. Recorded through the same code as a partner's
// `auditLogs.createEvent` (schema check, ULID ids), oldest first.
import { recordAuditEvent } from '../audit-logs/record-audit-event';
import { serverSecret } from '../audit-logs/server-secret';
import type { AppContext } from '../context';

const HOUR = 60 * 60 * 1000;
const LOCATION = '203.0.113.24';
const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

export async function seedAuditEvents(
  ctx: AppContext,
  organizationId: string,
  admin: { id: string; name: string },
): Promise<void> {
  const hashKey = await serverSecret(ctx.db, 'audit_log_hash');
  const now = Date.now();
  const events = [
    {
      hoursAgo: 72,
      action: 'member.invited',
      target: { id: 'mei.chen@acme.test', type: 'invitation', name: 'mei.chen@acme.test' },
      metadata: { roles: 'member' },
    },
    {
      hoursAgo: 50,
      action: 'api_key.created',
      target: { id: 'api_key_seeded_reporting', type: 'api_key', name: 'Reporting export' },
    },
    {
      hoursAgo: 26,
      action: 'invitation.resent',
      target: { id: 'mei.chen@acme.test', type: 'invitation', name: 'mei.chen@acme.test' },
    },
  ];
  await ctx.db.transaction(async (tx) => {
    for (const event of events)
      await recordAuditEvent(
        tx,
        organizationId,
        {
          action: event.action,
          occurred_at: new Date(now - event.hoursAgo * HOUR).toISOString(),
          actor: { id: admin.id, type: 'user', name: admin.name },
          targets: [event.target],
          context: { location: LOCATION, user_agent: USER_AGENT },
          ...(event.metadata ? { metadata: event.metadata } : {}),
        },
        { hashKey },
      );
  });
}
