// Two real server processes (`node server/main.ts`) on one PostgreSQL; one is killed with SIGKILL
// while its webhook requests are in flight. Every event still ends delivered (the survivor claims
// the dead process's deliveries once their lease runs out), the receiver's dedupe by event id
// holds each event once, and no event arrives more often than its attempts (at least once:
// only an attempt that got no answer is followed by another). PostgreSQL only (PGlite is one
// process); skipped with the reason printed otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './test-server';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.log('events-killed-process: skipped, no TEST_DATABASE_URL');

const SECRET = `sk_test_${randomBytes(24).toString('base64url')}`;
// The receiver's timeout in both processes; the lease is 4 s + 8 s (delivery-engine.ts).
const TIMEOUT_MS = 4000;
const LEASE_SECONDS = 12;
const root = path.resolve(import.meta.dirname, '../..');

interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts `server/main.ts` in its own process on the test's schema; resolves once it listens. */
function startProcess(scopedUrl: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: scopedUrl,
      DEMO_MODE: 'false',
      API_SECRET_KEY: SECRET,
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`The server process exited:\n${output}`)));
  });
}

interface Arrival {
  id: string;
  outcome: 'held' | 'answered' | 'aborted';
  answer?: () => void;
}

describe.skipIf(!databaseUrl)('webhooks: a server process killed mid-delivery', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let scopedUrl: string;
  const processes: ServerProcess[] = [];
  let receiver: http.Server;
  let receiverUrl: string;
  const arrivals: Arrival[] = [];
  let holding = true;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
    const [schema] = await db.query<{ path: string }>('SELECT current_schema() AS path');
    const scoped = new URL(databaseUrl!);
    scoped.searchParams.set('options', `-c search_path=${schema!.path}`);
    scopedUrl = scoped.toString();
    // Holds each request unanswered while `holding`; records a request whose sender died.
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const arrival: Arrival = {
          id: (JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id,
          outcome: 'held',
        };
        arrivals.push(arrival);
        arrival.answer = () => {
          if (arrival.outcome !== 'held') return;
          arrival.outcome = 'answered';
          response.end('ok');
        };
        response.on('close', () => {
          if (arrival.outcome === 'held') arrival.outcome = 'aborted';
        });
        if (!holding) arrival.answer();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    // One after the other: the first runs the migrations.
    processes.push(await startProcess(scopedUrl));
    processes.push(await startProcess(scopedUrl));
  }, 120_000);

  afterAll(async () => {
    for (const running of processes) running.child.kill('SIGKILL');
    await Promise.all(processes.map((running) => running.exited));
    receiver?.close();
    await db?.close();
    await drop?.();
  });

  const call = async (base: string, route: string, body: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };

  const waitFor = async (probe: () => Promise<boolean> | boolean, what: string) => {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      if (await probe()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Gave up waiting for ${what}`);
  };

  it('given a process killed with SIGKILL while its deliveries are in flight, should deliver every event, resending only the unanswered ones after their lease', async () => {
    const [killed, survivor] = processes as [ServerProcess, ServerProcess];
    await call(killed.url, '/webhook_endpoints', {
      endpoint_url: receiverUrl,
      events: ['organization.created'],
    });
    // Written through the process to be killed: its engine is woken by its own writes.
    const organizations: string[] = [];
    for (let index = 0; index < 6; index += 1)
      organizations.push((await call(killed.url, '/organizations', { name: `Kill ${index}` })).id);
    const events = await db.query<{ id: string }>(
      "SELECT id FROM events WHERE event = 'organization.created' ORDER BY seq",
    );
    expect(events).toHaveLength(6);
    await waitFor(() => arrivals.length === 6, 'six requests held by the receiver');

    killed.child.kill('SIGKILL');
    await killed.exited;
    // The killed process's requests die with it (the kernel closes its sockets); the
    // survivor's, if it claimed any of the six, are answered now.
    await waitFor(() => arrivals.some((arrival) => arrival.outcome === 'aborted'), 'an abort');
    await new Promise((resolve) => setTimeout(resolve, 200));
    holding = false;
    for (const arrival of arrivals) arrival.answer?.();
    const aborted = arrivals.filter((arrival) => arrival.outcome === 'aborted').map((a) => a.id);
    expect(aborted.length).toBeGreaterThan(0);

    await waitFor(async () => {
      const [row] = await db.query<{ pending: string }>(
        "SELECT count(*) AS pending FROM deliveries WHERE state <> 'delivered'",
      );
      return Number(row!.pending) === 0;
    }, 'every delivery to be delivered by the survivor');

    // Every event was answered, so the receiver's dedupe by event id holds each one.
    const answered = arrivals.filter((arrival) => arrival.outcome === 'answered');
    expect(new Set(answered.map((arrival) => arrival.id))).toEqual(
      new Set(events.map((event) => event.id)),
    );
    // The delivery log, one row per attempt (each attempt number is claimed once).
    const log = await db.query<{
      event_id: string;
      attempt: number;
      finished: boolean;
      gap: number;
    }>(
      `SELECT d.event_id, a.attempt, a.finished_at IS NOT NULL AS finished,
              extract(epoch FROM a.started_at - lag(a.started_at)
                OVER (PARTITION BY a.delivery_id ORDER BY a.attempt))::float AS gap
         FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
        ORDER BY d.event_id, a.attempt`,
    );
    // At least once, no more: every request the receiver got is one attempt (no attempt sent
    // twice, by the two processes or by one), each event was answered exactly once, and no
    // request followed the answered one.
    for (const event of events) {
      const times = arrivals.filter((arrival) => arrival.id === event.id);
      const attempts = log.filter((row) => row.event_id === event.id);
      expect(times).toHaveLength(attempts.length);
      expect(times.filter((arrival) => arrival.outcome === 'answered')).toHaveLength(1);
      expect(times.at(-1)!.outcome).toBe('answered');
    }
    // The killed process's attempts stay unfinished in the log; each of those requests died
    // unanswered at the receiver, and the survivor's next attempt came a full lease after it
    // (the claim's lease, not a guess that the first sender is dead).
    const dead = log.filter((row) => !row.finished);
    expect(dead.length).toBeGreaterThan(0);
    for (const row of dead) {
      expect(aborted).toContain(row.event_id);
      const next = log.find(
        (later) => later.event_id === row.event_id && later.attempt === row.attempt + 1,
      );
      expect(next?.finished).toBe(true);
      expect(next!.gap).toBeGreaterThanOrEqual(LEASE_SECONDS);
    }
    // The survivor still answers the API, and it sees all six organizations' events.
    const listed = await fetch(`${survivor.url}/events?events=organization.created&limit=100`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    const page = (await listed.json()) as { data: Array<{ data: { id: string } }> };
    expect(page.data.map((event) => event.data.id)).toEqual(organizations);
  }, 120_000);
});
