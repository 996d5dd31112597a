// Audit logs through the provider's official Node SDK, unchanged, over HTTP
// (reference/dsync-audit-events.md §B.1): schemas, events with their idempotency and schema
// checks, exports read back as CSV through their signed URL, and retention.
import { UnprocessableEntityException, WorkOS } from '@workos-inc/node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;

function sdk(server: TestServer): WorkOS {
  const url = new URL(server.url);
  return new WorkOS({
    apiKey: SECRET,
    clientId: server.config.clientId,
    apiHostname: url.hostname,
    port: Number(url.port),
    https: false,
    maxRetries: 0,
    timeout: 10_000,
  });
}

const event = (overrides: Record<string, unknown> = {}) => ({
  action: 'document.shared',
  occurredAt: new Date('2026-11-20T10:00:00.000Z'),
  actor: { id: 'user_ada', type: 'user', name: 'Ada', metadata: { role: 'admin' } },
  targets: [{ id: 'doc_1', type: 'document', metadata: { pages: 3 } }],
  context: { location: '203.0.113.7', userAgent: 'Firefox' },
  metadata: { reason: 'review' },
  ...overrides,
});

/** CSV rows as arrays of fields (fields here hold no quoted line breaks). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
        .map((match) => match[1] ?? '')
        .slice(0, -1)
        .map((field) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field)),
    );
}

describe('audit logs through the official Node SDK', () => {
  let server: TestServer;
  let workos: WorkOS;
  let organizationId: string;
  const stored = async () =>
    Number(
      (
        await server.ctx.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM audit_log_events WHERE organization_id = $1',
          [organizationId],
        )
      )[0]?.n,
    );

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    workos = sdk(server);
    organizationId = (await workos.organizations.createOrganization({ name: 'Audited Co' })).id;
  });
  afterAll(async () => server?.close());

  it('given an action, when the partner creates its schema twice, should list two versions with their targets', async () => {
    const first = await workos.auditLogs.createSchema({
      action: 'document.shared',
      actor: { metadata: { role: 'string' } },
      targets: [{ type: 'document', metadata: { pages: 'number' } }, { type: 'user' }],
      metadata: { reason: 'string' },
    });
    expect(first).toMatchObject({ object: 'audit_log_schema', version: 1 });
    expect(first.targets.map((target) => target.type)).toEqual(['document', 'user']);
    const second = await workos.auditLogs.createSchema({
      action: 'document.shared',
      targets: [{ type: 'document' }],
    });
    expect(second.version).toBe(2);
    const list = await workos.auditLogs.listSchemas('document.shared', { order: 'asc' });
    expect(list.data.map((schema) => schema.version)).toEqual([1, 2]);
  });

  it('given a schema, when an event is created and retried with its key, should store it once; another content under the key is another event', async () => {
    const before = await stored();
    await workos.auditLogs.createEvent(organizationId, event(), { idempotencyKey: 'retry-1' });
    await workos.auditLogs.createEvent(organizationId, event(), { idempotencyKey: 'retry-1' });
    expect(await stored()).toBe(before + 1);
    await workos.auditLogs.createEvent(organizationId, event({ metadata: { reason: 'other' } }), {
      idempotencyKey: 'retry-1',
    });
    expect(await stored()).toBe(before + 2);
    const [row] = await server.ctx.db.query<{ id: string; actor: { name: string } }>(
      'SELECT id, actor FROM audit_log_events WHERE organization_id = $1 ORDER BY id LIMIT 1',
      [organizationId],
    );
    expect(row?.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(row?.actor.name).toBe('Ada');
  });

  it('given events that break the schema, when created, should answer 422 naming the field and store nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ targets: [{ id: 't', type: 'team' }] }, 'event.targets.0.type'],
      [{ metadata: { reason: 42 } }, 'event.metadata.reason'],
      [{ actor: { id: 'u', type: 'user', metadata: { role: true } } }, 'event.actor.metadata.role'],
      [{ action: 'never.configured' }, 'event.action'],
      [
        { metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) },
        'event.metadata',
      ],
    ];
    for (const [overrides, field] of cases) {
      const failure = await workos.auditLogs
        .createEvent(organizationId, event(overrides))
        .catch((error: unknown) => error);
      expect(failure, field).toBeInstanceOf(UnprocessableEntityException);
      // The wire body names the field (the SDK keeps only the codes).
      const { occurredAt, context, ...rest } = { ...event(), ...overrides } as ReturnType<
        typeof event
      >;
      const response = await fetch(`${server.url}/audit_logs/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          organization_id: organizationId,
          event: {
            ...rest,
            occurred_at: occurredAt.toISOString(),
            context: { location: context.location, user_agent: context.userAgent },
          },
        }),
      });
      expect(response.status, field).toBe(422);
      const body = (await response.json()) as { errors?: { field: string }[] };
      expect(body.errors?.map((error) => error.field)).toEqual([field]);
    }
    expect(await stored()).toBe(before);
  });

  it('given events in an organization, when exported with filters, should read back a CSV of exactly the matching events through a URL that expires', async () => {
    await workos.auditLogs.createEvent(
      organizationId,
      event({
        actor: { id: 'user_bob', type: 'user', name: '=HYPERLINK("x")' },
        occurredAt: new Date('2026-11-21T10:00:00.000Z'),
        metadata: { reason: 'formula, "quoted"' },
      }),
    );
    const created = await workos.auditLogs.createExport({
      organizationId,
      rangeStart: new Date('2026-11-01T00:00:00.000Z'),
      rangeEnd: new Date('2026-11-30T00:00:00.000Z'),
      actorIds: ['user_bob'],
    });
    expect(created).toMatchObject({ object: 'audit_log_export', state: 'ready' });
    const fetched = await workos.auditLogs.getExport(created.id);
    expect(fetched.url).toBeTruthy();
    const response = await fetch(fetched.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(await response.text());
    expect(rows[0]?.slice(0, 4)).toEqual(['id', 'action', 'version', 'occurred_at']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[4]).toBe('user_bob');
    expect(rows[1]?.[6]).toBe(`'=HYPERLINK("x")`);
    expect(rows[1]?.[10]).toBe(JSON.stringify({ reason: 'formula, "quoted"' }));

    const all = await workos.auditLogs.createExport({
      organizationId,
      rangeStart: new Date('2026-11-01T00:00:00.000Z'),
      rangeEnd: new Date('2026-11-30T00:00:00.000Z'),
      actions: ['document.shared'],
      targets: ['document'],
    });
    const allRows = parseCsv(await (await fetch(all.url as string)).text());
    expect(allRows.length - 1).toBe(await stored());

    const tampered = new URL(fetched.url as string);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 60));
    expect((await fetch(tampered)).status).toBe(403);
    const expired = new URL(fetched.url as string);
    expired.searchParams.set('signature', 'x');
    expect((await fetch(expired)).status).toBe(403);
  });

  it('given an export whose range is reversed or an unknown organization, should refuse it', async () => {
    const reversed = await workos.auditLogs
      .createExport({
        organizationId,
        rangeStart: new Date('2026-11-30T00:00:00.000Z'),
        rangeEnd: new Date('2026-11-01T00:00:00.000Z'),
      })
      .catch((error: unknown) => error);
    expect(reversed).toBeInstanceOf(UnprocessableEntityException);
    const unknown = await workos.auditLogs
      .createEvent('org_01UNKNOWN0000000000000000', event())
      .catch((error: { status?: number }) => error);
    expect((unknown as { status?: number }).status).toBe(404);
  });

  it('given an organization, when its retention is set, should read it back in days', async () => {
    const initial = await workos.auditLogs.getOrganizationAuditLogsRetention({
      id: organizationId,
    });
    expect(initial.retentionPeriodInDays).toBe(365);
    const updated = await workos.auditLogs.updateOrganizationAuditLogsRetention({
      id: organizationId,
      retentionPeriod: '3_MONTHS' as never,
    });
    expect(updated.retentionPeriodInDays).toBe(90);
    const failure = await workos.auditLogs
      .updateOrganizationAuditLogsRetention({
        id: organizationId,
        retentionPeriod: '13_MONTHS' as never,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnprocessableEntityException);
  });

  it('given no secret key, when a caller posts an event, should answer 401 and store nothing', async () => {
    const before = await stored();
    const response = await fetch(`${server.url}/audit_logs/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ organization_id: organizationId, event: {} }),
    });
    expect(response.status).toBe(401);
    expect(await stored()).toBe(before);
  });
});
