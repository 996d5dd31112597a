// The delivery engine with two processes' worth of engines on one PostgreSQL (each its own
// connection pool): every event reaches the receiver, no attempt is made twice, and a delivery
// whose sender died mid-send (its lease run out) is delivered by the other. PostgreSQL only
// (PGlite is one connection in one process); skipped with the reason printed otherwise.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { startDeliveryEngine, type DeliveryEngine } from '../../server/events/delivery-engine';
import { appendEvent } from '../../server/events/event-log';
import { webhookTarget } from '../../server/events/webhook-target';
import { openTestDatabase } from './test-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log('events-delivery-scale-out: skipped, no TEST_DATABASE_URL');

describe.skipIf(!databaseUrl)('delivery engine: two engines on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let drop: () => Promise<void>;
  let receiver: http.Server;
  let url: string;
  const seen: Array<{ event: string; delivery: string }> = [];

  beforeAll(async () => {
    ({ db: first, drop } = await openTestDatabase());
    const [schema] = await first.query<{ path: string }>('SELECT current_schema() AS path');
    const path = schema!.path;
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set('options', `-c search_path=${path}`);
    second = await openDatabase({ databaseUrl: scoped.toString() });
    receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          event: (JSON.parse(body) as { id: string }).id,
          delivery: String(request.headers['workos-signature']),
        });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    await first.query(
      `INSERT INTO webhook_endpoints (id, endpoint_url, secret, events) VALUES ('we_scale', $1, 'secret', '{user.updated}')`,
      [url],
    );
  });
  afterAll(async () => {
    receiver?.close();
    await second?.close();
    await first?.close();
    await drop?.();
  });

  const engine = (db: Database): DeliveryEngine =>
    startDeliveryEngine(db, {
      targets: { webhook: webhookTarget },
      retryDelaysSeconds: [0.1],
      pollMs: 20,
      timeoutMs: 2000,
      allowLoopback: true,
      concurrency: 4,
    });

  it('given 60 events and two engines, should deliver every event with no attempt made twice', async () => {
    const written: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const { id } = await first.transaction((tx) =>
        appendEvent(tx, { event: 'user.updated', data: { index } }),
      );
      written.push(id);
    }
    const engines = [engine(first), engine(second)];
    for (let wait = 0; wait < 400; wait += 1) {
      const [{ pending } = { pending: '0' }] = await first.query<{ pending: string }>(
        "SELECT count(*) AS pending FROM deliveries WHERE state = 'pending'",
      );
      if (Number(pending) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await Promise.all(engines.map((running) => running.stop()));
    expect(new Set(seen.map((entry) => entry.event))).toEqual(new Set(written));
    // Each delivery had exactly one attempt, and the receiver got each event once.
    expect(seen.length).toBe(60);
    const attempts = await first.query<{ n: string }>(
      'SELECT count(*) AS n FROM delivery_attempts GROUP BY delivery_id HAVING count(*) > 1',
    );
    expect(attempts).toEqual([]);
  });

  it('given a sender that died mid-send, should deliver once its lease runs out, recording the unfinished attempt', async () => {
    const { id } = await first.transaction((tx) =>
      appendEvent(tx, { event: 'user.updated', data: { killed: true } }),
    );
    // A process claims the delivery (attempt 1 is recorded) and dies before sending.
    await first.query(
      `WITH claimed AS (UPDATE deliveries SET attempts = 1, next_attempt_at = now() + interval '1 hour'
                         WHERE event_id = $1 RETURNING id)
       INSERT INTO delivery_attempts (delivery_id, attempt) SELECT id, 1 FROM claimed`,
      [id],
    );
    const survivor = engine(second);
    await survivor.runOnce();
    expect(seen.map((entry) => entry.event)).not.toContain(id);
    // The lease runs out (moved forward here instead of waiting).
    await first.query('UPDATE deliveries SET next_attempt_at = now() WHERE event_id = $1', [id]);
    for (let wait = 0; wait < 200 && !seen.some((entry) => entry.event === id); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await survivor.stop();
    expect(seen.filter((entry) => entry.event === id)).toHaveLength(1);
    const log = await first.query<{ attempt: number; finished: boolean }>(
      `SELECT a.attempt, a.finished_at IS NOT NULL AS finished FROM delivery_attempts a
         JOIN deliveries d ON d.id = a.delivery_id WHERE d.event_id = $1 ORDER BY a.attempt`,
      [id],
    );
    expect(log).toEqual([
      { attempt: 1, finished: false },
      { attempt: 2, finished: true },
    ]);
  });

  it('given an engine polling once a minute, should send a queued delivery as soon as it is woken', async () => {
    const lazy = startDeliveryEngine(first, {
      targets: { webhook: webhookTarget },
      retryDelaysSeconds: [0.1],
      pollMs: 60_000,
      timeoutMs: 2000,
      allowLoopback: true,
    });
    await lazy.runOnce(); // Its first look happens at start; the next poll is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { id } = await first.transaction((tx) =>
      appendEvent(tx, { event: 'user.updated', data: { woken: true } }),
    );
    lazy.wake();
    for (let wait = 0; wait < 200 && !seen.some((entry) => entry.event === id); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await lazy.stop();
    expect(seen.filter((entry) => entry.event === id)).toHaveLength(1);
  });
});
