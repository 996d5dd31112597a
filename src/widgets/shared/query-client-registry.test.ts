import { describe, expect, it } from 'vitest';
import { identityOfClaims } from './identity-scope';
import { WidgetApiError, WidgetAuthTokenError, WidgetNetworkError } from '../../api/widgets';
import {
  clearSharedQueryClients,
  getSharedQueryClient,
  TRANSIENT_RETRY_INTERVAL_MS,
  transientRetryInterval,
} from './query-client-registry';
const base = 'https://api.example.test';

describe('getSharedQueryClient', () => {
  it('given the same base and identity, should return one client', () => {
    const identity = identityOfClaims({ sub: 'user_1', org_id: 'org_1' });
    expect(getSharedQueryClient(base, identity)).toBe(getSharedQueryClient(base, identity));
  });

  it('given another organization, user or API base, should return another client', () => {
    const acme = getSharedQueryClient(base, identityOfClaims({ sub: 'user_1', org_id: 'org_1' }));
    expect(
      getSharedQueryClient(base, identityOfClaims({ sub: 'user_1', org_id: 'org_2' })),
    ).not.toBe(acme);
    expect(
      getSharedQueryClient(base, identityOfClaims({ sub: 'user_2', org_id: 'org_1' })),
    ).not.toBe(acme);
    expect(
      getSharedQueryClient(
        'https://other.example.test',
        identityOfClaims({ sub: 'user_1', org_id: 'org_1' }),
      ),
    ).not.toBe(acme);
  });

  it('given identities whose parts run together, should keep them apart', () => {
    expect(identityOfClaims({ sub: 'a', org_id: 'bc' })).not.toBe(
      identityOfClaims({ sub: 'ab', org_id: 'c' }),
    );
  });

  it('given clearSharedQueryClients, should empty every identity of that base only', () => {
    const one = getSharedQueryClient(base, 'one');
    const two = getSharedQueryClient(base, 'two');
    const elsewhere = getSharedQueryClient('https://other.example.test', 'one');
    for (const client of [one, two, elsewhere]) client.setQueryData(['k'], 1);
    clearSharedQueryClients(base);
    expect(one.getQueryData(['k'])).toBeUndefined();
    expect(two.getQueryData(['k'])).toBeUndefined();
    expect(elsewhere.getQueryData(['k'])).toBe(1);
  });
});

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
