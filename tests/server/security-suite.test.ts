// The security suite (issue #15) over real HTTP: tenancy through every route, forged tokens,
// PKCE, codes and refresh tokens, open redirects, script payloads in server-rendered pages, the
// hosted forms' anti-forgery token, the sign-up limit, framing and a strict CSP on every page.
// Routes are discovered from the running server, so routes added later are swept too.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, exportSPKI, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGN_UPS_PER_IP } from '../../server/domain/sign-in-attempts';
import { hashPassword } from '../../server/domain/passwords';
import {
  authorizeUrl,
  codeFromRedirect,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
  refresh,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';
import {
  addMember,
  createActor,
  createOrganization,
  signToken,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

const PAYLOAD = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** Every route of the running server as [method, path], from Fastify's route tree. */
function listRoutes(server: TestServer): { method: string; path: string }[] {
  const lines = server.app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** Checks a server-rendered page: strict CSP whose hashes cover its styles, no script at all. */
function expectStrictPage(response: Response, html: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/default-src '(none|self)'/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  // Attribute names only: quoted values (escaped payloads among them) are blanked first.
  const tags = html.replace(/"[^"]*"/g, '""');
  expect(tags).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  expect(tags).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  for (const [, text] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const hash = createHash('sha256')
      .update(text ?? '')
      .digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  }
}

describe('security suite', () => {
  let server: TestServer;
  let orgA: string;
  let orgB: string;
  let alice: Actor;
  let bob: Actor;
  const bIds: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    orgA = await createOrganization(server, 'Alpha Org');
    orgB = await createOrganization(server, `Bravo ${PAYLOAD}`);
    alice = await createActor(server, orgA, {
      email: 'alice@alpha.test',
      firstName: PAYLOAD,
      passwordHash: await hashPassword('Alice-pass-2026'),
    });
    bob = await createActor(server, orgB, { email: 'bob@bravo.test', firstName: 'Bob' });
    bIds.member = await addMember(server, orgB, null, 'carol@bravo.test');
    bIds.invite = await addMember(server, orgB, null, 'dave@bravo.test', { status: 'Invited' });
    bIds.bobMembership = bob.membershipId;
    bIds.bobSession = bob.sessionId;
    bIds.bobUser = bob.userId;
    bIds.org = orgB;
    bIds.sso = `conn_${randomBytes(6).toString('hex')}`;
    bIds.domain = `org_domain_${randomBytes(6).toString('hex')}`;
    await server.ctx.db.query(
      `INSERT INTO sso_connections (id, organization_id, name, provider_tag, type, state)
       VALUES ($1, $2, $3, 'Saml', 'OktaSAML', 'Active')`,
      [bIds.sso, orgB, `Bravo SSO ${PAYLOAD}`],
    );
    await server.ctx.db.query(
      `INSERT INTO domains (id, organization_id, domain, state) VALUES ($1, $2, 'bravo.test', 'Verified')`,
      [bIds.domain, orgB],
    );
  });
  afterAll(async () => server.close());

  const snapshotB = async () =>
    JSON.stringify(
      await server.ctx.db.query(
        `SELECT (SELECT json_agg(m ORDER BY m.id) FROM memberships m WHERE organization_id = $1) AS memberships,
                (SELECT json_agg(c ORDER BY c.id) FROM sso_connections c WHERE organization_id = $1) AS sso,
                (SELECT json_agg(d ORDER BY d.id) FROM domains d WHERE organization_id = $1) AS domains,
                (SELECT json_agg(s.ended_at) FROM sessions s WHERE user_id = $2) AS sessions,
                (SELECT json_agg(o) FROM organizations o WHERE id = $1) AS organization`,
        [orgB, bob.userId],
      ),
    );

  describe('tenancy', () => {
    it('should keep every id of another organization unreachable through every API route', async () => {
      const before = await snapshotB();
      const routes = listRoutes(server).filter(
        (route) => route.path.startsWith('/_widgets/') || route.path.startsWith('/api/'),
      );
      expect(routes.length).toBeGreaterThan(15);
      const leaks: string[] = [];
      for (const route of routes) {
        const params = route.path.match(/:\w+/g) ?? [];
        if (params.length === 0) {
          if (route.method !== 'GET') continue; // Acts on the caller's own user or organization.
          const response = await widgetCall(server, route.path, { token: alice.token });
          for (const secret of [orgB, bob.email, 'carol@bravo.test', bIds.sso, bIds.domain]) {
            if (response.text.includes(secret!)) leaks.push(`${route.method} ${route.path}`);
          }
          continue;
        }
        for (const [name, id] of Object.entries(bIds)) {
          const path = route.path.replace(/:\w+/g, encodeURIComponent(id));
          const response = await widgetCall(server, path, {
            token: alice.token,
            method: route.method,
            ...(route.method === 'POST' ? { body: { roles: ['admin'] } } : {}),
          });
          if (response.status < 400 || response.status >= 500)
            leaks.push(`${route.method} ${path} (${name}) → ${response.status}`);
        }
      }
      expect(leaks).toEqual([]);
      expect(await snapshotB()).toBe(before);
    });

    it("should refuse a token naming an organization the caller doesn't belong to", async () => {
      const token = await signToken(server, {
        userId: alice.userId,
        sessionId: alice.sessionId,
        organizationId: orgB,
      });
      const response = await widgetCall(server, '/_widgets/UserManagement/members', { token });
      expect(response.status).toBe(403);
      expect(response.text).not.toContain('carol@bravo.test');
    });

    it("should keep another organization's records out of reach in the admin portal", async () => {
      const before = await snapshotB();
      const generated = await widgetCall(
        server,
        '/_widgets/admin-portal/generate-link?intent=domain_verification',
        { token: alice.token, method: 'POST' },
      );
      const launched = await fetch(generated.body.link as string, { redirect: 'manual' });
      const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
      const page = await (
        await fetch(`${server.url}/admin-portal/domains`, { headers: { cookie } })
      ).text();
      expect(page).not.toContain('bravo.test');
      const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const portalRoutes = listRoutes(server).filter(
        (route) => route.path.startsWith('/admin-portal/') && route.path.includes(':'),
      );
      expect(portalRoutes.length).toBeGreaterThan(3);
      for (const route of portalRoutes) {
        for (const id of [bIds.domain, bIds.sso]) {
          const response = await fetch(`${server.url}${route.path.replace(/:\w+/g, id!)}`, {
            method: route.method,
            redirect: 'manual',
            headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              csrf,
              name: 'Taken',
              type: 'OktaSAML',
              state: 'Inactive',
            }).toString(),
          });
          expect(`${route.path} ${response.status}`).toMatch(/ 4\d\d$/);
        }
      }
      expect(await snapshotB()).toBe(before);
    });
  });

  describe('forged and stale tokens', () => {
    const claimsFor = (actor: Actor) => ({
      sub: actor.userId,
      sid: actor.sessionId,
      org_id: orgA,
      role: 'admin',
      roles: ['admin'],
      permissions: ['widgets:users-table:manage'],
      iss: server.config.publicUrl,
    });
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const serverKey = async () => {
      const jwks = (await (
        await fetch(`${server.url}/sso/jwks/${server.config.clientId}`)
      ).json()) as { keys: (JWK & { kid: string })[] };
      return jwks.keys[0]!;
    };

    const forged: Record<string, () => Promise<string>> = {
      tampered: async () => {
        const [header, , signature] = alice.token.split('.');
        const payload = b64({ ...claimsFor(alice), org_id: orgB, exp: 9999999999 });
        return `${header}.${payload}.${signature}`;
      },
      'alg none': async () =>
        `${b64({ alg: 'none', typ: 'JWT', kid: (await serverKey()).kid })}.${b64({ ...claimsFor(alice), exp: 9999999999 })}.`,
      'HMAC with the public key': async () => {
        const jwk = await serverKey();
        const pem = await exportSPKI((await importJWK(jwk, 'RS256')) as CryptoKey);
        const head = b64({ alg: 'HS256', typ: 'JWT', kid: jwk.kid });
        const body = b64({ ...claimsFor(alice), exp: 9999999999 });
        const mac = createHmac('sha256', pem).update(`${head}.${body}`).digest('base64url');
        return `${head}.${body}.${mac}`;
      },
      'foreign key with our kid': async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(claimsFor(alice))
          .setProtectedHeader({ alg: 'RS256', kid: (await serverKey()).kid })
          .setExpirationTime('5m')
          .sign(privateKey);
      },
      'foreign key and kid': async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(claimsFor(alice))
          .setProtectedHeader({ alg: 'RS256', kid: 'attacker' })
          .setExpirationTime('5m')
          .sign(privateKey);
      },
      garbage: async () => 'not.a.token',
    };

    for (const [name, make] of Object.entries(forged)) {
      it(`should refuse a ${name} token on the widgets API and the product API`, async () => {
        const token = await make();
        const widgets = await widgetCall(server, '/_widgets/UserManagement/members', { token });
        expect(widgets.status).toBe(401);
        const product = await fetch(`${server.url}/api/idp/organization-memberships`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(product.status).toBe(401);
      });
    }

    it('should refuse an expired token (403 on widgets so clients refresh, 401 on the product API)', async () => {
      const token = await signToken(server, {
        userId: alice.userId,
        sessionId: alice.sessionId,
        organizationId: orgA,
        ttlSeconds: -30,
      });
      const widgets = await widgetCall(server, '/_widgets/UserManagement/members', { token });
      expect(widgets.status).toBe(403);
      expect(widgets.body.code).toBe('token_expired');
      const product = await fetch(`${server.url}/api/idp/organization-memberships`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(product.status).toBe(401);
    });
  });

  describe('codes, PKCE, state and refresh tokens', () => {
    async function codeFor(state = 'st') {
      const pkce = pkcePair();
      const page = await fetch(authorizeUrl(server, { code_challenge: pkce.challenge, state }));
      const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email: 'alice@alpha.test',
        password: 'Alice-pass-2026',
      });
      return { ...pkce, code: await codeFromRedirect(response, state) };
    }

    it('should return state exactly as sent', async () => {
      const state = `a b&c=<d>"${randomBytes(4).toString('hex')}`;
      await expect(codeFor(state)).resolves.toBeTruthy();
    });

    it('should refuse a wrong code_verifier and the plain method', async () => {
      const { code } = await codeFor();
      const wrong = await exchangeCode(server, code, pkcePair().verifier);
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant');
      const plain = await fetch(
        authorizeUrl(server, { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }),
      );
      expect(plain.status).toBe(400);
      const none = await fetch(authorizeUrl(server, {}));
      expect(none.status).toBe(400);
    });

    it('should refuse a replayed code and end the session it created', async () => {
      const { code, verifier } = await codeFor();
      const first = (await (await exchangeCode(server, code, verifier)).json()) as {
        refresh_token: string;
      };
      const replay = await exchangeCode(server, code, verifier);
      expect(replay.status).toBe(400);
      expect((await refresh(server, first.refresh_token)).status).toBe(400);
    });

    it('should end the session when a rotated refresh token returns after the reuse interval', async () => {
      const { code, verifier } = await codeFor();
      const start = (await (await exchangeCode(server, code, verifier)).json()) as {
        refresh_token: string;
      };
      const next = (await (await refresh(server, start.refresh_token)).json()) as {
        refresh_token: string;
      };
      await server.ctx.db.query(
        "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL",
      );
      expect((await refresh(server, start.refresh_token)).status).toBe(400);
      expect((await refresh(server, next.refresh_token)).status).toBe(400);
    });
  });

  describe('open redirects', () => {
    it('should never redirect authorize to an unregistered redirect_uri', async () => {
      const attempts = [
        'https://evil.test/callback',
        `${server.url}/callback/../../evil`,
        `${server.url}.evil.test/callback`,
        `${server.url}/callback?next=https://evil.test`,
        '//evil.test/callback',
        `${server.url}@evil.test/callback`,
        'javascript:alert(1)',
      ];
      for (const redirectUri of attempts) {
        const response = await fetch(
          authorizeUrl(server, { code_challenge: pkcePair().challenge, redirect_uri: redirectUri }),
          { redirect: 'manual' },
        );
        expect(`${redirectUri} ${response.status}`).toBe(`${redirectUri} 400`);
        expect(response.headers.get('location')).toBeNull();
      }
    });

    it('should never send logout to a return_to outside the allowed origins', async () => {
      const attempts = [
        'https://evil.test/',
        '//evil.test/',
        `${server.url}@evil.test/`,
        `${server.url}.evil.test/`,
        'javascript:alert(1)',
        'data:text/html,hi',
        '/\\evil.test',
      ];
      for (const returnTo of attempts) {
        const response = await fetch(
          `${server.url}/user_management/sessions/logout?return_to=${encodeURIComponent(returnTo)}`,
          { redirect: 'manual' },
        );
        const location = response.headers.get('location');
        if (location) expect(new URL(location, server.url).origin).toBe(server.url);
        else expect(response.status).toBe(200);
      }
      const allowed = await fetch(
        `${server.url}/user_management/sessions/logout?return_to=${encodeURIComponent(`${server.url}/signed-out`)}`,
        { redirect: 'manual' },
      );
      expect(allowed.headers.get('location')).toBe(`${server.url}/signed-out`);
    });
  });

  describe('hosted forms', () => {
    const signUpPage = async () => {
      const page = await fetch(
        authorizeUrl(server, {
          code_challenge: pkcePair().challenge,
          screen_hint: 'sign-up',
          state: 'su',
        }),
      );
      return hiddenFields(await page.text(), '/user_management/authorize/sign-up');
    };
    const signInFields = async () =>
      hiddenFields(
        await (await fetch(authorizeUrl(server, { code_challenge: pkcePair().challenge }))).text(),
        '/user_management/authorize/sign-in',
      );

    it('should carry a CSRF token on the sign-in and sign-up forms and refuse posts without a valid one', async () => {
      const signIn = await signInFields();
      const signUp = await signUpPage();
      expect(signIn.csrf).toMatch(/^\d+\.[\w-]{43}$/);
      expect(signUp.csrf).toMatch(/^\d+\.[\w-]{43}$/);
      const credentials = { email: 'alice@alpha.test', password: 'Alice-pass-2026' };
      const url = `${server.url}/user_management/authorize/sign-in`;
      const { csrf: _dropped, ...withoutToken } = signIn;
      expect((await postForm(url, { ...withoutToken, ...credentials })).status).toBe(403);
      // A token issued for another authorize request.
      expect(
        (
          await postForm(url, {
            ...(await signInFields()),
            ...withoutToken,
            csrf: signUp.csrf ?? '',
            ...credentials,
          })
        ).status,
      ).toBe(403);
      // A post that the browser marks as cross-site.
      const crossSite = await postForm(
        url,
        { ...signIn, ...credentials },
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
      );
      expect(crossSite.status).toBe(403);
      expect((await postForm(url, { ...signIn, ...credentials })).status).toBe(303);
      const { csrf: _also, ...signUpWithout } = signUp;
      const refused = await postForm(`${server.url}/user_management/authorize/sign-up`, {
        ...signUpWithout,
        first_name: 'No',
        last_name: 'Token',
        email: 'no-token@alpha.test',
        password: 'No-token-2026',
      });
      expect(refused.status).toBe(403);
      const [created] = await server.ctx.db.query(
        "SELECT 1 FROM users WHERE email = 'no-token@alpha.test'",
      );
      expect(created).toBeUndefined();
    });

    it('should echo script payloads in the sign-up form as text', async () => {
      const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
        ...(await signUpPage()),
        first_name: PAYLOAD,
        last_name: PAYLOAD,
        email: `${PAYLOAD}@x`,
        password: 'short',
      });
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;');
      expectStrictPage(response, html);
    });

    it('should limit sign-ups per client address', async () => {
      const statuses: number[] = [];
      for (let index = 0; index <= MAX_SIGN_UPS_PER_IP; index += 1) {
        const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
          ...(await signUpPage()),
          first_name: 'Many',
          last_name: `Accounts ${index}`,
          email: `many-${index}@alpha.test`,
          password: 'Many-accounts-2026',
        });
        statuses.push(response.status);
      }
      await server.ctx.db.query('DELETE FROM sign_up_attempts');
      expect(statuses.slice(0, MAX_SIGN_UPS_PER_IP).every((status) => status === 303)).toBe(true);
      expect(statuses[MAX_SIGN_UPS_PER_IP]).toBe(429);
    });
  });

  describe('server-rendered pages', () => {
    it('should serve every hosted identity page with a strict CSP that refuses framing', async () => {
      const pages = [
        authorizeUrl(server, { code_challenge: pkcePair().challenge, login_hint: PAYLOAD }),
        authorizeUrl(server, { code_challenge: pkcePair().challenge, screen_hint: 'sign-up' }),
        authorizeUrl(server, { code_challenge: pkcePair().challenge, redirect_uri: PAYLOAD }),
        `${server.url}/user_management/sessions/logout`,
        `${server.url}/_dev/mail`,
      ];
      for (const url of pages) {
        const response = await fetch(url);
        const html = await response.text();
        expect(html).not.toContain('<script>alert');
        expectStrictPage(response, html);
      }
    });

    it('should show names, e-mails and organization names as text in the mail outbox', async () => {
      const invite = await widgetCall(server, '/_widgets/UserManagement/invite-user', {
        token: alice.token,
        method: 'POST',
        body: { email: 'invitee@alpha.test', roles: ['member'] },
      });
      expect(invite.status).toBe(200);
      await server.ctx.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [
        orgA,
        `Alpha ${PAYLOAD}`,
      ]);
      const resend = await widgetCall(server, '/_widgets/UserManagement/members', {
        token: alice.token,
      });
      expect(resend.status).toBe(200);
      const response = await fetch(`${server.url}/_dev/mail`);
      const html = await response.text();
      expect(html).toContain('invitee@alpha.test');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expectStrictPage(response, html);
    });

    it('should show organization, connection and domain names as text in the admin portal', async () => {
      const token = await signToken(server, {
        userId: bob.userId,
        sessionId: bob.sessionId,
        organizationId: orgB,
      });
      await server.ctx.db.query(
        `INSERT INTO domains (id, organization_id, domain, state) VALUES ($1, $2, $3, 'Pending')`,
        [`org_domain_${randomBytes(6).toString('hex')}`, orgB, `x${PAYLOAD}.test`],
      );
      for (const intent of ['sso', 'domain_verification']) {
        const generated = await widgetCall(
          server,
          `/_widgets/admin-portal/generate-link?intent=${intent}`,
          { token, method: 'POST' },
        );
        const launched = await fetch(generated.body.link as string, { redirect: 'manual' });
        const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0]!;
        const path = intent === 'sso' ? '/admin-portal/sso' : '/admin-portal/domains';
        const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(html).toContain('Bravo &lt;script&gt;');
        expect(html).not.toContain('<script>alert');
        expect(html).not.toContain('<img src=x');
        expectStrictPage(response, html);
      }
      const expired = await fetch(`${server.url}/admin-portal/launch?apiToken=nope`);
      expectStrictPage(expired, await expired.text());
    });
  });
});
