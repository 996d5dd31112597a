import { describe, expect, it, vi } from 'vitest';
import { ProductApiError } from '../api/product';
import { createDashboardQueryClient } from './query-client';

describe('createDashboardQueryClient', () => {
  it('given a query refused with 401, should report it; given another failure, should not', async () => {
    const onUnauthorized = vi.fn();
    const client = createDashboardQueryClient({ onUnauthorized });
    const fail = (status: number) =>
      client
        .fetchQuery({
          queryKey: ['call', status],
          queryFn: () => Promise.reject(new ProductApiError('refused', status)),
          retry: false,
        })
        .catch(() => undefined);
    await fail(500);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await fail(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('given a mutation refused with 401, should report it', async () => {
    const onUnauthorized = vi.fn();
    const client = createDashboardQueryClient({ onUnauthorized });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ProductApiError('The session has ended', 401)),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
