import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, type Actor } from './widgets-fixtures';

describe('product API: GET /api/token', () => {
  let server: TestServer;
  let ada: Actor;

  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = await createOrganization(server, 'Token Co');
    ada = await createActor(server, organizationId, { email: 'ada@token.test' });
  });

  afterAll(async () => {
    await server.close();
  });

  const call = (authorization?: string) =>
    fetch(`${server.url}/api/token`, { headers: authorization ? { authorization } : {} });

  it('given a valid token, should answer its subject, session and organization', async () => {
    const response = await call(`Bearer ${ada.token}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data.sub).toBe(ada.userId);
    expect(data.sid).toBe(ada.sessionId);
    expect(typeof data.expiresAt).toBe('number');
  });

  it('given no token or a forged one, should answer 401', async () => {
    expect((await call()).status).toBe(401);
    expect((await call(`Bearer ${ada.token.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await call('Bearer not-a-jwt')).status).toBe(401);
  });
});
