import { describe, expect, it } from 'vitest';
import { clearSharedQueryClients, getSharedQueryClient } from './query-client-registry';
import { identityOfClaims } from './identity-scope';

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
