// POST /user_management/authenticate over real HTTP: code exchange with PKCE, refresh with
// rotation, organization switch, cookie mode, CORS and the access token's claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/domain/demo-accounts';
import {
  authorizeUrl,
  codeFromRedirect,
  decodeClaims,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
  refresh,
  signIn,
  signUp,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';

const remoteOrigin = 'https://app.loyalty.example';

describe('authenticate', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
    server.config.allowedOrigins.push(remoteOrigin);
  });
  afterAll(async () => server.close());

  /** Signs in through the page and returns the code without exchanging it. */
  const codeFor = async (email: string) => {
    const { verifier, challenge } = pkcePair();
    const page = await (
      await fetch(authorizeUrl(server, { code_challenge: challenge, state: 'st' }))
    ).text();
    const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
      ...hiddenFields(page, '/user_management/authorize/sign-in'),
      email,
      password: DEMO_PASSWORD,
    });
    return { code: await codeFromRedirect(response, 'st'), verifier };
  };

  const sessionEnded = async (sessionId: string) => {
    const [row] = await server.ctx.db.query<{ ended_at: Date | null }>(
      'SELECT ended_at FROM sessions WHERE id = $1',
      [sessionId],
    );
    return row?.ended_at !== null;
  };

  describe('given an authorization code', () => {
    it('when exchanged with the right verifier, should answer the contract shape', async () => {
      const { code, verifier } = await codeFor('admin@acme.test');
      const response = await exchangeCode(server, code, verifier);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        [
          'access_token',
          'authentication_method',
          'organization_id',
          'refresh_token',
          'user',
        ].sort(),
      );
      expect(body.authentication_method).toBe('Password');
      expect(body.user).toMatchObject({
        object: 'user',
        email: 'admin@acme.test',
        first_name: 'Ada',
        email_verified: true,
      });
      // `name` as the management API's getUser has it (issue #39 item 20).
      expect(body.user).toHaveProperty('name');
      expect(Object.keys(body.user as object).sort()).toEqual(
        [
          'object',
          'id',
          'email',
          'email_verified',
          'first_name',
          'last_name',
          'name',
          'profile_picture_url',
          'last_sign_in_at',
          'external_id',
          'created_at',
          'updated_at',
        ].sort(),
      );
      const [header, payload] = (body.access_token as string).split('.');
      expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
        alg: 'RS256',
      });
      const claims = decodeClaims(body.access_token as string);
      expect(claims).toMatchObject({
        iss: server.config.publicUrl,
        org_id: body.organization_id,
        role: 'admin',
        roles: ['admin'],
        permissions: [
          'customers:read',
          'customers:write',
          'offers:read',
          'offers:write',
          'points:adjust',
          'widgets:api-keys:manage',
          'widgets:audit-log-streaming:manage',
          'widgets:audit-logs:read',
          'widgets:domain-verification:manage',
          'widgets:dsync:manage',
          'widgets:sso-connection:manage',
          'widgets:user-api-keys:manage-all',
          'widgets:users-table:manage',
        ],
      });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
      expect(typeof claims.jti).toBe('string');
      // The provider's widgets decode the payload with plain atob.
      expect(payload).not.toMatch(/[-_]/);
      expect(JSON.parse(atob(payload ?? ''))).toEqual(claims);
    });

    it('when replayed, should refuse it with invalid_grant and end the session it created', async () => {
      const { code, verifier } = await codeFor('member@acme.test');
      const first = (await (await exchangeCode(server, code, verifier)).json()) as {
        access_token: string;
      };
      const replay = await exchangeCode(server, code, verifier);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringContaining('already been used'),
      });
      expect(await sessionEnded(decodeClaims(first.access_token).sid as string)).toBe(true);
    });

    it('when the verifier is wrong, should refuse it and burn the code', async () => {
      const { code, verifier } = await codeFor('member@acme.test');
      const wrong = await exchangeCode(server, code, pkcePair().verifier);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringContaining('code_verifier'),
      });
      expect((await exchangeCode(server, code, verifier)).status).toBe(400);
    });

    it('when the verifier is longer than 128 characters, should answer 400 naming code_verifier', async () => {
      const { code } = await codeFor('member@acme.test');
      const response = await exchangeCode(server, code, 'a'.repeat(129));
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { error_description: string }).error_description,
      ).toContain('code_verifier');
    });

    it('when the code has expired, should refuse it', async () => {
      const { code, verifier } = await codeFor('member@acme.test');
      await server.ctx.db.query(
        "UPDATE authorization_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
      );
      const response = await exchangeCode(server, code, verifier);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringContaining('expired'),
      });
    });

    it.each([
      [
        'an unknown code',
        {
          grant_type: 'authorization_code',
          client_id: 'client_loyalty_dashboard',
          code: 'nope',
          code_verifier: 'x',
        },
        400,
        'invalid_grant',
      ],
      [
        'another client id',
        {
          grant_type: 'authorization_code',
          client_id: 'client_x',
          code: 'nope',
          code_verifier: 'x',
        },
        400,
        'invalid_client',
      ],
      [
        'an unknown grant type',
        { grant_type: 'client_credentials', client_id: 'client_loyalty_dashboard' },
        400,
        'invalid_request',
      ],
      [
        'the password grant without client_secret (public client)',
        {
          grant_type: 'password',
          client_id: 'client_loyalty_dashboard',
          email: 'a@b.c',
          password: 'x',
        },
        401,
        'invalid_client',
      ],
      ['no client id', { grant_type: 'refresh_token', refresh_token: 'x' }, 400, 'invalid_request'],
      [
        'no code',
        {
          grant_type: 'authorization_code',
          client_id: 'client_loyalty_dashboard',
          code_verifier: 'x',
        },
        400,
        'invalid_request',
      ],
    ])('when given %s, should answer %i %s', async (_case, body, status, error) => {
      const response = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(status);
      const json = (await response.json()) as { error: string; error_description: string };
      expect(json.error).toBe(error);
      expect(json.error_description.length).toBeGreaterThan(0);
    });

    it('when the body is not JSON, should answer 400 in the error shape', async () => {
      const response = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"grant_type":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error_description');
    });
  });

  describe('given a refresh token', () => {
    it('when refreshed, should rotate it and keep the organization', async () => {
      const start = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const response = await refresh(server, start.refreshToken);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        refresh_token: string;
        organization_id: string;
        access_token: string;
      };
      expect(body.refresh_token).not.toBe(start.refreshToken);
      expect(body.organization_id).toBe(start.organizationId);
      expect(decodeClaims(body.access_token).sid).toBe(start.sessionId);
      expect(response.headers.get('set-cookie')).not.toContain('workos-refresh-token=');
    });

    it("when refreshed, should record the member's last activity in the organization", async () => {
      const start = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      await server.ctx.db.query(
        `UPDATE memberships SET last_activity_at = now() - interval '3 days' WHERE organization_id = $1 AND email = 'member@acme.test'`,
        [start.organizationId],
      );
      expect((await refresh(server, start.refreshToken)).status).toBe(200);
      const [row] = await server.ctx.db.query<{ recent: boolean }>(
        `SELECT last_activity_at > now() - interval '1 minute' AS recent FROM memberships WHERE organization_id = $1 AND email = 'member@acme.test'`,
        [start.organizationId],
      );
      expect(row?.recent).toBe(true);
    });

    it('when a rotated token is used again, should refuse it and end the whole session', async () => {
      const start = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const next = (await (await refresh(server, start.refreshToken)).json()) as {
        refresh_token: string;
      };
      // Past the reuse interval (a retry within it gets the same successor pair).
      await server.ctx.db.query(
        "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE session_id = $1 AND rotated_at IS NOT NULL",
        [start.sessionId],
      );
      const reuse = await refresh(server, start.refreshToken);
      expect(reuse.status).toBe(400);
      expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
      expect(await sessionEnded(start.sessionId)).toBe(true);
      const after = await refresh(server, next.refresh_token);
      expect(after.status).toBe(400);
      expect(((await after.json()) as { error_description: string }).error_description).toMatch(
        /session has ended/i,
      );
    });

    it('when organization_id names another organization of the user, should switch to it', async () => {
      const start = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const [globex] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Globex Rewards'",
      );
      const switched = await refresh(server, start.refreshToken, {
        organization_id: globex?.id ?? '',
      });
      expect(switched.status).toBe(200);
      const body = (await switched.json()) as {
        organization_id: string;
        access_token: string;
        refresh_token: string;
      };
      expect(body.organization_id).toBe(globex?.id);
      expect(decodeClaims(body.access_token)).toMatchObject({
        org_id: globex?.id,
        role: 'member',
        permissions: ['customers:read', 'offers:read', 'widgets:user-api-keys:manage-self'],
      });
      const kept = (await (await refresh(server, body.refresh_token)).json()) as {
        organization_id: string;
      };
      expect(kept.organization_id).toBe(globex?.id);
    });

    it('when organization_id names an organization the user is not a member of, should refuse with a description', async () => {
      const member = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      const [globex] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Globex Rewards'",
      );
      const refused = await refresh(server, member.refreshToken, {
        organization_id: globex?.id ?? '',
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error_description: string }).error_description).toContain(
        'not an active member',
      );
      // The session is untouched and the same token still refreshes in its own organization.
      const again = await refresh(server, member.refreshToken);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { organization_id: string }).organization_id).toBe(
        member.organizationId,
      );
    });

    it('when the session was ended by logout, should refuse the refresh', async () => {
      const start = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      await fetch(`${server.url}/user_management/sessions/logout?session_id=${start.sessionId}`);
      const response = await refresh(server, start.refreshToken);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: expect.stringMatching(/session has ended/i),
      });
    });

    it('when the user was just created, should provision external_id on a refresh after the delay', async () => {
      await fetch(`${server.url}/_test/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userProvisioningDelayMs: 300 }),
      });
      const start = await signUp(server, {
        firstName: 'Pro',
        lastName: 'Vision',
        email: 'pro@vision.test',
        password: 'long-enough',
      });
      expect(start.user.external_id).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const body = (await (await refresh(server, start.refreshToken)).json()) as {
        user: { external_id: string | null };
      };
      expect(body.user.external_id).toMatch(/\S{8,}/);
      // The assignment is a change of the user: one user.updated carrying the new external id.
      const updates = await server.ctx.db.query<{ data: { external_id: string } }>(
        "SELECT data FROM events WHERE event = 'user.updated' AND data->>'email' = 'pro@vision.test'",
      );
      expect(updates.map((row) => row.data.external_id)).toEqual([body.user.external_id]);
    });
  });

  describe('given a page on another origin (cookie mode)', () => {
    it('should keep the refresh token out of the body, set it as an HttpOnly cookie and accept it from there', async () => {
      const { code, verifier } = await codeFor('member@acme.test');
      const response = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: remoteOrigin },
        body: JSON.stringify({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          client_id: server.config.clientId,
        }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(remoteOrigin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty('refresh_token');
      const cookies = response.headers.getSetCookie();
      const refreshCookie = cookies.find((cookie) => cookie.startsWith('workos-refresh-token='));
      expect(refreshCookie).toMatch(/HttpOnly/i);
      expect(refreshCookie).toMatch(/SameSite=None/i);
      expect(refreshCookie).toMatch(/Secure/i);
      const cookieValue = refreshCookie?.split(';')[0] ?? '';
      const refreshed = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: remoteOrigin, cookie: cookieValue },
        body: JSON.stringify({ grant_type: 'refresh_token', client_id: server.config.clientId }),
      });
      expect(refreshed.status).toBe(200);
      expect(await refreshed.json()).not.toHaveProperty('refresh_token');
    });

    it('when the origin is not allowed, should refuse without CORS headers', async () => {
      const response = await refresh(server, 'x', {}, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('should answer preflights for allowed origins and put CORS headers on errors', async () => {
      const preflight = await fetch(`${server.url}/user_management/authenticate`, {
        method: 'OPTIONS',
        headers: {
          origin: remoteOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(remoteOrigin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      const error = await refresh(server, 'not-a-token', {}, { origin: remoteOrigin });
      expect(error.status).toBe(400);
      expect(error.headers.get('access-control-allow-origin')).toBe(remoteOrigin);
    });
  });

  describe('given logout and JWKS', () => {
    it('when return_to is an allowed origin, should end the session, clear cookies and redirect there', async () => {
      const start = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      const returnTo = `${server.url}/login?x=1`;
      const response = await fetch(
        `${server.url}/user_management/sessions/logout?session_id=${start.sessionId}&return_to=${encodeURIComponent(returnTo)}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(returnTo);
      expect(response.headers.getSetCookie().join(';')).toContain('workos-has-session=;');
      expect(await sessionEnded(start.sessionId)).toBe(true);
    });

    it('when return_to is off the list, should show the signed-out page instead of redirecting', async () => {
      const start = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      const response = await fetch(
        `${server.url}/user_management/sessions/logout?session_id=${start.sessionId}&return_to=${encodeURIComponent('https://evil.example/')}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('You are signed out');
      expect(await sessionEnded(start.sessionId)).toBe(true);
    });

    it('should serve the public keys for the client and 404 for another', async () => {
      const keys = (await (
        await fetch(`${server.url}/sso/jwks/${server.config.clientId}`)
      ).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(keys.keys[0]).not.toHaveProperty('d');
      expect((await fetch(`${server.url}/sso/jwks/client_other`)).status).toBe(404);
    });
  });
});
