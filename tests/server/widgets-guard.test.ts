import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSigningKey } from '../../server/domain/signing-keys';
import { startTestServer, type TestServer } from './test-server';
import {
  createActor,
  createOrganization,
  createSession,
  signToken,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

describe('widgets API: the request guard', () => {
  let server: TestServer;
  let acme: string;
  let ada: Actor;
  const members = '/_widgets/UserManagement/members';

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    ada = await createActor(server, acme, { email: 'ada@acme.test', firstName: 'Ada' });
  });
  afterAll(async () => server.close());

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = () => ({
    sub: ada.userId,
    sid: ada.sessionId,
    org_id: acme,
    permissions: ['widgets:users-table:manage'],
    iss: server.config.publicUrl,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 300,
  });

  it('given a valid token, should answer 200', async () => {
    expect((await widgetCall(server, members, { token: ada.token })).status).toBe(200);
  });

  it('given no token or a malformed header, should answer 401', async () => {
    const none = await widgetCall(server, members);
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('No auth token provided');
    const basic = await widgetCall(server, members, { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
    const garbage = await widgetCall(server, members, { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
  });

  it('given a token signed by another key, should answer 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const unknownKid = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: 'key_someone_else' })
      .sign(privateKey);
    expect((await widgetCall(server, members, { token: unknownKid })).status).toBe(401);
    // Same kid as ours, wrong key: the signature check must fail.
    const { kid } = await currentSigningKey(server.ctx.db);
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(privateKey);
    expect((await widgetCall(server, members, { token: forged })).status).toBe(401);
  });

  it('given alg none or an HMAC token, should answer 401', async () => {
    const { kid } = await currentSigningKey(server.ctx.db);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT', kid })}.${base64url(claims())}.`;
    expect((await widgetCall(server, members, { token: unsigned })).status).toBe(401);
    const hmac = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid })
      .sign(new TextEncoder().encode('a shared secret that is long enough'));
    expect((await widgetCall(server, members, { token: hmac })).status).toBe(401);
  });

  it('given an expired token, should answer 403 so the client refreshes and retries', async () => {
    const expired = await signToken(server, {
      userId: ada.userId,
      sessionId: ada.sessionId,
      organizationId: acme,
      ttlSeconds: -60,
    });
    const response = await widgetCall(server, members, { token: expired });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Access token expired');
  });

  it('given a token whose session has ended or belongs to someone else, should answer 401', async () => {
    const sessionId = await createSession(server, ada.userId, acme);
    const token = await signToken(server, { userId: ada.userId, sessionId, organizationId: acme });
    expect((await widgetCall(server, members, { token })).status).toBe(200);
    await server.ctx.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [sessionId]);
    expect((await widgetCall(server, members, { token })).status).toBe(401);

    const other = await createActor(server, acme, { email: 'other@acme.test' });
    const mixed = await signToken(server, {
      userId: ada.userId,
      sessionId: other.sessionId,
      organizationId: acme,
    });
    expect((await widgetCall(server, members, { token: mixed })).status).toBe(401);
    const unknown = await signToken(server, {
      userId: ada.userId,
      sessionId: 'session_missing',
      organizationId: acme,
    });
    expect((await widgetCall(server, members, { token: unknown })).status).toBe(401);
  });

  it('given a token without an organization, should refuse organization routes but allow the profile', async () => {
    const token = await signToken(server, { userId: ada.userId, sessionId: ada.sessionId });
    expect((await widgetCall(server, members, { token })).status).toBe(403);
    expect((await widgetCall(server, '/_widgets/UserProfile/me', { token })).status).toBe(200);
  });

  it('given a token lacking the permission, should answer 403 Incorrect permissions for each admin surface', async () => {
    const token = await signToken(server, {
      userId: ada.userId,
      sessionId: ada.sessionId,
      organizationId: acme,
      permissions: [],
    });
    for (const [method, path] of [
      ['GET', members],
      ['GET', '/_widgets/admin-portal/sso-connections'],
      ['GET', '/_widgets/admin-portal/organization-domains'],
      ['POST', '/_widgets/admin-portal/generate-link?intent=sso'],
      ['POST', '/_widgets/admin-portal/generate-link?intent=domain_verification'],
      ['GET', '/_widgets/admin-portal/audit-log-stream'],
      ['POST', '/_widgets/admin-portal/generate-link?intent=log_streams'],
    ]) {
      const response = await widgetCall(server, path!, { token, method: method! });
      expect(response.status, path).toBe(403);
      expect(response.body.message, path).toBe('Incorrect permissions');
    }
  });

  it('given a bad token and bad input, should answer 401 before looking at the input', async () => {
    const response = await widgetCall(server, '/_widgets/UserManagement/invite-user', {
      method: 'POST',
      body: { nonsense: true },
    });
    expect(response.status).toBe(401);
  });

  it('given malformed JSON with a valid token, should answer 400', async () => {
    const response = await fetch(`${server.url}/_widgets/UserManagement/invite-user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
  });

  describe('CORS', () => {
    const requestHeaders =
      'authorization, content-type, workos-widgets-type, workos-widgets-version, x-elevated-access-token';

    it('given a preflight from an allowed origin, should allow the widget headers', async () => {
      const response = await fetch(`${server.url}/_widgets/UserManagement/members/om_1`, {
        method: 'OPTIONS',
        headers: {
          origin: server.url,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': requestHeaders,
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe(server.url);
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of requestHeaders.split(', ')) expect(allowed).toContain(header);
      expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    });

    it('given a preflight from an allowed origin, should let the browser keep it for 2 hours', async () => {
      // Chromium caps the preflight cache at 7200 s: a partner's next page view sends none.
      const response = await fetch(`${server.url}/_widgets/UserManagement/members?limit=10`, {
        method: 'OPTIONS',
        headers: {
          origin: server.url,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, workos-widgets-type',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-max-age')).toBe('7200');
    });

    it('given a preflight from another origin, should not allow it', async () => {
      const response = await fetch(`${server.url}/_widgets/UserManagement/members`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('given an error response to an allowed origin, should still carry the CORS headers', async () => {
      const unauthorized = await widgetCall(server, members, { headers: { origin: server.url } });
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.headers.get('access-control-allow-origin')).toBe(server.url);
      const notFound = await widgetCall(server, '/_widgets/UserManagement/members/om_missing', {
        token: ada.token,
        method: 'DELETE',
        headers: { origin: server.url },
      });
      expect(notFound.status).toBe(404);
      expect(notFound.headers.get('access-control-allow-origin')).toBe(server.url);
    });
  });
});
