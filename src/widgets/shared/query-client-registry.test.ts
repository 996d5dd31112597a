import { describe, expect, it } from 'vitest';
import { WidgetApiError, WidgetAuthTokenError, WidgetNetworkError } from '../../api/widgets';
import { TRANSIENT_RETRY_INTERVAL_MS, transientRetryInterval } from './query-client-registry';

const failed = (error: unknown) => ({ state: { status: 'error', error } }) as never;

describe('transientRetryInterval', () => {
  it('given a query failing with no answer or a 5xx, 408 or 429, should try again every few seconds', () => {
    for (const error of [
      new WidgetNetworkError(),
      new WidgetApiError('Bad gateway', { status: 502 }),
      new WidgetApiError('Timeout', { status: 408 }),
      new WidgetApiError('Slow down', { status: 429 }),
    ]) {
      expect(transientRetryInterval(failed(error))).toBe(TRANSIENT_RETRY_INTERVAL_MS);
    }
  });

  it('given a client error, a missing token or a query that is not failing, should not poll', () => {
    expect(transientRetryInterval(failed(new WidgetApiError('Nope', { status: 403 })))).toBe(false);
    expect(transientRetryInterval(failed(new WidgetAuthTokenError('missing')))).toBe(false);
    expect(transientRetryInterval({ state: { status: 'success', error: null } } as never)).toBe(
      false,
    );
  });
});
