import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWidgetsClient, type WidgetsClientOptions } from './widgets-client';
import { isWidgetApiError, WidgetApiError } from './widget-api-error';
import { isWidgetNetworkError, WidgetNetworkError } from './widget-network-error';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Reply = { status: number; body?: string; headers?: Record<string, string> };

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 200, body: '{"ok":true}' };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  replies = [];
});

function client(overrides: Partial<WidgetsClientOptions> = {}) {
  const tokenCalls: Array<{ forceRefresh?: boolean; refused?: string } | undefined> = [];
  let current = 'token-1';
  const api = createWidgetsClient({
    baseUrl,
    widgetType: 'user-management',
    getToken: async (options) => {
      tokenCalls.push(options);
      if (options?.forceRefresh) current = 'token-2';
      return current;
    },
    ...overrides,
  });
  return { api, tokenCalls };
}

describe('createWidgetsClient', () => {
  it('given a GET, should send the contract headers, no-store and drop undefined params', async () => {
    replies.push({ status: 200, body: '{"data":[]}' });
    const { api } = client();
    const result = await api.get('/_widgets/UserManagement/members', {
      searchParams: { limit: 10, role: undefined, search: 'ada', after: undefined },
    });
    expect(result).toEqual({ data: [] });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/_widgets/UserManagement/members?limit=10&search=ada');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers['workos-widgets-version']).toBe('1');
    expect(request?.headers['workos-widgets-type']).toBe('user-management');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-elevated-access-token']).toBeUndefined();
  });

  it('given an elevated token, should send it on mutations only', async () => {
    const { api } = client({ getElevatedToken: () => 'elevated-1' });
    await api.get('/_widgets/UserProfile/me');
    await api.post('/_widgets/UserProfile/create-password', { json: { password: 'long-enough' } });
    expect(seen[0]?.headers['x-elevated-access-token']).toBeUndefined();
    expect(seen[1]?.headers['x-elevated-access-token']).toBe('elevated-1');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ password: 'long-enough' });
  });

  it('given a 403, should get a new token and retry exactly once', async () => {
    replies.push(
      { status: 403, body: '{"message":"Token expired"}' },
      { status: 200, body: '{"id":"u1"}' },
    );
    const { api, tokenCalls } = client();
    await expect(api.get('/_widgets/UserProfile/me')).resolves.toEqual({ id: 'u1' });
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(tokenCalls).toEqual([undefined, { forceRefresh: true, refused: 'token-1' }]);
  });

  it('given a 403 twice, should stop after one retry with a typed error', async () => {
    replies.push(
      { status: 403, body: '{"message":"Forbidden"}' },
      { status: 403, body: '{"message":"Missing permission"}' },
    );
    const { api } = client();
    const error = await api.get('/_widgets/UserManagement/roles').catch((e: unknown) => e);
    expect(seen).toHaveLength(2);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect((error as WidgetApiError).status).toBe(403);
    expect((error as WidgetApiError).message).toBe('Missing permission');
  });

  it('given a 400 with field errors and a code, should carry message, code and fieldErrors', async () => {
    replies.push({
      status: 400,
      body: JSON.stringify({
        message: 'User already invited',
        code: 'invite_exists',
        errors: { email: ['User already invited'] },
      }),
    });
    const { api } = client();
    const error = await api
      .post('/_widgets/UserManagement/invite-user', { json: { email: 'a@b.c', roles: ['member'] } })
      .catch((e: unknown) => e);
    expect(isWidgetApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'invite_exists',
      message: 'User already invited',
      fieldErrors: { email: 'User already invited' },
    });
  });

  it('given an error without a JSON body, should use the status text', async () => {
    replies.push({ status: 404, body: 'not json' });
    const { api } = client();
    const error = await api.get('/_widgets/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('given an error with neither a message nor a status text, should use the generic fallback of SPEC.md §8', async () => {
    // HTTP/2 has no status text, and Node's HTTP/1 server always sends one: answer in place.
    const { api } = client({
      fetch: async () => new Response('', { status: 502, statusText: '' }),
    });
    const error = await api.get('/_widgets/UserProfile/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ status: 502 });
    expect((error as Error).message).toBe('Something went wrong. Please try again.');
  });

  it('given an empty 2xx body on a DELETE, should fail', async () => {
    replies.push({ status: 204 });
    const { api } = client();
    const error = await api.delete('/_widgets/UserManagement/members/m1').catch((e: unknown) => e);
    expect(isWidgetApiError(error)).toBe(true);
    expect((error as WidgetApiError).status).toBe(204);
  });

  it('given a DELETE with a JSON body, should resolve it', async () => {
    replies.push({ status: 200, body: '{"id":"m1","success":true}' });
    const { api } = client();
    await expect(api.delete('/_widgets/UserManagement/members/m1')).resolves.toEqual({
      id: 'm1',
      success: true,
    });
    expect(seen[0]?.method).toBe('DELETE');
  });

  it('given an unreachable server, should throw a network error with status 0', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { api } = client({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await api.get('/_widgets/UserProfile/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WidgetNetworkError);
    expect(isWidgetNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, message: 'Network error' });
  });

  it('given a token that never arrives, should send nothing', async () => {
    const { api } = client({ getToken: () => Promise.reject(new Error('no token')) });
    await expect(api.get('/_widgets/UserProfile/me')).rejects.toThrow('no token');
    expect(seen).toHaveLength(0);
  });

  it('given an error from another copy of the kit, should recognise it by name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'WidgetApiError', status: 500 });
    expect(isWidgetApiError(foreign)).toBe(true);
    const network = Object.assign(new Error('Network error'), { name: 'WidgetNetworkError' });
    expect(isWidgetNetworkError(network)).toBe(true);
    expect(isWidgetApiError(new Error('plain'))).toBe(false);
  });
});
