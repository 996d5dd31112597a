// The eight findings of the outside security review (issue #15), each pinned by a test that
// failed before its fix: forwarded headers, security headers, the refresh reuse interval, the
// admin portal's error mapping, single-use TOTP codes, current roles on widget calls, refresh
// validation before rotation and the per-account-and-client sign-in limit.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../server/domain/totp';
import { hashPassword } from '../../server/domain/passwords';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/domain/demo-accounts';
import {
  authorizeUrl,
  codeFromRedirect,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
  refresh,
  signIn,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, widgetCall, type Actor } from './widgets-fixtures';

const signInUrl = (server: TestServer) => `${server.url}/user_management/authorize/sign-in`;

async function signInFields(server: TestServer, state = 'state-1') {
  const pkce = pkcePair();
  const page = await fetch(authorizeUrl(server, { code_challenge: pkce.challenge, state }));
  return {
    ...pkce,
    fields: hiddenFields(await page.text(), '/user_management/authorize/sign-in'),
  };
}

async function accountWithPassword(server: TestServer, email: string, password: string) {
  const organizationId = await createOrganization(server, `Org of ${email}`);
  return createActor(server, organizationId, {
    email,
    passwordHash: await hashPassword(password),
  });
}

describe('security findings (issue #15)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
  });
  afterAll(async () => server.close());

  describe('1. forwarded headers and stored client values', () => {
    // Random (incompressible) text: PostgreSQL compresses repetitive values below the index limit.
    const giant = randomBytes(4500).toString('base64url');

    it('when X-Forwarded-For is giant and proxies are not trusted, should answer 401 on a wrong password (never 500)', async () => {
      const { fields } = await signInFields(server);
      const response = await postForm(
        signInUrl(server),
        { ...fields, email: 'admin@acme.test', password: 'wrong' },
        { 'x-forwarded-for': giant },
      );
      expect(response.status).toBe(401);
    });

    it('when a wrong current password comes with a giant X-Forwarded-For, should answer 400 and still reach 429', async () => {
      const actor = await accountWithPassword(server, 'xff-profile@acme.test', 'Right-pass-2026');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await widgetCall(server, '/_widgets/UserProfile/update-password', {
          token: actor.token,
          method: 'POST',
          body: { currentPassword: `wrong-${attempt}`, newPassword: 'Another-pass-2026' },
          headers: { 'x-forwarded-for': `${giant}${attempt}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).not.toContain(500);
      expect(statuses[0]).toBe(400);
      expect(statuses).toContain(429);
    });

    it('when each attempt claims another X-Forwarded-For, should not escape the per-client cap across e-mails', async () => {
      const { fields } = await signInFields(server);
      let last = 0;
      for (let attempt = 0; attempt <= 100; attempt += 1) {
        const response = await postForm(
          signInUrl(server),
          { ...fields, email: `spray-${attempt}@nowhere.test`, password: 'guess' },
          { 'x-forwarded-for': `198.51.100.${attempt}` },
        );
        last = response.status;
      }
      // The cap holds for every e-mail from this address; clear it for the tests that follow.
      await server.ctx.db.query("DELETE FROM sign_in_attempts WHERE email LIKE 'spray-%'");
      expect(last).toBe(429);
    });

    it('when proxies are not trusted, should store the socket address on the session, not the forwarded one', async () => {
      const { fields, verifier } = await signInFields(server, 's');
      const response = await postForm(
        signInUrl(server),
        { ...fields, email: 'member@acme.test', password: DEMO_PASSWORD },
        { 'x-forwarded-for': '203.0.113.99', 'user-agent': 'U'.repeat(5000) },
      );
      const code = await codeFromRedirect(response, 's');
      const body = (await (await exchangeCode(server, code, verifier)).json()) as {
        access_token: string;
      };
      const sid = JSON.parse(
        Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString(),
      ).sid;
      const [session] = await server.ctx.db.query<{ ip_address: string; user_agent: string }>(
        'SELECT ip_address, user_agent FROM sessions WHERE id = $1',
        [sid],
      );
      expect(session?.ip_address).toBe('127.0.0.1');
      expect(session?.user_agent.length).toBeLessThanOrEqual(512);
    });
  });

  describe('2. security headers', () => {
    it('should send nosniff on JSON answers and no-store on token answers', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const response = await refresh(server, admin.refreshToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('pragma')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const jwks = await fetch(`${server.url}/sso/jwks/${server.config.clientId}`);
      expect(jwks.headers.get('x-content-type-options')).toBe('nosniff');
      const health = await fetch(`${server.url}/api/health`);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('should give the sign-in page a CSP with form-action and frame-ancestors', async () => {
      const page = await fetch(authorizeUrl(server, { code_challenge: pkcePair().challenge }));
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/form-action 'self'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('3. refresh reuse interval', () => {
    it('when one refresh token is refreshed twice at once, should answer both with the same successor pair', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const [first, second] = await Promise.all([
        refresh(server, admin.refreshToken),
        refresh(server, admin.refreshToken),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const a = (await first.json()) as { refresh_token: string; access_token: string };
      const b = (await second.json()) as { refresh_token: string; access_token: string };
      expect(b.refresh_token).toBe(a.refresh_token);
      expect(b.access_token).toBe(a.access_token);
      const next = await refresh(server, a.refresh_token);
      expect(next.status).toBe(200);
    });

    // A page reloaded while its refresh was in flight: the aborted request named the organization
    // of its token and had rotated the token; the reloaded page holds no token, so it names none.
    // Both ask for the session's own organization: the same request (the e2e token-expiry journey
    // was sent to sign in by the 409 this answered).
    it('when a retry leaves out the organization the session was in and the rotation named, should answer with the same successor pair', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const named = await refresh(server, admin.refreshToken, {
        organization_id: admin.organizationId ?? '',
      });
      expect(named.status).toBe(200);
      const retry = await refresh(server, admin.refreshToken);
      expect(retry.status).toBe(200);
      const a = (await named.json()) as { refresh_token: string };
      const b = (await retry.json()) as { refresh_token: string; organization_id: string };
      expect(b.refresh_token).toBe(a.refresh_token);
      expect(b.organization_id).toBe(admin.organizationId);

      // The other way round: a plain rotation, then a retry naming the session's organization.
      const plain = (await (await refresh(server, b.refresh_token)).json()) as {
        refresh_token: string;
      };
      const namedRetry = await refresh(server, b.refresh_token, {
        organization_id: admin.organizationId ?? '',
      });
      expect(namedRetry.status).toBe(200);
      expect(((await namedRetry.json()) as { refresh_token: string }).refresh_token).toBe(
        plain.refresh_token,
      );
    });

    it('when the rotation switched organization and a plain refresh retries the token, should refuse it (409) and keep the session', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const [globex] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Globex Rewards'",
      );
      const switched = await refresh(server, admin.refreshToken, { organization_id: globex!.id });
      expect(switched.status).toBe(200);
      const plain = await refresh(server, admin.refreshToken);
      expect(plain.status).toBe(409);
      const successor = (await switched.json()) as { refresh_token: string };
      expect((await refresh(server, successor.refresh_token)).status).toBe(200);
    });

    it('when a rotated token comes back after the interval, should end the session', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const first = (await (await refresh(server, admin.refreshToken)).json()) as {
        refresh_token: string;
      };
      await server.ctx.db.query(
        "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE session_id = $1 AND rotated_at IS NOT NULL",
        [admin.sessionId],
      );
      const replay = await refresh(server, admin.refreshToken);
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
      expect((await refresh(server, first.refresh_token)).status).toBe(400);
    });
  });

  describe('4. admin portal error mapping', () => {
    async function openPortal(intent: 'sso' | 'domain_verification', actor: Actor) {
      const generated = await widgetCall(
        server,
        `/_widgets/admin-portal/generate-link?intent=${intent}`,
        { token: actor.token, method: 'POST' },
      );
      const launched = await fetch(generated.body.link as string, { redirect: 'manual' });
      const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
      const path = intent === 'sso' ? '/admin-portal/sso' : '/admin-portal/domains';
      const page = await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
      return (action: string, fields: Record<string, string>) =>
        fetch(`${server.url}${action}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ csrf, ...fields }).toString(),
        });
    }

    it('when a path id or a form field carries a NUL byte, should answer 400, never 500', async () => {
      const organizationId = await createOrganization(server, 'Portal NUL');
      const actor = await createActor(server, organizationId, { email: 'nul@portal.test' });
      const domains = await openPortal('domain_verification', actor);
      const sso = await openPortal('sso', actor);
      const statuses = [
        (await domains('/admin-portal/domains/%00/verify', {})).status,
        (await domains('/admin-portal/domains/%00/delete', {})).status,
        (await sso('/admin-portal/sso/connections', { name: 'a\u0000b', type: 'OktaSAML' })).status,
        (await sso('/admin-portal/sso/connections/%00', { name: 'x', type: 'OktaSAML' })).status,
        (await sso('/admin-portal/sso/connections/%00/delete', {})).status,
      ];
      expect(statuses).not.toContain(500);
      expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    });
  });

  describe('5. TOTP codes are single-use', () => {
    it('when a code completed one sign-in, should refuse it for a second sign-in in the same window', async () => {
      const code = currentTotpCode(DEMO_TOTP_SECRET);
      const attempt = async () => {
        const { fields } = await signInFields(server, 't');
        const page = await postForm(signInUrl(server), {
          ...fields,
          email: 'mfa@acme.test',
          password: DEMO_PASSWORD,
        });
        const totpFields = hiddenFields(await page.text(), '/user_management/authorize/totp');
        return postForm(`${server.url}/user_management/authorize/totp`, { ...totpFields, code });
      };
      expect((await attempt()).status).toBe(303);
      const second = await attempt();
      expect(second.status).toBe(401);
    });
  });

  describe('6. current role on widget calls', () => {
    it('when an admin was demoted, should refuse their unexpired token on reads and writes', async () => {
      const organizationId = await createOrganization(server, 'Demotion Org');
      const actor = await createActor(server, organizationId, { email: 'demoted@acme.test' });
      expect(
        (await widgetCall(server, '/_widgets/UserManagement/members', { token: actor.token }))
          .status,
      ).toBe(200);
      await server.ctx.db.query("UPDATE memberships SET role_slugs = '{member}' WHERE id = $1", [
        actor.membershipId,
      ]);
      const list = await widgetCall(server, '/_widgets/UserManagement/members', {
        token: actor.token,
      });
      expect(list.status).toBe(403);
      const invite = await widgetCall(server, '/_widgets/UserManagement/invite-user', {
        token: actor.token,
        method: 'POST',
        body: { email: 'new-admin@acme.test', roles: ['admin'] },
      });
      expect(invite.status).toBe(403);
      const [row] = await server.ctx.db.query(
        "SELECT 1 FROM memberships WHERE email = 'new-admin@acme.test'",
      );
      expect(row).toBeUndefined();
    });
  });

  describe('7. refresh validation before rotation', () => {
    it('when organization_id is malformed, should answer 400 and keep the refresh token usable', async () => {
      const admin = await signIn(server, 'admin@acme.test', DEMO_PASSWORD);
      const bad = await refresh(server, admin.refreshToken, { organization_id: 'org_\u0000x' });
      expect(bad.status).toBe(400);
      const unknown = await refresh(server, admin.refreshToken, { organization_id: 'not an id' });
      expect(unknown.status).toBe(400);
      const again = await refresh(server, admin.refreshToken);
      expect(again.status).toBe(200);
    });
  });

  describe('8. sign-in limit per account and client', () => {
    it('when one client fails ten times, should still let the owner sign in from another client', async () => {
      const proxied = await startTestServer({ trustProxy: ['127.0.0.1'] });
      try {
        await accountWithPassword(proxied, 'owner@acme.test', 'Right-pass-2026');
        const { fields } = await signInFields(proxied);
        let attackerStatus = 0;
        for (let attempt = 0; attempt < 11; attempt += 1) {
          const response = await postForm(
            signInUrl(proxied),
            { ...fields, email: 'owner@acme.test', password: `wrong-${attempt}` },
            { 'x-forwarded-for': '198.51.100.7' },
          );
          attackerStatus = response.status;
        }
        expect(attackerStatus).toBe(429);
        const owner = await postForm(
          signInUrl(proxied),
          { ...fields, email: 'owner@acme.test', password: 'Right-pass-2026' },
          { 'x-forwarded-for': '192.0.2.44' },
        );
        expect(owner.status).toBe(303);
        const [session] = await proxied.ctx.db.query<{ ip_address: string }>(
          'SELECT ip_address FROM sessions ORDER BY created_at DESC LIMIT 1',
        );
        expect(session?.ip_address).toBe('192.0.2.44');
      } finally {
        await proxied.close();
      }
    });

    it('when the limit is reached, should name the wait in Retry-After', async () => {
      await accountWithPassword(server, 'delay@acme.test', 'Right-pass-2026');
      const { fields } = await signInFields(server);
      let last: Response | undefined;
      for (let attempt = 0; attempt < 11; attempt += 1) {
        last = await postForm(signInUrl(server), {
          ...fields,
          email: 'delay@acme.test',
          password: `wrong-${attempt}`,
        });
      }
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
