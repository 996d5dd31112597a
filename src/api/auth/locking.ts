// Cross-tab serialization of refreshes with the Web Locks API, so two tabs never spend the same
// (rotating) refresh token.
import { KitError } from '../kit-error';
import type { LockManagerLike } from './types';

/** The lock could not be acquired within the timeout. */
export class LockTimeoutError extends KitError {
  static override readonly errorName = 'LockTimeoutError';
  constructor(lockName: string) {
    super(`Lock acquisition timed out for "${lockName}"`);
  }
}

/** Runs `callback` holding the named lock; without a lock manager it just runs it. */
export async function withLock<T>(
  locks: LockManagerLike | undefined,
  lockName: string,
  timeoutMs: number,
  callback: () => Promise<T>,
): Promise<T> {
  if (!locks) return callback();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Lock timed out', 'TimeoutError')),
    timeoutMs,
  );
  let started = false;
  try {
    return await locks.request(lockName, { signal: controller.signal }, () => {
      started = true;
      clearTimeout(timer);
      return callback();
    });
  } catch (error) {
    if (
      !started &&
      (error as { name?: string } | null)?.name &&
      ['TimeoutError', 'AbortError'].includes((error as Error).name)
    ) {
      throw new LockTimeoutError(lockName);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
