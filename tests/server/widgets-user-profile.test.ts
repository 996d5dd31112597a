import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/domain/passwords';
import { startTestServer, type TestServer } from './test-server';
import {
  createActor,
  createOrganization,
  createSession,
  latestMail,
  signToken,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

describe('widgets API: UserProfile, security and sessions', () => {
  let server: TestServer;
  let acme: string;
  let ada: Actor;
  let bob: Actor;
  const base = '/_widgets/UserProfile';

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    ada = await createActor(server, acme, {
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
      passwordHash: await hashPassword('Demo-pass-2026'),
    });
    bob = await createActor(server, acme, {
      email: 'bob@acme.test',
      firstName: 'Bob',
      roles: ['member'],
    });
  });
  afterAll(async () => server.close());

  const call = (path: string, options: Parameters<typeof widgetCall>[2] = {}) =>
    widgetCall(server, `${base}${path}`, {
      token: ada.token,
      ...options,
      headers: { 'workos-widgets-type': 'user-profile', ...options.headers },
    });

  /** The `user.updated` events of a user in the event log (each change appends one). */
  const userUpdates = async (userId: string) =>
    (
      await server.ctx.db.query<{ data: { first_name: string | null; last_name: string | null } }>(
        "SELECT data FROM events WHERE event = 'user.updated' AND data->>'id' = $1 ORDER BY seq",
        [userId],
      )
    ).map((row) => row.data);

  /** Sends a code, reads it from the outbox and exchanges it for an elevated-access token. */
  async function elevate(actor: Actor): Promise<string> {
    const sent = await widgetCall(server, `${base}/send-verification`, {
      token: actor.token,
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await latestMail(server, actor.email))!.subject)![1];
    const verified = await widgetCall(server, `${base}/verify`, {
      token: actor.token,
      method: 'POST',
      body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
    });
    expect(verified.status).toBe(200);
    return verified.body.elevatedAccessToken;
  }

  describe('me', () => {
    it('given a signed-in user, should return the profile', async () => {
      const response = await call('/me');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: ada.userId,
        email: 'ada@acme.test',
        firstName: 'Ada',
        lastName: 'Admin',
      });
    });

    it('given OAuth profiles, should list only the known account types', async () => {
      await server.ctx.db.query(`UPDATE users SET oauth_profiles = $2 WHERE id = $1`, [
        bob.userId,
        JSON.stringify({ GoogleOAuth: { email: 'bob@gmail.test' }, MySpaceOAuth: { email: 'x' } }),
      ]);
      const response = await widgetCall(server, `${base}/me`, { token: bob.token });
      expect(response.body.oauthProfiles).toEqual({ GoogleOAuth: { email: 'bob@gmail.test' } });
    });

    it('given new names, should trim and store them; blanks become empty', async () => {
      const before = (await userUpdates(ada.userId)).length;
      const response = await call('/me', {
        method: 'POST',
        body: { firstName: '  Ada  ', lastName: '' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ firstName: 'Ada', lastName: '' });
      const [row] = await server.ctx.db.query<{ last_name: string | null }>(
        'SELECT last_name FROM users WHERE id = $1',
        [ada.userId],
      );
      expect(row?.last_name).toBeNull();
      // user.updated carries the user as the change left it.
      expect((await userUpdates(ada.userId)).slice(before)).toMatchObject([
        { first_name: 'Ada', last_name: null },
      ]);
      await call('/me', { method: 'POST', body: { firstName: 'Ada', lastName: 'Admin' } });
    });

    it('given bad names, should answer 400 naming the field and change nothing', async () => {
      for (const [body, field] of [
        [{ firstName: 'x'.repeat(101), lastName: 'Admin' }, 'firstName'],
        [{ firstName: 'Ada', lastName: 'x'.repeat(101) }, 'lastName'],
        [{ firstName: 'Ada' }, 'lastName'],
        [{ firstName: 7, lastName: 'Admin' }, 'firstName'],
      ] as const) {
        const response = await call('/me', { method: 'POST', body });
        expect(response.status, field).toBe(400);
        expect(response.body.errors[0].field).toBe(field);
      }
      expect((await call('/me')).body.lastName).toBe('Admin');
    });
  });

  describe('identity verification', () => {
    it('given a code request, should mail a 6-digit code and store only its hash', async () => {
      const response = await call('/send-verification', { method: 'POST' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        authenticationChallenge: expect.any(String),
        type: 'EmailVerification',
      });
      const mail = await latestMail(server, 'ada@acme.test');
      const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;
      const [row] = await server.ctx.db.query<{ code_hash: string; expires_at: Date }>(
        'SELECT code_hash, expires_at FROM challenges WHERE id = $1',
        [response.body.authenticationChallenge],
      );
      expect(row!.code_hash).not.toContain(code);
      const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
    });

    it('given the right code, should return an elevated-access token with its expiry', async () => {
      const sent = await call('/send-verification', { method: 'POST' });
      const code = /\b(\d{6})\b/.exec((await latestMail(server, 'ada@acme.test'))!.subject)![1];
      const response = await call('/verify', {
        method: 'POST',
        body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
      });
      expect(response.status).toBe(200);
      expect(response.body.elevatedAccessToken).toEqual(expect.any(String));
      expect(new Date(response.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      // The code is single-use.
      const again = await call('/verify', {
        method: 'POST',
        body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/already been used/);
    });

    it('given five wrong codes, should kill the challenge even for the right code', async () => {
      const sent = await call('/send-verification', { method: 'POST' });
      const code = /\b(\d{6})\b/.exec((await latestMail(server, 'ada@acme.test'))!.subject)![1]!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await call('/verify', {
          method: 'POST',
          body: { code: wrong, authenticationChallengeId: sent.body.authenticationChallenge },
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Invalid code, please try again.');
      }
      const last = await call('/verify', {
        method: 'POST',
        body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
      });
      expect(last.status).toBe(400);
      expect(last.body.message).toMatch(/Too many incorrect attempts/);
    });

    it('given bad input or someone else’s challenge, should refuse', async () => {
      expect(
        (
          await call('/verify', {
            method: 'POST',
            body: { code: '12ab56', authenticationChallengeId: 'x' },
          })
        ).body.errors[0].field,
      ).toBe('code');
      expect(
        (await call('/verify', { method: 'POST', body: { code: '123456' } })).body.errors[0].field,
      ).toBe('authenticationChallengeId');
      const bobs = await widgetCall(server, `${base}/send-verification`, {
        token: bob.token,
        method: 'POST',
      });
      const stolen = await call('/verify', {
        method: 'POST',
        body: { code: '123456', authenticationChallengeId: bobs.body.authenticationChallenge },
      });
      expect(stolen.status).toBe(404);
    });

    it('given too many code requests, should answer 429', async () => {
      const carol = await createActor(server, acme, {
        email: 'carol@acme.test',
        roles: ['member'],
      });
      for (let index = 0; index < 10; index += 1) {
        expect(
          (
            await widgetCall(server, `${base}/send-verification`, {
              token: carol.token,
              method: 'POST',
            })
          ).status,
        ).toBe(200);
      }
      expect(
        (
          await widgetCall(server, `${base}/send-verification`, {
            token: carol.token,
            method: 'POST',
          })
        ).status,
      ).toBe(429);
    });
  });

  describe('passwords', () => {
    it('given no elevated token, or one from another session, should refuse create-password with 403', async () => {
      expect(
        (await call('/create-password', { method: 'POST', body: { password: 'long-enough-1' } }))
          .status,
      ).toBe(403);
      const elevated = await elevate(ada);
      const otherSession = await createSession(server, ada.userId, acme);
      const otherToken = await signToken(server, {
        userId: ada.userId,
        sessionId: otherSession,
        organizationId: acme,
      });
      const response = await widgetCall(server, `${base}/create-password`, {
        token: otherToken,
        method: 'POST',
        body: { password: 'long-enough-1' },
        headers: { 'x-elevated-access-token': elevated },
      });
      expect(response.status).toBe(403);
      const bobs = await widgetCall(server, `${base}/create-password`, {
        token: bob.token,
        method: 'POST',
        body: { password: 'long-enough-1' },
        headers: { 'x-elevated-access-token': elevated },
      });
      expect(bobs.status).toBe(403);
    });

    it('given an elevated token, should set a password of at least 8 characters', async () => {
      const elevated = await elevate(bob);
      const headers = { 'x-elevated-access-token': elevated };
      const short = await widgetCall(server, `${base}/create-password`, {
        token: bob.token,
        method: 'POST',
        body: { password: 'short' },
        headers,
      });
      expect(short.status).toBe(400);
      expect(short.body.errors[0]).toEqual({
        field: 'password',
        message: 'Password must be at least 8 characters',
      });
      const before = (await userUpdates(bob.userId)).length;
      const ok = await widgetCall(server, `${base}/create-password`, {
        token: bob.token,
        method: 'POST',
        body: { password: 'bobs-new-pass' },
        headers,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });
      expect(await userUpdates(bob.userId)).toHaveLength(before + 1);
      const info = await widgetCall(server, `${base}/authentication-information`, {
        token: bob.token,
      });
      expect(info.body.data.verificationMethods.Password.isSetUp).toBe(true);
    });

    it('given the current password, should change it; wrong, short or reused ones are refused', async () => {
      const before = (await userUpdates(ada.userId)).length;
      const wrong = await call('/update-password', {
        method: 'POST',
        body: { currentPassword: 'nope-nope', newPassword: 'Another-pass-1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Invalid credentials');
      expect(wrong.body.errors[0].field).toBe('currentPassword');
      const short = await call('/update-password', {
        method: 'POST',
        body: { currentPassword: 'Demo-pass-2026', newPassword: 'short' },
      });
      expect(short.body.errors[0].field).toBe('newPassword');
      const same = await call('/update-password', {
        method: 'POST',
        body: { currentPassword: 'Demo-pass-2026', newPassword: 'Demo-pass-2026' },
      });
      expect(same.status).toBe(400);
      expect(await userUpdates(ada.userId)).toHaveLength(before);
      const ok = await call('/update-password', {
        method: 'POST',
        body: { currentPassword: 'Demo-pass-2026', newPassword: 'Another-pass-1' },
      });
      expect(ok.status).toBe(200);
      // Only the change that happened is an event (the refused ones added none).
      expect(await userUpdates(ada.userId)).toHaveLength(before + 1);
      const old = await call('/update-password', {
        method: 'POST',
        body: { currentPassword: 'Demo-pass-2026', newPassword: 'Third-pass-22' },
      });
      expect(old.status).toBe(400);
    });
  });

  describe('password guessing', () => {
    it('given ten wrong current passwords, should answer 429 even for the right one', async () => {
      const dana = await createActor(server, acme, {
        email: 'dana@acme.test',
        roles: ['member'],
        passwordHash: await hashPassword('Dana-pass-2026'),
      });
      const attempt = (currentPassword: string) =>
        widgetCall(server, `${base}/update-password`, {
          token: dana.token,
          method: 'POST',
          body: { currentPassword, newPassword: 'Brand-new-pass-1' },
        });
      for (let index = 0; index < 10; index += 1)
        expect((await attempt(`wrong-${index}`)).status).toBe(400);
      const blocked = await attempt('Dana-pass-2026');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many incorrect passwords/);
    });
  });

  describe('TOTP', () => {
    it('given no elevated token, should refuse to create or delete factors with 403', async () => {
      expect((await call('/create-totp-factor', { method: 'POST' })).status).toBe(403);
      expect((await call('/totp-factors', { method: 'DELETE' })).status).toBe(403);
    });

    it('given elevated access, should enrol a TOTP factor, verify it and disable MFA', async () => {
      const headers = { 'x-elevated-access-token': await elevate(ada) };
      const created = await call('/create-totp-factor', { method: 'POST', headers });
      expect(created.status).toBe(200);
      const { authenticationFactor, authenticationChallenge } = created.body;
      expect(authenticationFactor.totp.qr_code).toMatch(/^data:image\/png;base64,/);
      expect(authenticationFactor.totp.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      const parsed = OTPAuth.URI.parse(authenticationFactor.totp.uri) as OTPAuth.TOTP;
      expect(parsed).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30 });
      expect(parsed.secret.base32).toBe(authenticationFactor.totp.secret);

      const wrong = await call('/verify-totp-factor', {
        method: 'POST',
        body: { code: '000000', authenticationChallengeId: authenticationChallenge.id },
      });
      const code = parsed.generate();
      if (code !== '000000') expect(wrong.body).toEqual({ success: false });
      const right = await call('/verify-totp-factor', {
        method: 'POST',
        body: { code, authenticationChallengeId: authenticationChallenge.id },
      });
      expect(right.body).toEqual({ success: true });
      expect(
        (await call('/authentication-information')).body.data.verificationMethods.Mfa.isSetUp,
      ).toBe(true);

      const removed = await call('/totp-factors', { method: 'DELETE', headers });
      expect(removed.body).toEqual({ success: true });
      expect(
        (await call('/authentication-information')).body.data.verificationMethods.Mfa.isSetUp,
      ).toBe(false);
    });

    it('given five wrong TOTP codes, should end the enrolment challenge', async () => {
      const headers = { 'x-elevated-access-token': await elevate(ada) };
      const created = await call('/create-totp-factor', { method: 'POST', headers });
      const parsed = OTPAuth.URI.parse(created.body.authenticationFactor.totp.uri) as OTPAuth.TOTP;
      const challengeId = created.body.authenticationChallenge.id;
      const good = parsed.generate();
      const bad = good === '123456' ? '654321' : '123456';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          (
            await call('/verify-totp-factor', {
              method: 'POST',
              body: { code: bad, authenticationChallengeId: challengeId },
            })
          ).body,
        ).toEqual({ success: false });
      }
      const late = await call('/verify-totp-factor', {
        method: 'POST',
        body: { code: good, authenticationChallengeId: challengeId },
      });
      expect(late.status).toBe(400);
      expect(late.body.message).toMatch(/Too many incorrect attempts/);
    });
  });

  describe('sessions', () => {
    it('given several sessions, should list the caller’s live ones with the current one first', async () => {
      const extra = await createSession(server, ada.userId, acme);
      const response = await call('/sessions');
      expect(response.status).toBe(200);
      expect(response.body.data[0]).toEqual({
        id: ada.sessionId,
        userAgent: expect.stringContaining('Firefox'),
        ipAddress: '203.0.113.7',
        currentLocation: { cityName: 'Lisbon', countryISOCode: 'PT' },
        lastActivityAt: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(response.body.data.map((s: { id: string }) => s.id)).toContain(extra);
      expect(response.body.data.map((s: { id: string }) => s.id)).not.toContain(bob.sessionId);
    });

    it('given one of the caller’s sessions, should end it; others’ and the current one are refused', async () => {
      const extra = await createSession(server, ada.userId, acme);
      const response = await call(`/sessions/revoke/${extra}`, { method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      const [row] = await server.ctx.db.query<{ ended_at: Date | null }>(
        'SELECT ended_at FROM sessions WHERE id = $1',
        [extra],
      );
      expect(row?.ended_at).not.toBeNull();
      expect((await call(`/sessions/revoke/${bob.sessionId}`, { method: 'DELETE' })).status).toBe(
        404,
      );
      expect((await call(`/sessions/revoke/${ada.sessionId}`, { method: 'DELETE' })).status).toBe(
        400,
      );
    });

    it('given revoke-all, should end every other session and keep the current one', async () => {
      const one = await createSession(server, ada.userId, acme);
      const two = await createSession(server, ada.userId, null);
      const bad = await call('/sessions/revoke-all', { method: 'DELETE' });
      expect(bad.status).toBe(400);
      const response = await call('/sessions/revoke-all', {
        method: 'DELETE',
        body: { currentSessionId: ada.sessionId },
      });
      expect(response.body).toEqual({ success: true });
      const live = await server.ctx.db.query<{ id: string }>(
        'SELECT id FROM sessions WHERE user_id = $1 AND ended_at IS NULL',
        [ada.userId],
      );
      expect(live.map((row) => row.id)).toEqual([ada.sessionId]);
      expect([one, two]).not.toContain(live[0]?.id);
      // Bob's session is untouched, and Ada can still call.
      expect((await widgetCall(server, `${base}/me`, { token: bob.token })).status).toBe(200);
      expect((await call('/me')).status).toBe(200);
    });
  });
});
