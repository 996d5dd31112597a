import { describe, expect, it } from 'vitest';
import { createProductClient } from './product-client';

const organization = {
  organizationId: 'porg_1',
  name: 'Acme',
  code: 'ACME',
  tier: 'BASE',
  organizationEnvironments: [{ organizationEnvironmentId: 'env_1', idpOrganizationId: 'org_1' }],
};

function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  }) as typeof fetch;
  return { requests, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createProductClient', () => {
  it('given memberships, should send the bearer token and unwrap the envelope', async () => {
    const { requests, fetchImpl } = recordingFetch(() => json({ data: [organization] }));
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 'tok',
      fetch: fetchImpl,
    });
    await expect(client.listOrganizationMemberships()).resolves.toEqual([organization]);
    expect(requests[0]!.url).toBe('http://api.test/api/idp/organization-memberships');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('given a create, should post the code, name and tier as JSON', async () => {
    const { requests, fetchImpl } = recordingFetch(() => json({ data: organization }, 201));
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
    });
    await client.createOrganization({ code: 'ACME', name: 'Acme', tier: 'BASE' });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ code: 'ACME', name: 'Acme', tier: 'BASE' });
  });

  it('given the customer actions, should post to their paths and unwrap the answers', async () => {
    const { requests, fetchImpl } = recordingFetch((request) =>
      request.url.endsWith('/points')
        ? json({ data: { customerId: 'cust 1', delta: 100, adjustedTotal: 100 } })
        : json({ data: { customerId: 'cust 1', status: 'inactive', deactivatedAt: null } }),
    );
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
    });
    await expect(client.adjustCustomerPoints('cust 1', { delta: 100 })).resolves.toMatchObject({
      adjustedTotal: 100,
    });
    await expect(client.deactivateCustomer('cust 1')).resolves.toMatchObject({
      status: 'inactive',
    });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://api.test/api/customers/cust%201/points',
      'POST http://api.test/api/customers/cust%201/deactivate',
    ]);
    expect(await requests[0]!.json()).toEqual({ delta: 100 });
  });

  it('given an error envelope, should throw an API error with message, code, status and details', async () => {
    const { fetchImpl } = recordingFetch(() =>
      json({ message: 'Code already taken', code: 'conflict', details: { field: 'code' } }, 409),
    );
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
    });
    await expect(
      client.createOrganization({ code: 'ACME', name: 'Acme', tier: 'BASE' }),
    ).rejects.toMatchObject({
      name: 'ProductApiError',
      message: 'Code already taken',
      code: 'conflict',
      statusCode: 409,
      details: { field: 'code' },
    });
  });

  it('given an error without a body, should fall back to the status text', async () => {
    const { fetchImpl } = recordingFetch(
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
    });
    await expect(client.listOrganizationMemberships()).rejects.toMatchObject({
      message: 'Bad Gateway',
      statusCode: 502,
    });
  });

  it('given a network failure, should throw a network error with status 0', async () => {
    const { fetchImpl } = recordingFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => 't',
      fetch: fetchImpl,
    });
    await expect(client.listOrganizationMemberships()).rejects.toMatchObject({
      message: 'Network error',
      statusCode: 0,
    });
  });

  it('given no access token, should not send the request and keep the token error', async () => {
    const { requests, fetchImpl } = recordingFetch(() => json({ data: [] }));
    const client = createProductClient({
      baseUrl: 'http://api.test/api',
      getAccessToken: async () => {
        throw new Error('No access token available');
      },
      fetch: fetchImpl,
    });
    await expect(client.listOrganizationMemberships()).rejects.toThrow('No access token available');
    expect(requests).toHaveLength(0);
  });
});
