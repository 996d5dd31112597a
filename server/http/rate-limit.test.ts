// The rate limits' counting (management API keys, SCIM tokens): exact near the limit, batched
// far from it, so a burst of one key's requests does not queue on the shared row's lock (#36).
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { countManagementRequest, countRequest, flushRateWindows, scimWindows } from './rate-limit';

/** A stand-in for the shared row: adds each UPSERT's delta and answers the total. */
function sharedRow() {
  let total = 0;
  let writes = 0;
  let answered = 0;
  const tables = new Set<string>();
  const db: Queryable = {
    query: async <Row>(sql: string, params: unknown[] = []) => {
      writes += 1;
      tables.add(/INSERT INTO (\w+)/.exec(sql)?.[1] ?? '');
      await new Promise((resolve) => setTimeout(resolve, 2));
      total += Number(params[1]);
      answered += 1;
      return [{ requests: total, retry_after: 30 }] as Row[];
    },
  };
  return { db, total: () => total, writes: () => writes, answered: () => answered, tables };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` writes were answered, and their callers went on (a macrotask later). */
async function answered(row: ReturnType<typeof sharedRow>, count: number): Promise<void> {
  while (row.answered() < count) await sleep(1);
  await sleep(1);
}

describe('countManagementRequest', () => {
  it('given a small limit, should count each request and refuse the one past it', async () => {
    const row = sharedRow();
    for (let index = 0; index < 3; index += 1) await countManagementRequest(row.db, 'key-a', 3);
    await expect(countManagementRequest(row.db, 'key-a', 3)).rejects.toMatchObject({
      retryAfterSeconds: 30,
    });
    expect(row.total()).toBe(4);
  });

  it('given a burst of 200 far below the limit, should store them all in a few writes', async () => {
    const row = sharedRow();
    await Promise.all(
      Array.from({ length: 200 }, () => countManagementRequest(row.db, 'key-b', 100_000)),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(row.total()).toBe(200);
    expect(row.writes()).toBeLessThanOrEqual(10);
  });

  it('given another process near the limit, should count one by one and refuse past it', async () => {
    // The counts are per minute: a test crossing into the next one would start from zero.
    if (Date.now() % 60_000 > 55_000) await sleep(60_000 - (Date.now() % 60_000) + 10);
    const row = sharedRow();
    await countManagementRequest(row.db, 'key-c', 100);
    // Another process's 98 requests reach the shared row; this process learns of them with its
    // next write (past FLUSH_MS), and from then on counts request by request.
    await row.db.query('', ['key-c', 98]);
    await sleep(300);
    await expect(countManagementRequest(row.db, 'key-c', 100)).resolves.toBeUndefined();
    // That request's write (in the background) brought the shared count to 100.
    await answered(row, 3);
    await expect(countManagementRequest(row.db, 'key-c', 100)).rejects.toMatchObject({
      retryAfterSeconds: 30,
    });
  });

  it('given a SCIM token, should count in its own table, batched, and answer the wait past the limit', async () => {
    const row = sharedRow();
    const counted = await Promise.all(
      Array.from({ length: 120 }, () => countRequest(row.db, scimWindows, 'token-a', 100_000)),
    );
    expect(counted.every((over) => over === undefined)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(row.total()).toBe(120);
    expect(row.writes()).toBeLessThanOrEqual(8);
    expect([...row.tables]).toEqual(['scim_rate_windows']);
    const fresh = sharedRow();
    expect(await countRequest(fresh.db, scimWindows, 'token-b', 1)).toBeUndefined();
    expect(await countRequest(fresh.db, scimWindows, 'token-b', 1)).toEqual({ retryAfter: 30 });
  });

  it('given counts not yet stored when the server closes, should store them all at once, nothing later', async () => {
    const row = sharedRow();
    // The first request of a window is stored at once; the next ones wait for FLUSH_MS.
    await countRequest(row.db, scimWindows, 'token-c', 100_000);
    await answered(row, 1);
    for (let index = 0; index < 4; index += 1)
      await countManagementRequest(row.db, `key-${index % 2}`, 100_000);
    for (let index = 0; index < 3; index += 1)
      await countRequest(row.db, scimWindows, 'token-c', 100_000);
    await answered(row, 3);
    const stored = row.total();
    expect(stored).toBeLessThan(8);
    await flushRateWindows(row.db);
    expect(row.total()).toBe(8);
    expect([...row.tables].sort()).toEqual(['management_rate_windows', 'scim_rate_windows']);
    const writes = row.writes();
    await sleep(400);
    expect(row.writes()).toBe(writes);
  });
});
