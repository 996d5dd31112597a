// Events and webhooks (issue #34) through the provider's official Node SDK against the real
// server: the Events API with every filter and paging, webhook endpoints CRUD, and deliveries to
// a local receiver that verifies each one with the SDK's own constructEvent, through failures,
// with the delivery log and a resend.
import { DomainDataState, UnprocessableEntityException, WorkOS } from '@workos-inc/node';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { createDirectory } from '../../server/directory-sync/directory-store';

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 whose answers a test can script. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (index: number) => number = () => 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answer(received.length - 1);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status >= 300 ? `failure ${'x'.repeat(5000)}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(script: (index: number) => number) {
      answer = script;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('events and webhooks through the official Node SDK', () => {
  let server: TestServer;
  let workos: WorkOS;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // A short receiver timeout so the slow-receiver test waits seconds, not the default 10 s.
    server = await startTestServer({ apiSecretKeys: [SECRET], webhookTimeoutMs: 1500 });
    const url = new URL(server.url);
    workos = new WorkOS({
      apiKey: SECRET,
      clientId: server.config.clientId,
      apiHostname: url.hostname,
      port: Number(url.port),
      https: false,
      maxRetries: 0,
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('given changes through the SDK, should list their events with every filter and page forward through them', async () => {
    const before = await workos.events.listEvents({ events: ['organization.created'], limit: 100 });
    const start = new Date(Date.now() - 1000).toISOString();
    const first = await workos.organizations.createOrganization({ name: 'Events One' });
    const second = await workos.organizations.createOrganization({ name: 'Events Two' });
    const user = await workos.userManagement.createUser({ email: 'events-user@acme.test' });
    const membership = await workos.userManagement.createOrganizationMembership({
      organizationId: first.id,
      userId: user.id,
      roleSlug: 'member',
    });
    await workos.userManagement.updateOrganizationMembership(membership.id, { roleSlug: 'admin' });

    // An event shows once every transaction that began before it has ended (080_events.sql);
    // on a PostgreSQL shared with other writers that can take a moment.
    const all = await until(async () => {
      const list = await workos.events.listEvents({
        events: [
          'organization.created',
          'user.created',
          'organization_membership.created',
          'organization_membership.updated',
        ],
        rangeStart: start,
        limit: 100,
      });
      return list.data.length === 5 ? list : undefined;
    }, 'the five events');
    expect(all.data.map((event) => event.event)).toEqual([
      'organization.created',
      'organization.created',
      'user.created',
      'organization_membership.created',
      'organization_membership.updated',
    ]);
    expect(all.data[0]).toMatchObject({
      data: { id: first.id, name: 'Events One' },
    });
    expect(all.data[0]!.id).toMatch(/^event_[0-9A-Z]{26}$/);
    expect(all.data[2]).toMatchObject({ data: { id: user.id, email: 'events-user@acme.test' } });
    expect(all.data[4]).toMatchObject({
      data: { id: membership.id, role: { slug: 'admin' }, organizationId: first.id },
    });

    // organization_id: only the first organization's events (a user event has none).
    const ofFirst = await workos.events.listEvents({
      events: ['organization.created', 'user.created', 'organization_membership.created'],
      organizationId: first.id,
      rangeStart: start,
    });
    expect(ofFirst.data.map((event) => event.event)).toEqual([
      'organization.created',
      'organization_membership.created',
    ]);
    // range_end before the changes: none of them.
    const none = await workos.events.listEvents({
      events: ['organization.created'],
      rangeStart: new Date(Date.now() - 3600_000).toISOString(),
      rangeEnd: start,
    });
    expect(none.data.map((event) => event.data)).not.toContainEqual(
      expect.objectContaining({ id: first.id }),
    );

    // Paging by `after` one at a time visits the same events in the same order, then stays put.
    const cursor = before.data.at(-1)?.id;
    const paged: string[] = [];
    let after = cursor;
    for (;;) {
      const page = await workos.events.listEvents({
        events: ['organization.created'],
        limit: 1,
        ...(after ? { after } : {}),
      });
      if (page.data.length === 0) {
        expect(page.listMetadata?.after ?? null).toBe(after ?? null);
        break;
      }
      paged.push((page.data[0]!.data as { id: string }).id);
      after = page.data[0]!.id;
    }
    expect(paged).toEqual([first.id, second.id]);
  });

  it('given the three spellings of `events` and bad filters, should read the same list or name the field', async () => {
    const base = `${server.url}/events`;
    const get = (query: string) =>
      fetch(`${base}?${query}`, { headers: { authorization: `Bearer ${SECRET}` } });
    const comma = await (await get('events=user.created,organization.created&limit=100')).json();
    // Nothing is written meanwhile, so the three reads see the same visible events.
    const brackets = await (
      await get('events[]=user.created&events[]=organization.created&limit=100')
    ).json();
    const repeated = await (
      await get('events=user.created&events=organization.created&limit=100')
    ).json();
    expect(comma.data.length).toBeGreaterThan(0);
    expect(brackets).toEqual(comma);
    expect(repeated).toEqual(comma);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['range_start=yesterday', 'range_start'],
      ['events=not an event', 'events'],
      [`range_start=${new Date().toISOString()}&after=event_0`, 'after'],
      ['after=event_01NOSUCHEVENT0000000000000', 'after'],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(422);
      expect(JSON.stringify(await response.json()), query).toContain(field);
    }
    await expect(
      workos.events.listEvents({ events: ['user.created'], limit: 500 }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
    expect((await fetch(base)).status).toBe(401);
  });

  it('given a user and an organization with members, should emit organization_membership.deleted for each membership their deletion removes, in the same transaction', async () => {
    const [one, two] = await Promise.all(
      ['Cascade One', 'Cascade Two'].map((name) =>
        workos.organizations.createOrganization({ name }),
      ),
    );
    const leaving = await workos.userManagement.createUser({ email: 'leaving@cascade.test' });
    const staying = await workos.userManagement.createUser({ email: 'staying@cascade.test' });
    const member = (userId: string, organizationId: string) =>
      workos.userManagement.createOrganizationMembership({ userId, organizationId });
    const memberships = [
      await member(leaving.id, one!.id),
      await member(leaving.id, two!.id),
      await member(staying.id, two!.id),
    ];
    const events = (subjects: string[]) =>
      server.ctx.db.query<{ event: string; subject: string; txid: string }>(
        `SELECT event, data->>'id' AS subject, txid::text FROM events
          WHERE event LIKE '%.deleted' AND data->>'id' = ANY($1) ORDER BY txid, seq`,
        [subjects],
      );
    await workos.userManagement.deleteUser(leaving.id);
    const ofUser = await events([leaving.id, memberships[0]!.id, memberships[1]!.id]);
    expect(ofUser.map(({ event, subject }) => [event, subject])).toEqual([
      ['organization_membership.deleted', memberships[0]!.id],
      ['organization_membership.deleted', memberships[1]!.id],
      ['user.deleted', leaving.id],
    ]);
    expect(new Set(ofUser.map((row) => row.txid)).size).toBe(1);
    // Deleting an organization removes its remaining members' memberships, its domains, its SSO
    // connection and its directory too: each has its deleted event.
    await workos.organizations.updateOrganization({
      organization: two!.id,
      domainData: [{ domain: 'cascade-two.test', state: DomainDataState.Verified }],
    });
    const [domain] = await server.ctx.db.query<{ id: string }>(
      'SELECT id FROM domains WHERE organization_id = $1',
      [two!.id],
    );
    const connectionId = `conn_cascade_${randomBytes(4).toString('hex')}`;
    await server.ctx.db.query(
      `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state)
       VALUES ($1, $2, 'Cascade SAML', 'Saml', 'GenericSAML', 'Active')`,
      [connectionId, two!.id],
    );
    const directory = await createDirectory(server.ctx.db, {
      organizationId: two!.id,
      type: 'okta scim v2.0',
      name: 'Cascade Okta',
    });
    await workos.organizations.deleteOrganization(two!.id);
    const ofOrganization = await events([
      two!.id,
      memberships[2]!.id,
      domain!.id,
      connectionId,
      directory.id,
    ]);
    expect(ofOrganization.map(({ event, subject }) => [event, subject])).toEqual([
      ['organization_membership.deleted', memberships[2]!.id],
      ['organization_domain.deleted', domain!.id],
      ['connection.deleted', connectionId],
      ['dsync.deleted', directory.id],
      ['organization.deleted', two!.id],
    ]);
    expect(new Set(ofOrganization.map((row) => row.txid)).size).toBe(1);
  });

  it('given webhook endpoints, should create (secret shown once), list, update and delete them through the SDK', async () => {
    const created = await workos.webhooks.createWebhookEndpoint({
      endpointUrl: 'https://hooks.partner.test/workos',
      events: ['user.created'],
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      endpointUrl: 'https://hooks.partner.test/workos',
      status: 'enabled',
      events: ['user.created'],
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret.length).toBeGreaterThanOrEqual(40);
    const listed = await workos.webhooks.listWebhookEndpoints();
    const shown = listed.data.find((endpoint) => endpoint.id === created.id);
    expect(shown?.secret).not.toBe(created.secret);
    const updated = await workos.webhooks.updateWebhookEndpoint({
      id: created.id,
      status: 'disabled' as never,
      events: ['user.created', 'user.deleted'],
    });
    expect(updated).toMatchObject({ status: 'disabled', events: ['user.created', 'user.deleted'] });
    await expect(
      workos.webhooks.createWebhookEndpoint({
        endpointUrl: 'http://hooks.partner.test/',
        events: ['user.created'],
      }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
    await expect(
      workos.webhooks.createWebhookEndpoint({
        endpointUrl: 'ftp://x.test/',
        events: ['user.created'],
      }),
    ).rejects.toBeInstanceOf(UnprocessableEntityException);
    await workos.webhooks.deleteWebhookEndpoint({ id: created.id });
    const after = await workos.webhooks.listWebhookEndpoints();
    expect(after.data.map((endpoint) => endpoint.id)).not.toContain(created.id);
  });

  it('given a receiver that fails twice and then answers, should deliver each event signed so the SDK verifies it, with the attempts in the delivery log', async () => {
    const endpoint = await workos.webhooks.createWebhookEndpoint({
      endpointUrl: receiver.url,
      events: ['user.created', 'user.updated'],
    });
    receiver.received.length = 0;
    receiver.answerWith((index) => (index < 2 ? 503 : 200));
    const user = await workos.userManagement.createUser({ email: 'hooked@acme.test' });
    await workos.userManagement.updateUser({ userId: user.id, firstName: 'Hooked' });

    const verified = await until(async () => {
      const ids = new Map<string, string>();
      for (const delivery of receiver.received) {
        const event = await workos.webhooks.constructEvent({
          payload: JSON.parse(delivery.body) as Record<string, unknown>,
          sigHeader: delivery.headers['workos-signature'] as string,
          secret: endpoint.secret,
        });
        ids.set(event.id, event.event);
      }
      return [...ids.values()].sort().join() === 'user.created,user.updated' ? ids : undefined;
    }, 'both events verified');
    expect(verified.size).toBe(2);
    expect(receiver.received[0]!.headers['content-type']).toBe('application/json');
    expect(receiver.received[0]!.headers['workos-signature']).toMatch(/^t=\d{13},v1=[0-9a-f]{64}$/);
    // A tampered body fails the SDK's check.
    const tampered = receiver.received[0]!.body.replace('hooked', 'hijacked');
    await expect(
      workos.webhooks.constructEvent({
        payload: JSON.parse(tampered) as Record<string, unknown>,
        sigHeader: receiver.received[0]!.headers['workos-signature'] as string,
        secret: endpoint.secret,
      }),
    ).rejects.toThrow();

    const headers = { authorization: `Bearer ${SECRET}` };
    const deliveries = await until(async () => {
      const list = (await (
        await fetch(`${server.url}/webhook_endpoints/${endpoint.id}/deliveries?order=asc`, {
          headers,
        })
      ).json()) as { data: Array<{ id: string; state: string; attempts: number }> };
      return list.data.length === 2 && list.data.every((row) => row.state === 'delivered')
        ? list.data
        : undefined;
    }, 'both deliveries delivered');
    const failedFirst = deliveries.find((row) => row.attempts > 1)!;
    const detail = (await (
      await fetch(`${server.url}/webhook_deliveries/${failedFirst.id}`, { headers })
    ).json()) as {
      attempt_log: Array<{ outcome: string; status_code: number; response_body: string }>;
    };
    expect(detail.attempt_log[0]).toMatchObject({ outcome: 'failed', status_code: 503 });
    expect(detail.attempt_log[0]!.response_body.length).toBe(2048);
    expect(detail.attempt_log.at(-1)).toMatchObject({ outcome: 'delivered', status_code: 200 });

    // A resend is a new delivery of the same event, signed anew.
    const count = receiver.received.length;
    const resent = await fetch(`${server.url}/webhook_deliveries/${failedFirst.id}/resend`, {
      method: 'POST',
      headers,
    });
    expect(resent.status).toBe(201);
    await until(() => receiver.received.length > count || undefined, 'the resend');
    const again = await workos.webhooks.constructEvent({
      payload: JSON.parse(receiver.received.at(-1)!.body) as Record<string, unknown>,
      sigHeader: receiver.received.at(-1)!.headers['workos-signature'] as string,
      secret: endpoint.secret,
    });
    expect(verified.has(again.id)).toBe(true);
    await workos.webhooks.deleteWebhookEndpoint({ id: endpoint.id });
  });

  it('given a receiver that is down, then too slow, then back, should end with every event once in its dedupe and each failure in the delivery log', async () => {
    // A port that refuses connections until the receiver comes back on it.
    const probe = await startReceiver();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const endpoint = await workos.webhooks.createWebhookEndpoint({
      endpointUrl: probe.url,
      events: ['organization.created'],
    });
    for (const name of ['Down One', 'Down Two', 'Down Three']) {
      await workos.organizations.createOrganization({ name });
    }
    const queued = await server.ctx.db.query<{ event_id: string }>(
      'SELECT event_id FROM deliveries WHERE target_id = $1',
      [endpoint.id],
    );
    expect(queued).toHaveLength(3);
    await until(async () => {
      const rows = await server.ctx.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM deliveries WHERE target_id = $1 AND attempts >= 2',
        [endpoint.id],
      );
      return Number(rows[0]!.n) === 3 || undefined;
    }, 'two refused attempts of each delivery');

    // Back, but the first request it gets is held past the sender's timeout.
    const held: http.ServerResponse[] = [];
    const dedupe = new Map<string, number>();
    const back = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (held.length === 0) {
          held.push(response);
          return;
        }
        void workos.webhooks
          .constructEvent({
            payload: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            sigHeader: request.headers['workos-signature'] as string,
            secret: endpoint.secret,
          })
          .then((event) => dedupe.set(event.id, (dedupe.get(event.id) ?? 0) + 1));
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    try {
      await until(async () => {
        const rows = await server.ctx.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM deliveries WHERE target_id = $1 AND state = 'delivered'",
          [endpoint.id],
        );
        return Number(rows[0]!.n) === 3 || undefined;
      }, 'every delivery delivered');
      await until(() => dedupe.size === 3 || undefined, 'every event verified');
      expect([...dedupe.keys()].sort()).toEqual(queued.map((row) => row.event_id).sort());

      const attempts = await server.ctx.db.query<{
        error: string | null;
        status_code: number | null;
      }>(
        `SELECT a.error, a.status_code FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
          WHERE d.target_id = $1`,
        [endpoint.id],
      );
      expect(attempts.some((row) => /ECONNREFUSED/.test(row.error ?? ''))).toBe(true);
      expect(attempts.some((row) => row.error === 'No answer within 1.5 s')).toBe(true);
      expect(attempts.filter((row) => row.status_code === 200).length).toBeGreaterThanOrEqual(3);
    } finally {
      for (const response of held) response.destroy();
      back.closeAllConnections();
      await new Promise<void>((resolve) => back.close(() => resolve()));
      await workos.webhooks.deleteWebhookEndpoint({ id: endpoint.id });
    }
  });

  it('given a receiver that always fails, should stop after six tries, and disable an endpoint failing for days with the reason', async () => {
    const endpoint = await workos.webhooks.createWebhookEndpoint({
      endpointUrl: receiver.url,
      events: ['organization.updated'],
    });
    receiver.answerWith(() => 500);
    const organization = await workos.organizations.createOrganization({ name: 'Always Failing' });
    await workos.organizations.updateOrganization({
      organization: organization.id,
      name: 'Still Failing',
    });
    const [delivery] = await until(async () => {
      const rows = await server.ctx.db.query<{ state: string; attempts: number; id: string }>(
        "SELECT id, state, attempts FROM deliveries WHERE target_id = $1 AND state = 'failed'",
        [endpoint.id],
      );
      return rows.length > 0 ? rows : undefined;
    }, 'the delivery to fail for good');
    expect(delivery!.attempts).toBe(6);
    // Days of failure (moved back in time here) disable the endpoint on the next failure.
    await server.ctx.db.query(
      "UPDATE webhook_endpoints SET failing_since = now() - interval '6 days' WHERE id = $1",
      [endpoint.id],
    );
    await workos.organizations.updateOrganization({
      organization: organization.id,
      name: 'Failing More',
    });
    const disabled = await until(async () => {
      const list = await workos.webhooks.listWebhookEndpoints();
      const row = list.data.find((entry) => entry.id === endpoint.id);
      return row?.status === 'disabled' ? row : undefined;
    }, 'the endpoint to be disabled');
    expect(disabled.status).toBe('disabled');
    const [reason] = await server.ctx.db.query<{ disabled_reason: string }>(
      'SELECT disabled_reason FROM webhook_endpoints WHERE id = $1',
      [endpoint.id],
    );
    expect(reason!.disabled_reason).toMatch(
      /^Every delivery failed since .* last: The receiver answered 500/,
    );
    receiver.answerWith(() => 200);
    await workos.webhooks.deleteWebhookEndpoint({ id: endpoint.id });
  });

  it('given writes that queue no delivery, should leave the delivery engine asleep, and wake it once for a write that queues one', async () => {
    // Every answered write used to wake the engine, adding a refill and a claim statement to
    // each (issue #36); now only the requests that queued something do.
    const wake = vi.spyOn(server.deliveries, 'wake');
    try {
      // No endpoint subscribes to organization.created: the event is stored, nothing is queued.
      await workos.organizations.createOrganization({ name: 'Nobody Listens' });
      const endpoint = await workos.webhooks.createWebhookEndpoint({
        endpointUrl: receiver.url,
        events: ['organization.created'],
      });
      const heard = await workos.organizations.createOrganization({ name: 'Somebody Listens' });
      await until(
        () => receiver.received.some((entry) => entry.body.includes(heard.id)),
        'the delivery of the heard organization',
      );
      expect(wake).toHaveBeenCalledTimes(1);
      await workos.webhooks.deleteWebhookEndpoint({ id: endpoint.id });
    } finally {
      wake.mockRestore();
    }
  });
});
