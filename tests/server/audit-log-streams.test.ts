// Audit-log streams (issue #35, dsync-audit-events.md §B.3, anchor-widgets.md §3) against the real
// server: the stream configured in the hosted admin portal (opened with the official SDK's
// generateLink, intent log_streams), events recorded with the SDK's auditLogs.createEvent, and
// local receivers (Generic HTTPS, shaped as Datadog's and Splunk's intakes) that get every event
// of the organization as configured, in order, through an outage and a credentials failure, while
// the AdminPortalAuditLogStreaming widget endpoint follows the stream's state.
import { WorkOS } from '@workos-inc/node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { startStreamReceiver, until, type ReceivedRequest } from './stream-receiver';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;
const STREAMING = 'widgets:audit-log-streaming:manage';

interface Streamed {
  id: string;
  action: string;
  occurred_at: string;
  actor: Record<string, unknown>;
  targets: Record<string, unknown>[];
  context: { location: string; user_agent?: string | null };
  metadata?: Record<string, unknown>;
}

/** The events of Generic HTTPS requests (JSON array or NDJSON lines), in the order received. */
function genericEvents(requests: ReceivedRequest[]): Streamed[] {
  return requests.flatMap((request) => {
    const records: { event: Streamed; keySuffix: string; timestamp: string; source: string }[] =
      request.headers['content-type'] === 'application/x-ndjson'
        ? request.body
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line))
        : JSON.parse(request.body);
    for (const record of records) {
      expect(record.keySuffix).toBe(record.event.id);
      expect(record.timestamp).toBe(record.event.occurred_at);
      expect(typeof record.source).toBe('string');
    }
    return records.map((record) => record.event);
  });
}

/**
 * First arrivals by id (delivery is at least once), sorted by id: each batch is in id order and
 * batches go one after another, but an event whose transaction commits after a later-id event
 * was sent comes in the next batch, so arrival order is checked per request (inOrder).
 */
