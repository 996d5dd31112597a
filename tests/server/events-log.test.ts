// The event log's core (issue #34): an event commits or rolls back with its change, and the one
// consistent order never lets a reader paging forward skip an event that a slower transaction
// commits later (two writers on PostgreSQL; on PGlite, writers are serialised anyway).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { appendEvent, appendEvents } from '../../server/events/event-log';
import { queryEvents } from '../../server/events/event-query';
import { SWEEP_LOCK, sweepEvents } from '../../server/events/event-retention';
import { openTestDatabase } from './test-server';

describe('event log', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  /** Every event after `after`, paging by `limit`, as one reader sees them now. */
  async function readAll(after?: string, limit = 2): Promise<string[]> {
    const ids: string[] = [];
    let cursor = after;
    for (;;) {
      const page = await queryEvents(db, { limit, ...(cursor ? { after: cursor } : {}) });
      ids.push(...page.map((row) => row.id));
      if (page.length < limit) return ids;
      cursor = page.at(-1)!.id;
    }
  }

  /**
   * The last event once every committed one is visible: an event shows once the transactions
   * that began before it have ended, and on a shared PostgreSQL those include other sessions'.
   */
  async function lastSettled(): Promise<string | undefined> {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const [row] = await db.query<{ count: string }>('SELECT count(*) AS count FROM events');
      const visible = await readAll(undefined, 100);
      if (visible.length === Number(row!.count)) return visible.at(-1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The event log did not settle');
  }

  it('given a change that rolls back, should leave no event; a committed one leaves its event', async () => {
    await expect(
      db.transaction(async (tx) => {
        await appendEvent(tx, { event: 'user.created', data: { id: 'user_rolled_back' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = await db.transaction((tx) =>
      appendEvent(tx, {
        event: 'organization.created',
        data: { object: 'organization', id: 'org_1' },
        organizationId: 'org_1',
        context: { client_id: 'client_1' },
      }),
    );
    expect(kept.id).toMatch(/^event_[0-9A-Z]{26}$/);
    const rows = await db.query<{ event: string; organization_id: string; data: unknown }>(
      'SELECT event, organization_id, data FROM events',
    );
    expect(rows).toEqual([
      {
        event: 'organization.created',
        organization_id: 'org_1',
        data: { object: 'organization', id: 'org_1' },
      },
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'given a writer that took an earlier sequence and commits after a later writer, should not let a reader paging forward skip its event',
    async () => {
      const start = await lastSettled();
      let releaseSlow!: () => void;
      const slowMayCommit = new Promise<void>((resolve) => (releaseSlow = resolve));
      let slowAppended!: () => void;
      const slowHasAppended = new Promise<void>((resolve) => (slowAppended = resolve));
      // The slow writer appends first (lower seq) and holds its transaction open.
      const slow = db.transaction(async (tx) => {
        const event = await appendEvent(tx, { event: 'user.updated', data: { id: 'slow' } });
        slowAppended();
        await slowMayCommit;
        return event;
      });
      await slowHasAppended;
      const fast = await db.transaction((tx) =>
        appendEvent(tx, { event: 'user.updated', data: { id: 'fast' } }),
      );
      // A reader now must not get past the slow writer's position: the fast event is held back.
      const whileSlowOpen = await readAll(start);
      expect(whileSlowOpen).not.toContain(fast.id);
      releaseSlow();
      const slowEvent = await slow;
      // Paging on from where the reader stopped sees both, the slow one first (its txid is lower).
      let after: string[] = [];
      for (let attempt = 0; attempt < 500 && after.length < 2; attempt += 1) {
        after = await readAll(whileSlowOpen.at(-1) ?? start);
        if (after.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(after).toEqual([slowEvent.id, fast.id]);
    },
  );

  it('given concurrent writers, should page forward through every event exactly once', async () => {
    const start = await lastSettled();
    const seen: string[] = [];
    const written: string[] = [];
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let index = 0; index < 10; index += 1) {
        const { id } = await db.transaction((tx) =>
          appendEvent(tx, { event: 'session.created', data: { writer, index } }),
        );
        written.push(id);
      }
    });
    let done = false;
    const reader = (async () => {
      let cursor = start;
      for (let polls = 0; polls < 3000 && (!done || seen.length < written.length); polls += 1) {
        const page = await queryEvents(db, { limit: 3, ...(cursor ? { after: cursor } : {}) });
        seen.push(...page.map((row) => row.id));
        if (page.length > 0) cursor = page.at(-1)!.id;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await Promise.all(writers);
    done = true;
    await reader;
    expect(seen.length).toBe(40);
    expect(new Set(seen)).toEqual(new Set(written));
  });
  it('given many events appended together, should store them in the given order with a delivery each for a subscribed endpoint, and roll back all with the change', async () => {
    await db.query(
      `INSERT INTO webhook_endpoints (id, endpoint_url, secret, events)
       VALUES ('we_bulk', 'https://hooks.example.test/in', 'secret', ARRAY['dsync.group.user_added'])`,
    );
    const start = (await readAll()).at(-1);
    const inputs = Array.from({ length: 300 }, (_, index) => ({
      event: index % 3 === 2 ? 'dsync.group.user_removed' : 'dsync.group.user_added',
      data: { index },
      organizationId: 'org_bulk',
    }));
    await expect(
      db.transaction(async (tx) => {
        await appendEvents(tx, inputs);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.query(`SELECT 1 FROM events WHERE organization_id = 'org_bulk'`)).toEqual([]);

    const appended = await db.transaction((tx) => appendEvents(tx, inputs));
    expect(appended).toHaveLength(300);
    const rows = await db.query<{ id: string; data: { index: number } }>(
      `SELECT id, data FROM events WHERE organization_id = 'org_bulk' ORDER BY seq`,
    );
    expect(rows.map((row) => row.data.index)).toEqual(inputs.map((_, index) => index));
    expect(rows.map((row) => row.id)).toEqual(appended.map((event) => event.id));
    let seen: string[] = [];
    for (let attempt = 0; attempt < 500 && seen.length < 300; attempt += 1) {
      seen = await readAll(start, 100);
      if (seen.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(appended.map((event) => event.id));
    const deliveries = await db.query<{ event_id: string; body: string }>(
      `SELECT event_id, body FROM deliveries WHERE target_id = 'we_bulk'`,
    );
    const added = appended.filter((_, index) => index % 3 !== 2).map((event) => event.id);
    expect(deliveries.map((row) => row.event_id).sort()).toEqual([...added].sort());
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({ object: 'event', data: {} });
  });

  /** Two events and their deliveries, one written 91 days ago and one 89 days ago. */
  async function agedEvents() {
    const [old, recent] = await db.transaction(async (tx) => [
      await appendEvent(tx, { event: 'user.updated', data: { id: 'user_91_days' } }),
      await appendEvent(tx, { event: 'user.updated', data: { id: 'user_89_days' } }),
    ]);
    for (const [event, days] of [
      [old!.id, 91],
      [recent!.id, 89],
    ] as const) {
      await db.query(
        `UPDATE events SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
        [event, days],
      );
      await db.query(
        `INSERT INTO deliveries (id, target_kind, target_id, event_id, body, state, max_attempts, created_at)
         VALUES ($1, 'webhook', 'we_aged', $2, '{}', 'delivered', 6, now() - make_interval(days => $3)),
                ($1 || '_pending', 'webhook', 'we_aged', $2, '{}', 'pending', 6, now() - make_interval(days => $3))`,
        [`delivery_${event}`, event, days],
      );
    }
    return { old: old!.id, recent: recent!.id };
  }

  const existing = async (ids: string[]) => ({
    events: (await db.query<{ id: string }>('SELECT id FROM events WHERE id = ANY($1)', [ids])).map(
      (row) => row.id,
    ),
    deliveries: (
      await db.query<{ id: string }>(
        'SELECT id FROM deliveries WHERE event_id = ANY($1) ORDER BY id',
        [ids],
      )
    ).map((row) => row.id),
  });

  it('given events older and newer than 90 days, should sweep the older with their finished deliveries and keep the rest', async () => {
    const { old, recent } = await agedEvents();
    expect(await sweepEvents(db)).toBe(1);
    expect(await existing([old, recent])).toEqual({
      events: [recent],
      // A delivery still pending is never swept (it is still owed).
      deliveries: [
        `delivery_${old}_pending`,
        `delivery_${recent}`,
        `delivery_${recent}_pending`,
      ].sort(),
    });
    expect(await sweepEvents(db)).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'given another process sweeping (holding the advisory lock), should skip the round and delete nothing',
    async () => {
      const { old, recent } = await agedEvents();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // The other process's sweep: holds the lock for its transaction.
      const other = db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SWEEP_LOCK]);
        locked();
        await released;
      });
      await isLocked;
      expect(await sweepEvents(db)).toBeNull();
      expect((await existing([old, recent])).events.sort()).toEqual([old, recent].sort());
      release();
      await other;
      expect(await sweepEvents(db)).toBe(1);
      expect((await existing([old, recent])).events).toEqual([recent]);
    },
  );
});
