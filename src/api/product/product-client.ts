// The product API client (API-CONTRACT.md §3): ky with the caller's bearer token, the
// `{ data, message, code, details }` envelope unwrapped, failures turned into typed errors.
import ky, { HTTPError, type KyInstance } from 'ky';
import { ProductApiError, ProductNetworkError } from './product-api-error';
import type {
  CreateOrganizationInput,
  CustomerDeactivation,
  Envelope,
  Organization,
  PointsAdjustment,
  PointsTotal,
} from './types';

export interface ProductClientOptions {
  /** Base URL of the product API. Default `/api` on the page's origin. */
  baseUrl?: string;
  /** Returns the current access token (the auth client's getAccessToken). */
  getAccessToken: () => Promise<string>;
  /** fetch implementation, for tests. Default the global fetch. */
  fetch?: typeof fetch;
}

export interface ProductClient {
  createOrganization(input: CreateOrganizationInput): Promise<Organization>;
  listOrganizationMemberships(): Promise<Organization[]>;
  /** The sum of the customer's points adjustments so far; needs `customers:read`. */
  customerPoints(customerId: string): Promise<PointsTotal>;
  /** Needs `points:adjust`; recorded in the organization's audit log. */
  adjustCustomerPoints(
    customerId: string,
    input: { delta: number; reason?: string },
  ): Promise<PointsAdjustment>;
  /** Needs `customers:write`; recorded in the organization's audit log. */
  deactivateCustomer(customerId: string): Promise<CustomerDeactivation>;
}

export function createProductClient(options: ProductClientOptions): ProductClient {
  const api: KyInstance = ky.create({
    prefixUrl: options.baseUrl ?? '/api',
    // react-query owns retries; ky's own would multiply them.
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          request.headers.set('Authorization', `Bearer ${await options.getAccessToken()}`);
        },
      ],
    },
  });

  async function call<T>(run: () => Promise<Envelope<T>>, fallbackMessage: string): Promise<T> {
    try {
      return (await run()).data;
    } catch (error) {
      throw await toProductError(error, fallbackMessage);
    }
  }

  return {
    createOrganization: (input) =>
      call(
        () => api.post('organizations', { json: input }).json<Envelope<Organization>>(),
        'Failed to create organization',
      ),
    listOrganizationMemberships: () =>
      call(
        () => api.get('idp/organization-memberships').json<Envelope<Organization[]>>(),
        'Failed to fetch organization memberships',
      ),
    customerPoints: (customerId) =>
      call(
        () =>
          api
            .get(`customers/${encodeURIComponent(customerId)}/points`)
            .json<Envelope<PointsTotal>>(),
        'Failed to read the points',
      ),
    adjustCustomerPoints: (customerId, input) =>
      call(
        () =>
          api
            .post(`customers/${encodeURIComponent(customerId)}/points`, { json: input })
            .json<Envelope<PointsAdjustment>>(),
        'Failed to adjust points',
      ),
    deactivateCustomer: (customerId) =>
      call(
        () =>
          api
            .post(`customers/${encodeURIComponent(customerId)}/deactivate`)
            .json<Envelope<CustomerDeactivation>>(),
        'Failed to deactivate the customer',
      ),
  };
}

async function toProductError(error: unknown, fallbackMessage: string): Promise<Error> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => null)) as Partial<
      Envelope<unknown>
    > | null;
    return new ProductApiError(
      body?.message || error.response.statusText || fallbackMessage,
      error.response.status,
      body?.code,
      body?.details,
    );
  }
  if (error instanceof ProductApiError) return error;
  // Token failures keep their own message; anything thrown by fetch itself is a network failure.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ProductNetworkError(error.message === 'Failed to fetch' ? undefined : error.message);
  }
  return error instanceof Error ? error : new Error(fallbackMessage);
}
