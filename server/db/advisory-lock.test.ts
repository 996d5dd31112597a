// withAdvisoryLock / tryAdvisoryLock on PGlite (a queue in memory, one process). The PostgreSQL
// side, three processes' worth of connections at once, is tests/server/advisory-lock.test.ts.
import { describe, expect, it } from 'vitest';
import { advisoryLockKey, tryAdvisoryLock, withAdvisoryLock } from './advisory-lock';
import type { Database } from './database';

const pglite = () => ({ kind: 'pglite' }) as unknown as Database;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('advisory locks on PGlite', () => {
  it('given two works under one name, should run them one after the other', async () => {
    const db = pglite();
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      withAdvisoryLock(db, 'seed', work('a')),
      withAdvisoryLock(db, 'seed', work('b')),
    ]);
    expect(results).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('given a failing work, should release the lock for the next', async () => {
    const db = pglite();
    const failing = withAdvisoryLock(db, 'sweep', async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(withAdvisoryLock(db, 'sweep', async () => 'next')).resolves.toBe('next');
  });

  it('given the lock held, tryAdvisoryLock should skip; once free, run', async () => {
    const db = pglite();
    let release = () => {};
    const held = withAdvisoryLock(db, 'prune', () => new Promise<void>((r) => (release = r)));
    await tick();
    expect(await tryAdvisoryLock(db, 'prune', async () => 1)).toEqual({ ran: false });
    expect(await tryAdvisoryLock(db, 'other', async () => 2)).toEqual({ ran: true, value: 2 });
    release();
    await held;
    await tick();
    expect(await tryAdvisoryLock(db, 'prune', async () => 3)).toEqual({ ran: true, value: 3 });
  });

  it('should key a name by a stable signed 64-bit number', () => {
    expect(advisoryLockKey('migrations')).toBe(advisoryLockKey('migrations'));
    expect(advisoryLockKey('migrations')).not.toBe(advisoryLockKey('seed'));
    expect(BigInt(advisoryLockKey('seed'))).toBeGreaterThanOrEqual(-(2n ** 63n));
  });
});
