import { describe, expect, it, vi } from 'vitest';
import { ProductApiError, ProductNetworkError } from '../../api/product';
import { createSessionCheck, isUnauthorized } from './session-check';

describe('createSessionCheck', () => {
  it('given reports arriving together, should refresh once', async () => {
    let finish: () => void = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const check = createSessionCheck(refresh);
    const first = check();
    const second = check();
    finish();
    await Promise.all([first, second]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('given a report within the cool-down, should not refresh again; after it, should', async () => {
    let now = 1000;
    const refresh = vi.fn(async () => {});
    const check = createSessionCheck(refresh, { coolDownMs: 5000, now: () => now });
    await check();
    now += 4999;
    await check();
    expect(refresh).toHaveBeenCalledTimes(1);
    now += 2;
    await check();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('given a refused refresh, should settle without throwing (the auth client signs out)', async () => {
    const check = createSessionCheck(() => Promise.reject(new Error('Session has ended')));
    await expect(check()).resolves.toBeUndefined();
  });
});

describe('isUnauthorized', () => {
  it('should be true only for a 401 from the product API', () => {
    expect(isUnauthorized(new ProductApiError('The session has ended', 401))).toBe(true);
    expect(isUnauthorized(new ProductApiError('Forbidden', 403))).toBe(false);
    expect(isUnauthorized(new ProductNetworkError())).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});
