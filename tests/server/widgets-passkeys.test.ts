// Passkeys end to end on the server (issue #25) with real WebAuthn responses from Chromium's
// virtual authenticator: registration through the widgets API, sign-in through the hosted page,
// and every refusal (replayed challenge, wrong origin or RP id, counter regression, another
// user's challenge, credential or passkey, missing elevated access, bad input).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/passwords';
import {
  authorizeUrl,
  codeFromRedirect,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
  unescapeHtml,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';
import { startVirtualAuthenticator, type VirtualAuthenticator } from './virtual-authenticator';
import {
  createActor,
  createOrganization,
  latestMail,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

describe('passkeys: registration, sign-in and management', () => {
  let server: TestServer;
  let authenticator: VirtualAuthenticator;
  let ada: Actor;
  let bob: Actor;
  let globexUser: Actor;
  /** PUBLIC_URL as the browser sees it: WebAuthn RP ids are domains, never IP addresses. */
  let origin: string;
  /** An allowed origin on another host under the RP id (a partner page). */
  let partnerOrigin: string;
  const base = '/_widgets/UserProfile';

  beforeAll(async () => {
    server = await startTestServer();
    const port = new URL(server.url).port;
    origin = `http://localhost:${port}`;
    partnerOrigin = `http://partner.localhost:${port}`;
    Object.assign(server.config, {
      publicUrl: origin,
      allowedOrigins: [origin, server.url, partnerOrigin],
    });
    const acme = await createOrganization(server, 'Acme Loyalty');
    const globex = await createOrganization(server, 'Globex Rewards');
    const passwordHash = await hashPassword('Demo-pass-2026');
    ada = await createActor(server, acme, {
      email: 'ada@acme.test',
      firstName: 'Ada',
      passwordHash,
    });
    bob = await createActor(server, acme, { email: 'bob@acme.test', roles: ['member'] });
    globexUser = await createActor(server, globex, { email: 'gus@globex.test' });
    authenticator = await startVirtualAuthenticator();
  }, 90_000);
  afterAll(async () => {
    await authenticator?.close();
    await server?.close();
  });

  const call = (actor: Actor, path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
    widgetCall(server, `${base}${path}`, {
      token: actor.token,
      ...options,
      headers: { 'workos-widgets-type': 'user-security', ...options.headers },
    });

  async function elevate(actor: Actor): Promise<string> {
    const sent = await call(actor, '/send-verification', { method: 'POST' });
    const code = /\b(\d{6})\b/.exec((await latestMail(server, actor.email))!.subject)![1];
    const verified = await call(actor, '/verify', {
      method: 'POST',
      body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
    });
    expect(verified.status).toBe(200);
    return verified.body.elevatedAccessToken as string;
  }

  const elevatedCall = (
    actor: Actor,
    token: string,
    path: string,
    options: Parameters<typeof widgetCall>[2] = {},
  ) => call(actor, path, { ...options, headers: { 'x-elevated-access-token': token } });

  async function passkeysOf(actor: Actor) {
    const info = await call(actor, '/authentication-information');
    expect(info.status).toBe(200);
    return info.body.data.verificationMethods.Passkey as {
      provider: string;
      isSetUp: boolean;
      lastUsed: string | null;
      passKeys: { id: string; name: string; createdAt: string; lastUsed: string | null }[];
      isCurrentSession: boolean;
    };
  }

  /** Options from the server, a real credential from the authenticator at `pageOrigin`. */
  async function startRegistration(actor: Actor, token: string, pageOrigin = origin) {
    const started = await elevatedCall(actor, token, '/passkeys', { method: 'POST' });
    expect(started.status).toBe(200);
    const response = await authenticator.register(pageOrigin, started.body.options);
    return { challengeId: started.body.challengeId as string, response, started };
  }

  /** The hosted sign-in page's passkey form: its hidden fields and its request options. */
  async function signInPage() {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(8).toString('hex');
    const page = await fetch(authorizeUrl(server, { code_challenge: challenge, state }));
    expect(page.status).toBe(200);
    const html = await page.text();
    const options = JSON.parse(unescapeHtml(/data-options="([^"]*)"/.exec(html)![1]!)) as {
      challenge: string;
      rpId: string;
      userVerification: string;
      allowCredentials?: unknown[];
    };
    return {
      html,
      csp: page.headers.get('content-security-policy') ?? '',
      fields: hiddenFields(html, '/user_management/authorize/passkey'),
      options,
      verifier,
      state,
    };
  }

  const postAssertion = (fields: Record<string, string>, response: unknown) =>
    postForm(`${server.url}/user_management/authorize/passkey`, {
      ...fields,
      response: JSON.stringify(response),
    });

  describe('registration', () => {
    it('given no passkey, should say so in authentication-information', async () => {
      expect(await passkeysOf(ada)).toEqual({
        provider: 'Passkey',
        isSetUp: false,
        lastUsed: null,
        passKeys: [],
        isCurrentSession: false,
      });
    });

    it('given no elevated access, should refuse to start or finish a registration', async () => {
      expect((await call(ada, '/passkeys', { method: 'POST' })).status).toBe(403);
      const refused = await call(ada, '/passkeys/verify', {
        method: 'POST',
        body: {
          challengeId: 'webauthn_challenge_x',
          response: {
            id: 'a',
            rawId: 'a',
            type: 'public-key',
            response: { clientDataJSON: 'a', attestationObject: 'a' },
          },
        },
      });
      expect(refused.status).toBe(403);
    });

    it('given a verified identity, should offer options for this RP that require user verification', async () => {
      const token = await elevate(ada);
      const started = await elevatedCall(ada, token, '/passkeys', { method: 'POST' });
      expect(started.status).toBe(200);
      expect(started.body.challengeId).toMatch(/^webauthn_challenge_/);
      expect(started.body.options).toMatchObject({
        rp: { id: 'localhost', name: 'Loyalty Console' },
        user: { name: 'ada@acme.test' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: [],
      });
    });

    it('given a real credential, should store it once, list it and refuse the replayed answer', async () => {
      const token = await elevate(ada);
      const { challengeId, response } = await startRegistration(ada, token);
      const verified = await elevatedCall(ada, token, '/passkeys/verify', {
        method: 'POST',
        body: { challengeId, response },
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true });

      const replayed = await elevatedCall(ada, token, '/passkeys/verify', {
        method: 'POST',
        body: { challengeId, response },
      });
      expect(replayed.status).toBe(400);
      expect(replayed.body.message).toMatch(/expired or was already used/);

      const passkeys = await passkeysOf(ada);
      expect(passkeys.isSetUp).toBe(true);
      expect(passkeys.passKeys).toHaveLength(1);
      expect(passkeys.passKeys[0]).toMatchObject({
        name: 'Passkey',
        lastUsed: null,
        deviceType: 'singleDevice',
        transports: ['internal'],
      });
      const [row] = await server.ctx.db.query<{ credential_id: string }>(
        'SELECT credential_id FROM passkeys WHERE user_id = $1',
        [ada.userId],
      );
      expect(row?.credential_id).toBe(response.id);
    });

    it('given a passkey on this authenticator, should exclude it from the next options', async () => {
      const token = await elevate(ada);
      const started = await elevatedCall(ada, token, '/passkeys', { method: 'POST' });
      const [credential] = await authenticator.credentials();
      expect(started.body.options.excludeCredentials).toEqual([
        expect.objectContaining({
          id: Buffer.from(credential!.credentialId, 'base64').toString('base64url'),
        }),
      ]);
      // The browser refuses a second credential on the same authenticator.
      await expect(authenticator.register(origin, started.body.options)).rejects.toThrow(
        /InvalidStateError|previously registered/i,
      );
    });

    it('given an answer from a page on another origin, should refuse it', async () => {
      const token = await elevate(bob);
      const { challengeId, response } = await startRegistration(
        bob,
        token,
        `http://localhost:${Number(new URL(server.url).port) + 1}`,
      );
      const refused = await elevatedCall(bob, token, '/passkeys/verify', {
        method: 'POST',
        body: { challengeId, response },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The passkey could not be verified.');
      expect((await passkeysOf(bob)).passKeys).toHaveLength(0);
      // The authenticator keeps what it made; only Ada's passkey may answer sign-ins later.
      await authenticator.forget(response.id as string);
    });

    it('given a credential made for another RP id on an allowed origin, should refuse it', async () => {
      const token = await elevate(bob);
      const started = await elevatedCall(bob, token, '/passkeys', { method: 'POST' });
      const options = { ...started.body.options, rp: { name: 'Partner', id: 'partner.localhost' } };
      const response = await authenticator.register(partnerOrigin, options);
      const refused = await elevatedCall(bob, token, '/passkeys/verify', {
        method: 'POST',
        body: { challengeId: started.body.challengeId, response },
      });
      expect(refused.status).toBe(400);
      expect((await passkeysOf(bob)).passKeys).toHaveLength(0);
      await authenticator.forget(response.id as string);
    });

    it("given another user's challenge, should refuse the answer", async () => {
      const adaToken = await elevate(ada);
      const started = await elevatedCall(ada, adaToken, '/passkeys', { method: 'POST' });
      const bobToken = await elevate(bob);
      const refused = await elevatedCall(bob, bobToken, '/passkeys/verify', {
        method: 'POST',
        body: {
          challengeId: started.body.challengeId,
          response: {
            id: 'x',
            rawId: 'x',
            type: 'public-key',
            response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          },
        },
      });
      expect(refused.status).toBe(400);
      // Ada's challenge is untouched by Bob's attempt.
      const [row] = await server.ctx.db.query<{ used_at: Date | null }>(
        'SELECT used_at FROM webauthn_challenges WHERE id = $1',
        [started.body.challengeId],
      );
      expect(row?.used_at).toBeNull();
    });

    it('given malformed input, should answer 400 and store nothing', async () => {
      const token = await elevate(bob);
      for (const body of [
        {},
        { challengeId: 'x' },
        { challengeId: 'x', response: 'text' },
        { challengeId: 'x', response: { id: 'a', rawId: 'a', type: 'other', response: {} } },
        {
          challengeId: 'x',
          response: {
            id: 'a',
            rawId: 'a',
            type: 'public-key',
            response: { clientDataJSON: 'a', attestationObject: 'a' },
          },
          extra: 1,
        },
      ]) {
        const response = await elevatedCall(bob, token, '/passkeys/verify', {
          method: 'POST',
          body,
        });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      const garbage = await startRegistration(
        bob,
        token,
        `http://localhost:${new URL(server.url).port}`,
      );
      const tampered = {
        ...garbage.response,
        response: { ...(garbage.response.response as object), attestationObject: 'AAAA' },
      };
      const refused = await elevatedCall(bob, token, '/passkeys/verify', {
        method: 'POST',
        body: { challengeId: garbage.challengeId, response: tampered },
      });
      expect(refused.status).toBe(400);
      expect((await passkeysOf(bob)).passKeys).toHaveLength(0);
      await authenticator.forget(garbage.response.id as string);
      expect(await authenticator.credentials()).toHaveLength(1); // Ada's
    });
  });

  describe('sign-in on the hosted page', () => {
    it('given the sign-in page, should offer discoverable-credential options with its scripts allowed', async () => {
      const page = await signInPage();
      expect(page.options.rpId).toBe('localhost');
      expect(page.options.userVerification).toBe('required');
      expect(page.options.allowCredentials ?? []).toEqual([]);
      expect(page.html).toContain('autocomplete="username webauthn"');
      expect(page.html).toContain('<script src="/user_management/assets/webauthn.js" defer>');
      expect(page.csp).toContain("script-src 'self'");
      expect(page.csp).not.toContain('unsafe-inline');
      for (const script of ['webauthn.js', 'passkey-sign-in.js']) {
        const asset = await fetch(`${server.url}/user_management/assets/${script}`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      }
    });

    it('given a registered passkey, should sign in without a TOTP step and mark the session', async () => {
      // Ada has an authenticator app too: a passkey sign-in skips that step.
      await server.ctx.db.query(
        `INSERT INTO totp_factors (id, user_id, secret, verified_at) VALUES ('auth_factor_ada', $1, 'JBSWY3DPEHPK3PXP', now())`,
        [ada.userId],
      );
      const page = await signInPage();
      const assertion = await authenticator.authenticate(origin, page.options);
      const posted = await postAssertion(page.fields, assertion);
      const code = await codeFromRedirect(posted, page.state);
      const exchanged = await exchangeCode(server, code, page.verifier);
      expect(exchanged.status).toBe(200);
      const body = (await exchanged.json()) as Record<string, unknown>;
      expect(body.authentication_method).toBe('Passkey');
      expect((body.user as { id: string }).id).toBe(ada.userId);

      const session = { ...ada, token: body.access_token as string };
      const passkeys = await passkeysOf(session);
      expect(passkeys.isCurrentSession).toBe(true);
      expect(passkeys.lastUsed).not.toBeNull();
      expect(passkeys.passKeys[0]!.lastUsed).not.toBeNull();
      expect((await passkeysOf(ada)).isCurrentSession).toBe(false);
    });

    it('given the same answer posted again, should refuse the used challenge', async () => {
      const page = await signInPage();
      const assertion = await authenticator.authenticate(origin, page.options);
      expect((await postAssertion(page.fields, assertion)).status).toBe(303);
      const replayed = await postAssertion(page.fields, assertion);
      expect(replayed.status).toBe(400);
      expect(await replayed.text()).toContain('This passkey request has expired');
    });

    it('given an answer made on another origin, should refuse it and count the failure', async () => {
      const page = await signInPage();
      const assertion = await authenticator.authenticate(
        `http://localhost:${Number(new URL(server.url).port) + 1}`,
        page.options,
      );
      const refused = await postAssertion(page.fields, assertion);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain('This passkey could not be verified');
      const [failures] = await server.ctx.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM sign_in_attempts WHERE email = 'ada@acme.test' AND NOT succeeded`,
      );
      expect(failures?.count).toBeGreaterThan(0);
    });

    it("given another user's handle on the answer, should refuse it", async () => {
      const page = await signInPage();
      const assertion = await authenticator.authenticate(origin, page.options);
      const response = assertion.response as Record<string, unknown>;
      const forged = {
        ...assertion,
        response: { ...response, userHandle: Buffer.from(bob.userId).toString('base64url') },
      };
      expect((await postAssertion(page.fields, forged)).status).toBe(401);
    });

    it('given a cloned authenticator whose counter went back, should refuse it', async () => {
      const [credential] = await authenticator.credentials();
      const [stored] = await server.ctx.db.query<{ counter: string }>(
        'SELECT counter FROM passkeys WHERE user_id = $1',
        [ada.userId],
      );
      expect(Number(stored!.counter)).toBeGreaterThan(1);
      await authenticator.setSignCount(credential!, 0);
      const page = await signInPage();
      const assertion = await authenticator.authenticate(origin, page.options);
      const refused = await postAssertion(page.fields, assertion);
      expect(refused.status).toBe(401);
      const [after] = await server.ctx.db.query<{ counter: string }>(
        'SELECT counter FROM passkeys WHERE user_id = $1',
        [ada.userId],
      );
      expect(after!.counter).toBe(stored!.counter);
      // Back where it was, the authenticator signs in again.
      await authenticator.setSignCount(credential!, Number(stored!.counter) + 5);
    });

    it('given malformed or forged posts, should answer 4xx pages and sign nobody in', async () => {
      const page = await signInPage();
      for (const response of ['', 'not json', '[]', '{"id":"x","type":"public-key"}']) {
        const refused = await postForm(`${server.url}/user_management/authorize/passkey`, {
          ...page.fields,
          response,
        });
        expect(refused.status, response).toBe(400);
      }
      const noToken = await postForm(`${server.url}/user_management/authorize/passkey`, {
        ...page.fields,
        csrf: 'forged',
        response: '{}',
      });
      expect(noToken.status).toBe(403);
      const unknown = await postAssertion(page.fields, {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      });
      expect(unknown.status).toBe(401);
      expect(await unknown.text()).toContain('not registered with any account');
    });

    it('given too many failures from one address, should refuse further passkey attempts', async () => {
      await server.ctx.db.query(
        `INSERT INTO sign_in_attempts (id, email, ip_address, succeeded)
         SELECT 'attempt_flood_' || n, 'passkey:unknown', '127.0.0.1', false FROM generate_series(1, 100) n`,
      );
      const page = await signInPage();
      const refused = await postAssertion(page.fields, {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      await server.ctx.db.query(`DELETE FROM sign_in_attempts WHERE id LIKE 'attempt_flood_%'`);
    });
  });

  describe('rename and remove', () => {
    const adaPasskey = async () => (await passkeysOf(ada)).passKeys[0]!.id;

    it('given a new name, should keep it trimmed; an empty or long one is a 400', async () => {
      const id = await adaPasskey();
      const renamed = await call(ada, `/passkeys/${id}`, {
        method: 'POST',
        body: { name: '  Work   laptop ' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ id, name: 'Work laptop', success: true });
      expect((await passkeysOf(ada)).passKeys[0]!.name).toBe('Work laptop');
      for (const body of [{ name: '   ' }, { name: 'x'.repeat(65) }, {}, { name: 3 }]) {
        expect((await call(ada, `/passkeys/${id}`, { method: 'POST', body })).status).toBe(400);
      }
      expect((await passkeysOf(ada)).passKeys[0]!.name).toBe('Work laptop');
    });

    it("given another user's passkey, should answer 404 to rename and remove, in any organization", async () => {
      const id = await adaPasskey();
      for (const actor of [bob, globexUser]) {
        const rename = await call(actor, `/passkeys/${id}`, {
          method: 'POST',
          body: { name: 'Mine' },
        });
        expect(rename.status).toBe(404);
        const token = await elevate(actor);
        const remove = await elevatedCall(actor, token, `/passkeys/${id}`, { method: 'DELETE' });
        expect(remove.status).toBe(404);
      }
      expect((await passkeysOf(ada)).passKeys).toEqual([
        expect.objectContaining({ id, name: 'Work laptop' }),
      ]);
    });

    it('given no token or no elevated access, should refuse every route', async () => {
      const id = await adaPasskey();
      for (const [method, path] of [
        ['POST', '/passkeys'],
        ['POST', '/passkeys/verify'],
        ['POST', `/passkeys/${id}`],
        ['DELETE', `/passkeys/${id}`],
      ] as const) {
        const anonymous = await widgetCall(server, `${base}${path}`, { method, body: {} });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
      }
      expect((await call(ada, `/passkeys/${id}`, { method: 'DELETE' })).status).toBe(403);
    });

    it('given elevated access, should remove it; the sign-in then fails as unknown', async () => {
      const id = await adaPasskey();
      const token = await elevate(ada);
      const removed = await elevatedCall(ada, token, `/passkeys/${id}`, { method: 'DELETE' });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id, success: true });
      expect((await passkeysOf(ada)).isSetUp).toBe(false);
      const again = await elevatedCall(ada, token, `/passkeys/${id}`, { method: 'DELETE' });
      expect(again.status).toBe(404);

      const page = await signInPage();
      const assertion = await authenticator.authenticate(origin, page.options);
      const refused = await postAssertion(page.fields, assertion);
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain('not registered with any account');
    });
  });

  describe('the cap (issue #39.6)', () => {
    it('given 18 passkeys and three ceremonies finishing at once, should complete only up to 20', async () => {
      const organizationId = await createOrganization(server, 'Cap Org');
      const carol = await createActor(server, organizationId, { email: 'carol@cap.test' });
      for (let index = 0; index < 18; index += 1) {
        await server.ctx.db.query(
          `INSERT INTO passkeys (id, user_id, credential_id, public_key, device_type, name)
           VALUES ($1, $2, $3, 'x', 'singleDevice', $4)`,
          [
            `passkey_cap_${index}`,
            carol.userId,
            randomBytes(16).toString('base64url'),
            `Key ${index}`,
          ],
        );
      }
      const token = await elevate(carol);
      const ceremonies = [];
      for (let index = 0; index < 3; index += 1)
        ceremonies.push(await startRegistration(carol, token));
      const finished = await Promise.all(
        ceremonies.map(({ challengeId, response }) =>
          elevatedCall(carol, token, '/passkeys/verify', {
            method: 'POST',
            body: { challengeId, response },
          }),
        ),
      );
      expect(finished.map((answer) => answer.status).sort()).toEqual([200, 200, 400]);
      expect((await passkeysOf(carol)).passKeys).toHaveLength(20);
    });
  });
});