function firstArrivals(events: Streamed[]): Streamed[] {
  const seen = new Set<string>();
  return events
    .filter((event) => !seen.has(event.id) && seen.add(event.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Every request's events are in id order. */
const inOrder = (requests: ReceivedRequest[]) =>
  requests.every((request) => {
    const ids = genericEvents([request]).map((event) => event.id);
    return ids.every((id, index) => index === 0 || ids[index - 1]! < id);
  });

describe('audit-log streams', () => {
  let server: TestServer;
  let workos: WorkOS;
  let acme: string;
  let globex: string;
  let sam: Actor;
  let generic: Awaited<ReturnType<typeof startStreamReceiver>>;
  let datadog: Awaited<ReturnType<typeof startStreamReceiver>>;
  let splunk: Awaited<ReturnType<typeof startStreamReceiver>>;
  let portal: Awaited<ReturnType<typeof openPortal>>;
  let sequence = 0;

  async function openPortal(organizationId: string) {
    const { link } = await workos.adminPortal.generateLink({
      intent: 'log_streams',
      organization: organizationId,
    });
    const launched = await fetch(link, { redirect: 'manual' });
    expect(launched.headers.get('location')).toBe('/admin-portal/log-streams');
    const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
    const get = async () => {
      const response = await fetch(`${server.url}/admin-portal/log-streams`, {
        headers: { cookie },
      });
      return { status: response.status, html: await response.text() };
    };
    const csrf = /name="csrf" value="([^"]+)"/.exec((await get()).html)?.[1] ?? '';
    const post = async (path: string, fields: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/admin-portal/log-streams${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        html: await response.text(),
      };
    };
    return { get, post };
  }

  const widget = async () => {
    const response = await widgetCall(server, '/_widgets/admin-portal/audit-log-stream', {
      token: sam.token,
      headers: { 'workos-widgets-type': 'admin-portal-audit-log-streaming' },
    });
    expect(response.status).toBe(200);
    return response.body as Record<string, string | null>;
  };

  /** Records `count` events for the organization through the SDK, 10 at a time. */
  async function recordEvents(organizationId: string, count: number): Promise<void> {
    for (let start = 0; start < count; start += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, () => {
          sequence += 1;
          return workos.auditLogs.createEvent(organizationId, {
            action: 'document.shared',
            occurredAt: new Date(Date.UTC(2026, 10, 20, 10, 0, 0, sequence)),
            actor: { id: 'user_ada', type: 'user', name: 'Ada', metadata: { role: 'admin' } },
            targets: [{ id: `doc_${sequence}`, type: 'document' }],
            context: { location: '203.0.113.7', userAgent: 'Firefox' },
            metadata: { n: String(sequence) },
          });
        }),
      );
  }

  /** The organization's recorded events as a stream must carry them. */
  async function recorded(organizationId: string): Promise<Streamed[]> {
    const rows = await server.ctx.db.query<Streamed & { occurred_at: Date | string }>(
      `SELECT id, action, occurred_at, actor, targets, context, metadata FROM audit_log_events
        WHERE organization_id = $1 AND action = 'document.shared' ORDER BY id`,
      [organizationId],
    );
    return rows.map((row) => ({
      ...row,
      occurred_at: new Date(row.occurred_at).toISOString(),
      ...(row.metadata ? {} : { metadata: undefined }),
    }));
  }

  /** Waits until the events recorded since `from` all arrived, and returns the arrivals. */
  async function allArrived(events: () => Streamed[], expected: Streamed[]): Promise<Streamed[]> {
    const ids = new Set(expected.map((event) => event.id));
    return until(() => {
      const arrivals = firstArrivals(events()).filter((event) => ids.has(event.id));
      return arrivals.length === ids.size ? arrivals : undefined;
    }, `${ids.size} events at the receiver`);
  }

  beforeAll(async () => {
    server = await startTestServer({ apiSecretKeys: [SECRET] });
    const url = new URL(server.url);
    workos = new WorkOS({
      apiKey: SECRET,
      clientId: server.config.clientId,
      apiHostname: url.hostname,
      port: Number(url.port),
      https: false,
      maxRetries: 0,
      timeout: 10_000,
    });
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    await server.ctx.db.query(
      "UPDATE roles SET permissions = array_append(permissions, $1) WHERE slug = 'admin'",
      [STREAMING],
    );
    sam = await createActor(server, acme, { email: 'sam@acme.test', permissions: [STREAMING] });
    await workos.auditLogs.createSchema({
      action: 'document.shared',
      actor: { metadata: { role: 'string' } },
      targets: [{ type: 'document' }],
      metadata: { n: 'string' },
    });
    generic = await startStreamReceiver('/siem/in');
    datadog = await startStreamReceiver('/api/v2/logs');
    splunk = await startStreamReceiver('/services/collector/event');
    portal = await openPortal(acme);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([generic, datadog, splunk].map((receiver) => receiver?.close()));
  });

  it('given no stream, should show the set-up page and answer {} to the widget; bad input is named and saves nothing', async () => {
    expect(await widget()).toEqual({});
    const page = await portal.get();
    expect(page.status).toBe(200);
    expect(page.html).toContain("You haven't set up Log Streams yet.");
    const bad = await portal.post('', {
      type: 'GenericHttps',
      https_url: 'ftp://siem.test/in',
      format: 'xml',
      header1_name: 'Content-Type',
      header1_value: 'text/plain',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/id="https_url-error">The endpoint URL must be an https: URL/);
    expect(bad.html).toContain('id="format-error"');
    expect(bad.html).toContain('Content-Type is set by the server.');
    expect(await widget()).toEqual({});
  });

  it('given a Generic HTTPS stream, should deliver every event of the organization as configured, in order, also after an outage', async () => {
    generic.answerWith((request) =>
      request.headers.authorization === 'Bearer s3cret-token' ? 200 : 401,
    );
    const saved = await portal.post('', {
      type: 'GenericHttps',
      https_url: generic.url,
      format: 'json',
      header1_name: 'Authorization',
      header1_value: 'Bearer s3cret-token',
    });
    expect(saved.status).toBe(303);
    const page = await portal.get();
    expect(page.html).toContain('Streaming');
    expect(page.html).not.toContain('s3cret-token');
    expect(await widget()).toMatchObject({ type: 'GenericHttps', state: 'Active' });

    await recordEvents(acme, 5);
    await recordEvents(globex, 2);
    let expected = await recorded(acme);
    let arrivals = await allArrived(() => genericEvents(generic.accepted()), expected);
    expect(arrivals).toEqual(expected);
    const first = generic.accepted()[0]!;
    expect(first.path).toBe('/siem/in');
    expect(first.headers['content-type']).toBe('application/json');
    // One of them exactly as the SDK sent it.
    expect(arrivals[0]).toMatchObject({
      action: 'document.shared',
      actor: { id: 'user_ada', type: 'user', name: 'Ada', metadata: { role: 'admin' } },
      context: { location: '203.0.113.7', user_agent: 'Firefox' },
    });
    const lastBefore = expected.at(-1)!.id;
    await until(async () => (await widget()).lastSyncedEventId === lastBefore, 'last sync');

    // The destination goes down; events keep coming; retries back off; then it is back.
    generic.answerWith(() => 503);
    const failuresBefore = generic.received.length;
    await recordEvents(acme, 150);
    await until(
      () => generic.received.slice(failuresBefore).filter((r) => r.status === 503).length >= 3,
      'three failed tries',
    );
    expect(await widget()).toMatchObject({ state: 'Error', lastSyncedEventId: lastBefore });
    generic.answerWith(() => 200);
    expected = await recorded(acme);
    expect(expected).toHaveLength(155);
    arrivals = await allArrived(() => genericEvents(generic.accepted()), expected);
    // Every event, exactly as recorded, each request in id order, and nothing of Globex.
    expect(arrivals).toEqual(expected);
    expect(inOrder(generic.accepted())).toBe(true);
    expect(generic.accepted().every((request) => JSON.parse(request.body).length <= 100)).toBe(
      true,
    );
    await until(
      async () => (await widget()).lastSyncedEventId === expected.at(-1)!.id,
      'last sync after the outage',
    );
    expect(await widget()).toMatchObject({ state: 'Active', errorMessage: null });
  });

  it('given a 401 from the destination, should be Invalid until the configuration is fixed, then send the backlog in the new format', async () => {
    const before = new Set((await recorded(acme)).map((event) => event.id));
    generic.answerWith((request) =>
      request.headers.authorization === 'Bearer rotated' ? 200 : 401,
    );
    await recordEvents(acme, 3);
    await until(async () => (await widget()).state === 'Invalid', 'state Invalid');
    expect((await widget()).errorMessage).toMatch(/refused the credentials \(401\)/);
    expect((await portal.get()).html).toContain('Not streaming: credentials refused');

    const fixed = await portal.post('', {
      type: 'GenericHttps',
      https_url: generic.url,
      format: 'ndjson',
      header1_name: 'Authorization',
      header1_value: 'Bearer rotated',
    });
    expect(fixed.status).toBe(303);
    const backlog = (await recorded(acme)).filter((event) => !before.has(event.id));
    const arrivals = await allArrived(() => genericEvents(generic.accepted()), backlog);
    expect(arrivals).toEqual(backlog);
    expect(generic.accepted().at(-1)!.headers['content-type']).toBe('application/x-ndjson');
    await until(async () => (await widget()).state === 'Active', 'state Active');

    // Saving again with the value left blank keeps the saved secret.
    await portal.post('', {
      type: 'GenericHttps',
      https_url: generic.url,
      format: 'ndjson',
      header1_name: 'Authorization',
    });
    const [row] = await server.ctx.db.query<{ config: { headers: { value: string }[] } }>(
      'SELECT config FROM audit_log_streams WHERE organization_id = $1',
      [acme],
    );
    expect(row?.config.headers[0]?.value).toBe('Bearer rotated');
  });

  it('given a Datadog stream, should post the intake shape with the API key', async () => {
    datadog.answerWith((request) => (request.headers['dd-api-key'] === 'dd-key-1' ? 202 : 403));
    const saved = await portal.post('', {
      type: 'Datadog',
      dd_region: 'EU1',
      dd_api_key: 'dd-key-1',
      dd_intake_url: datadog.url,
    });
    expect(saved.status).toBe(303);
    expect(await widget()).toMatchObject({ type: 'Datadog', state: 'Active' });
    const before = new Set((await recorded(acme)).map((event) => event.id));
    await recordEvents(acme, 4);
    const expected = (await recorded(acme)).filter((event) => !before.has(event.id));
    const entries = () =>
      datadog
        .accepted()
        .flatMap(
          (request) =>
            JSON.parse(request.body) as { message: Streamed; ddsource: string; service: string }[],
        );
    const arrivals = await allArrived(() => entries().map((entry) => entry.message), expected);
    expect(arrivals).toEqual(expected);
    for (const entry of entries()) {
      expect(entry.ddsource).toBe('Acme Loyalty');
      expect(entry.service).toBe('audit-logs');
    }
    expect(datadog.accepted()[0]!.path).toBe('/api/v2/logs');
    expect(datadog.accepted()[0]!.headers['content-type']).toBe('application/json');
  });

  it('given a Splunk stream, should post HEC events with the token', async () => {
    splunk.answerWith((request) =>
      request.headers.authorization === 'Splunk hec-token' ? 200 : 403,
    );
    expect(
      (await portal.post('', { type: 'Splunk', splunk_url: splunk.url, splunk_token: 'hec-token' }))
        .status,
    ).toBe(303);
    const before = new Set((await recorded(acme)).map((event) => event.id));
    await recordEvents(acme, 2);
    const expected = (await recorded(acme)).filter((event) => !before.has(event.id));
    const entries = () =>
      splunk
        .accepted()
        .flatMap(
          (request) =>
            JSON.parse(request.body) as { event: Streamed; time: number; source: string }[],
        );
    const arrivals = await allArrived(() => entries().map((entry) => entry.event), expected);
    expect(arrivals).toEqual(expected);
    for (const entry of entries()) expect(entry.time).toBe(Date.parse(entry.event.occurred_at));
  });

  it('given the test button, disable, enable and delete, should send a sample, stop, resume, and forget the stream', async () => {
    const tested = await portal.post('/test');
    expect(tested.status).toBe(200);
    expect(tested.html).toContain('Test event delivered: the destination answered 200.');
    const samples = splunk.received.filter((request) =>
      request.body.includes('"action":"log_stream.test"'),
    );
    expect(samples).toHaveLength(1);
    expect(samples[0]!.headers.authorization).toBe('Splunk hec-token');

    expect((await portal.post('/state', { enabled: 'false' })).location).toBe(
      '/admin-portal/log-streams?notice=disabled',
    );
    expect(await widget()).toMatchObject({ state: 'Inactive' });
    const sentBefore = splunk.received.length;
    await recordEvents(acme, 2);
    const [queued] = await server.ctx.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM audit_log_stream_queue',
    );
    expect(Number(queued?.n)).toBe(0);

    await portal.post('/state', { enabled: 'true' });
    expect(await widget()).toMatchObject({ state: 'Active' });
    const before = new Set((await recorded(acme)).map((event) => event.id));
    await recordEvents(acme, 1);
    const expected = (await recorded(acme)).filter((event) => !before.has(event.id));
    const arrivals = await allArrived(
      () =>
        splunk
          .accepted()
          .slice(sentBefore)
          .flatMap((request) => JSON.parse(request.body) as { event: Streamed }[])
          .map((entry) => entry.event),
      expected,
    );
    // Only the event recorded after enabling: the two recorded while disabled were not sent.
    expect(arrivals).toEqual(expected);
    const sentAfter = splunk
      .accepted()
      .slice(sentBefore)
      .flatMap((request) => JSON.parse(request.body) as { event: Streamed }[])
      .filter((entry) => entry.event.action === 'document.shared');
    expect(sentAfter).toHaveLength(1);

    expect((await portal.post('/delete')).location).toBe(
      '/admin-portal/log-streams?notice=deleted',
    );
    expect(await widget()).toEqual({});

    // The portal's changes are in the organization's audit log.
    const changes = await server.ctx.db.query<{ metadata: { change: string } }>(
      `SELECT metadata FROM audit_log_events WHERE organization_id = $1 AND action = 'log_stream.changed'
        ORDER BY id`,
      [acme],
    );
    expect(changes.map((row) => row.metadata.change)).toEqual([
      'saved',
      'saved',
      'saved',
      'saved',
      'saved',
      'disabled',
      'enabled',
      'deleted',
    ]);
  });
});
