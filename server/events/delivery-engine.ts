// The delivery engine (issue #34): drains the `deliveries` queue for every kind of target
// (webhook endpoints, audit-log streams), off the request path. Any number of processes on
// one PostgreSQL run it: a claim takes due rows with FOR UPDATE SKIP LOCKED, numbers the attempt
// (one attempt row per number, so no attempt is made twice) and leases the row past the
// receiver's timeout, so a process killed mid-send leaves it to be claimed again (at least once;
// receivers dedupe by event id). Failures retry with exponential back-off and jitter.
import type { Database, Queryable } from '../db/database';
import { sendRequest, type OutgoingResult } from './send-request';

export interface ClaimedDelivery {
  id: string;
  target_kind: string;
  target_id: string;
  event_id: string | null;
  body: string;
  attempts: number;
  max_attempts: number;
}

/** What a kind of target does around each attempt. */
export interface DeliveryTarget {
  /**
   * The request for this attempt, or why the delivery cannot go (target gone or disabled). A
   * `body` replaces the stored one (a stream shapes its batch for the destination's settings).
   */
  prepare(
    db: Queryable,
    delivery: ClaimedDelivery,
  ): Promise<{ url: string; headers: Record<string, string>; body?: string } | { cancel: string }>;
  /** After a 2xx. */
  succeeded?(db: Queryable, targetId: string, delivery: ClaimedDelivery): Promise<void>;
  /** After a failed attempt (whether or not it is retried); `statusCode` when one came back. */
  failed?(db: Queryable, targetId: string, reason: string, statusCode?: number): Promise<void>;
  /** Queues this kind's due work as deliveries; runs before each claim. */
  refill?(db: Database): Promise<void>;
  /** This kind's own retry curve (the last delay repeats), instead of the engine's. */
  retryDelaysSeconds?: readonly number[];
}

export interface DeliveryEngineOptions {
  targets: Record<string, DeliveryTarget>;
  /** Seconds before each retry (its length + 1 is the number of tries). */
  retryDelaysSeconds: readonly number[];
  /** How often the queue is polled for due deliveries. */
  pollMs: number;
  timeoutMs: number;
  allowLoopback: boolean;
  /** Deliveries sent at once by this process. */
  concurrency?: number;
}

/** Production: 6 tries over about 2.6 days; test mode: the same curve in seconds. */
export const productionRetryDelays = [5 * 60, 30 * 60, 2 * 3600, 12 * 3600, 48 * 3600] as const;
export const testRetryDelays = [0.2, 0.4, 0.8, 1.6, 3.2] as const;

/** ±20 % jitter, so receivers coming back are not hit by every retry at once. */
export const withJitter = (seconds: number, random = Math.random()) =>
  seconds * (0.8 + 0.4 * random);

export interface DeliveryEngine {
  /** Looks for due deliveries now (after a write that queued some). */
  wake(): void;
  /** Stops claiming and waits for the sends in flight. */
  stop(): Promise<void>;
  /** Runs one claim-and-send round (tests). */
  runOnce(): Promise<number>;
}

