// The outgoing request of the delivery engine: refuses internal addresses and non-https URLs in
// production, follows no redirect, gives up after its timeout, keeps 2 kB of the answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedAddress, refusedUrl } from './outgoing-url';
import { sendRequest } from './send-request';

describe('outgoing requests', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/slow') return; // never answers
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
        return response.end();
      }
      response.writeHead(200);
      response.end('y'.repeat(10_000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const send = (path: string, options: { timeoutMs?: number; allowLoopback?: boolean } = {}) =>
    sendRequest({
      url: `${base}${path}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs: options.timeoutMs ?? 5000,
      allowLoopback: options.allowLoopback ?? true,
    });

  it('given a large answer, should keep its first 2 kB', async () => {
    const result = await send('/');
    expect(result.statusCode).toBe(200);
    expect(result.responseBody).toBe('y'.repeat(2048));
  });

  it('given a redirect, should not follow it (a 302 is the answer)', async () => {
    expect((await send('/redirect')).statusCode).toBe(302);
  });

  it('given a receiver that never answers, should give up after the timeout', async () => {
    const result = await send('/slow', { timeoutMs: 300 });
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/No answer within 0.3 s/);
  });

  it('given loopback in production, or private, link-local and mapped addresses, should refuse before connecting', async () => {
    expect((await send('/', { allowLoopback: false })).error).toMatch(/loopback/);
    for (const address of [
      '10.1.2.3',
      '192.168.0.1',
      '172.20.0.5',
      '169.254.169.254',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(refusedAddress(address, true), address).toBeDefined();
    expect(refusedAddress('93.184.216.34', false)).toBeUndefined();
    const named = await sendRequest({
      url: 'http://localhost:9/',
      headers: {},
      body: '',
      timeoutMs: 1000,
      allowLoopback: false,
    });
    expect(named.error).toMatch(/Refused: localhost/);
  });

  it('given URLs, should take https anywhere, http only to loopback outside production', () => {
    expect(refusedUrl('https://hooks.partner.test/x', true)).toBeUndefined();
    expect(refusedUrl('http://127.0.0.1:4000/x', false)).toBeUndefined();
    expect(refusedUrl('http://127.0.0.1:4000/x', true)).toMatch(/https/);
    expect(refusedUrl('http://hooks.partner.test/x', false)).toMatch(/https/);
    expect(refusedUrl('https://user:pw@hooks.partner.test/', false)).toMatch(/user name/);
    expect(refusedUrl('not a url', false)).toMatch(/absolute/);
  });
});