export function startDeliveryEngine(db: Database, options: DeliveryEngineOptions): DeliveryEngine {
  const concurrency = options.concurrency ?? 16;
  // The receiver's timeout plus a margin for the claim and the settling write (30 s for 10 s).
  const timeoutSeconds = Math.ceil(options.timeoutMs / 1000);
  const leaseSeconds = timeoutSeconds + Math.min(20, 2 * timeoutSeconds);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** A wake came since the last round started: look again as soon as it ends. */
  let woken = false;

  async function claim(limit: number): Promise<ClaimedDelivery[]> {
    return db.query<ClaimedDelivery>(
      `WITH claimed AS (
         UPDATE deliveries d SET attempts = d.attempts + 1, updated_at = now(),
                next_attempt_at = now() + make_interval(secs => $2)
          WHERE d.id IN (SELECT id FROM deliveries
                          WHERE state = 'pending' AND next_attempt_at <= now()
                          ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d.target_kind, d.target_id, d.event_id, d.body, d.attempts, d.max_attempts),
       numbered AS (INSERT INTO delivery_attempts (delivery_id, attempt)
                    SELECT id, attempts FROM claimed)
       SELECT * FROM claimed`,
      [limit, leaseSeconds],
    );
  }

  async function finish(delivery: ClaimedDelivery, result: OutgoingResult): Promise<void> {
    const ok =
      result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
    const reason = ok
      ? null
      : (result.error ?? `The receiver answered ${result.statusCode ?? 'nothing'}`);
    const last = delivery.attempts >= delivery.max_attempts;
    const target = options.targets[delivery.target_kind];
    const delays = target?.retryDelaysSeconds ?? options.retryDelaysSeconds;
    const delay = withJitter(delays[Math.min(delivery.attempts - 1, delays.length - 1)] ?? 60);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE delivery_attempts SET finished_at = now(), status_code = $3, error = $4,
                response_body = $5, duration_ms = $6
          WHERE delivery_id = $1 AND attempt = $2`,
        [
          delivery.id,
          delivery.attempts,
          result.statusCode ?? null,
          reason,
          result.responseBody,
          result.durationMs,
        ],
      );
      // Only the holder of the current attempt settles the row (a stale holder changes nothing).
      await tx.query(
        `UPDATE deliveries SET updated_at = now(), last_error = $3,
                state = CASE WHEN $4::boolean THEN 'delivered' WHEN $5::boolean THEN 'failed' ELSE 'pending' END,
                delivered_at = CASE WHEN $4::boolean THEN now() END,
                next_attempt_at = CASE WHEN $4::boolean OR $5::boolean THEN next_attempt_at
                                       ELSE now() + make_interval(secs => $6) END
          WHERE id = $1 AND attempts = $2 AND state = 'pending'`,
        [delivery.id, delivery.attempts, reason, ok, last, delay],
      );
      if (ok) await target?.succeeded?.(tx, delivery.target_id, delivery);
      else await target?.failed?.(tx, delivery.target_id, reason!, result.statusCode);
    });
  }

  async function cancel(delivery: ClaimedDelivery, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM delivery_attempts WHERE delivery_id = $1 AND attempt = $2', [
        delivery.id,
        delivery.attempts,
      ]);
      await tx.query(
        `UPDATE deliveries SET state = 'failed', last_error = $2, attempts = attempts - 1, updated_at = now()
          WHERE id = $1 AND state = 'pending'`,
        [delivery.id, reason],
      );
    });
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const target = options.targets[delivery.target_kind];
    const prepared = target
      ? await target.prepare(db, delivery)
      : { cancel: `No target of kind ${delivery.target_kind}` };
    if ('cancel' in prepared) return cancel(delivery, prepared.cancel);
    const result = await sendRequest({
      url: prepared.url,
      headers: prepared.headers,
      body: prepared.body ?? delivery.body,
      timeoutMs: options.timeoutMs,
      allowLoopback: options.allowLoopback,
    });
    await finish(delivery, result);
  }

  async function round(): Promise<number> {
    const room = concurrency - inFlight.size;
    if (room <= 0 || stopped) return 0;
    for (const [kind, target] of Object.entries(options.targets))
      await target.refill?.(db).catch((error: unknown) => {
        if (!stopped) console.error(`Delivery engine (${kind} refill):`, (error as Error).message);
      });
    const claimed = await claim(room);
    for (const delivery of claimed) {
      const sending = deliver(delivery)
        .catch((error: unknown) => {
          // The row keeps its lease and is claimed again after it; nothing is lost.
          console.error('Delivery engine:', delivery.id, (error as Error).message);
        })
        .finally(() => {
          inFlight.delete(sending);
          if (!stopped) schedule(0);
        });
      inFlight.add(sending);
    }
    return claimed.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  function tick() {
    timer = undefined;
    if (running) return;
    woken = false;
    running = round()
      .catch((error: unknown) => {
        if (!stopped) console.error('Delivery engine:', (error as Error).message);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    void running.then((count) => schedule(count > 0 || woken ? 0 : options.pollMs));
  }

  schedule(0);
  return {
    // Wakes after a burst of changes coalesce into one claim (a few ms later).
    wake: () => {
      if (woken) return;
      woken = true;
      if (!running) schedule(5);
    },
    runOnce: () => round(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await Promise.allSettled([...inFlight]);
    },
  };
}
