// Changing one's e-mail address (issue #24) and the organization switcher's list, on the real
// server: every rule of send-email-change / verify-email-change, tenancy, and two accounts racing
// for one address (PGlite by default; PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/domain/passwords';
import { startTestServer, type TestServer } from './test-server';
import {
  addMember,
  createActor,
  createOrganization,
  createSession,
  latestMail,
  signToken,
  widgetCall,
  type Actor,
} from './widgets-fixtures';

const base = '/_widgets/UserProfile';
const codeOf = (subject: string | undefined) => /\b(\d{6})\b/.exec(subject ?? '')?.[1] ?? '';

describe('widgets API: e-mail change and organizations', () => {
  let server: TestServer;
  let acme: string;
  let globex: string;
  let initech: string;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer();
    acme = await createOrganization(server, 'Acme Loyalty');
    globex = await createOrganization(server, 'Globex Rewards');
    initech = await createOrganization(server, 'Initech');
  });
  afterAll(async () => server.close());

  /** A fresh signed-in user in Acme (so tests do not share limits or addresses). */
  async function newActor(): Promise<Actor> {
    counter += 1;
    return createActor(server, acme, {
      email: `person${counter}@acme.test`,
      firstName: 'Person',
      lastName: String(counter),
      passwordHash: await hashPassword('Demo-pass-2026'),
    });
  }

  async function elevate(actor: Actor): Promise<string> {
    const sent = await widgetCall(server, `${base}/send-verification`, {
      token: actor.token,
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    const code = codeOf((await latestMail(server, actor.email))?.subject);
    const verified = await widgetCall(server, `${base}/verify`, {
      token: actor.token,
      method: 'POST',
      body: { code, authenticationChallengeId: sent.body.authenticationChallenge },
    });
    expect(verified.status).toBe(200);
    return verified.body.elevatedAccessToken;
  }

  const sendChange = (actor: Actor, elevated: string | undefined, newEmail: unknown) =>
    widgetCall(server, `${base}/send-email-change`, {
      token: actor.token,
      method: 'POST',
      body: { newEmail },
      headers: {
        'workos-widgets-type': 'user-profile',
        ...(elevated ? { 'x-elevated-access-token': elevated } : {}),
      },
    });

  const verifyChange = (actor: Actor, elevated: string | undefined, code: unknown) =>
    widgetCall(server, `${base}/verify-email-change`, {
      token: actor.token,
      method: 'POST',
      body: { code },
      headers: {
        'workos-widgets-type': 'user-profile',
        ...(elevated ? { 'x-elevated-access-token': elevated } : {}),
      },
    });

  const emailOf = async (userId: string) =>
    (
      await server.ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
        userId,
      ])
    )[0]?.email;

  describe('send-email-change', () => {
    it('given no elevated-access token, should answer 403 and send nothing', async () => {
      const actor = await newActor();
      const response = await sendChange(actor, undefined, 'fresh-403@acme.test');
      expect(response.status).toBe(403);
      expect(await latestMail(server, 'fresh-403@acme.test')).toBeUndefined();
    });

    it('given a valid new address, should mail a code to it and answer when it expires', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      const before = Date.now();
      const response = await sendChange(actor, elevated, '  New.Address1@Example.test ');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['expiresAt']);
      const expiresAt = Date.parse(response.body.expiresAt);
      expect(expiresAt).toBeGreaterThan(before + 10 * 60 * 1000);
      expect(expiresAt).toBeLessThan(before + 16 * 60 * 1000);
      const mail = await latestMail(server, 'new.address1@example.test');
      expect(mail?.kind).toBe('email-change-code');
      expect(codeOf(mail?.subject)).toMatch(/^\d{6}$/);
      // Nothing changes before the code is entered.
      expect(await emailOf(actor.userId)).toBe(actor.email);
    });

    it.each([['not-an-address'], ['two@@example.test'], ['spaces in@example.test'], ['']])(
      'given the invalid address %j, should answer 400 on newEmail',
      async (newEmail) => {
        const actor = await newActor();
        const response = await sendChange(actor, await elevate(actor), newEmail);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('invalid_email');
        expect(response.body.errors).toEqual([
          { field: 'newEmail', message: 'Enter a valid e-mail address.' },
        ]);
      },
    );

    it('given a body without newEmail or with a number, should answer 400 and never 500', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      expect((await sendChange(actor, elevated, 42)).status).toBe(400);
      const missing = await widgetCall(server, `${base}/send-email-change`, {
        token: actor.token,
        method: 'POST',
        body: {},
        headers: { 'x-elevated-access-token': elevated },
      });
      expect(missing.status).toBe(400);
    });

    it('given the current address in another case, should answer 400 email_unchanged', async () => {
      const actor = await newActor();
      const response = await sendChange(actor, await elevate(actor), actor.email.toUpperCase());
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('email_unchanged');
      expect(response.body.errors[0].field).toBe('newEmail');
    });

    it('given an address of another account, should answer 409 with a clear message', async () => {
      const actor = await newActor();
      const other = await newActor();
      const response = await sendChange(actor, await elevate(actor), other.email.toUpperCase());
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        code: 'email_taken',
        message: 'This e-mail address is already used by another account.',
      });
      // No code went to the other account's address.
      expect(await latestMail(server, other.email)).toBeUndefined();
    });

    it('given five change mails within the hour, should answer the sixth with 429 and Retry-After', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      for (let index = 0; index < 5; index += 1) {
        expect((await sendChange(actor, elevated, `limit${counter}-${index}@x.test`)).status).toBe(
          200,
        );
      }
      const refused = await sendChange(actor, elevated, `limit${counter}-6@x.test`);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await latestMail(server, `limit${counter}-6@x.test`)).toBeUndefined();
      // Another account has its own allowance.
      const other = await newActor();
      expect((await sendChange(other, await elevate(other), `free${counter}@x.test`)).status).toBe(
        200,
      );
    });

    it("given another user's elevated token, should answer 403", async () => {
      const actor = await newActor();
      const other = await newActor();
      const response = await sendChange(actor, await elevate(other), 'stolen@x.test');
      expect(response.status).toBe(403);
    });
  });

  describe('verify-email-change', () => {
    it('given the right code, should move the account, notify the old address and keep sessions', async () => {
      const actor = await newActor();
      const secondSession = await createSession(server, actor.userId, acme);
      const secondToken = await signToken(server, {
        userId: actor.userId,
        sessionId: secondSession,
        organizationId: acme,
      });
      const elevated = await elevate(actor);
      const target = `moved${counter}@example.test`;
      expect((await sendChange(actor, elevated, target)).status).toBe(200);
      const code = codeOf((await latestMail(server, target))?.subject);
      const response = await verifyChange(actor, elevated, code);
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({
        id: actor.userId,
        email: target,
        firstName: 'Person',
        lastName: expect.any(String),
      });
      expect(response.body.elevatedAccessToken).toEqual(expect.any(String));
      expect(Date.parse(response.body.expiresAt)).toBeGreaterThan(Date.now());
      expect(await emailOf(actor.userId)).toBe(target);
      const notice = await latestMail(server, actor.email);
      expect(notice?.kind).toBe('email-change-notice');
      expect(notice?.body).toContain(target);
      // Both sessions stay signed in and see the new address.
      for (const token of [actor.token, secondToken]) {
        const me = await widgetCall(server, `${base}/me`, { token });
        expect(me.status).toBe(200);
        expect(me.body.email).toBe(target);
      }
      // The membership row follows (the members list shows the new address).
      const [membership] = await server.ctx.db.query<{ email: string }>(
        'SELECT email FROM memberships WHERE id = $1',
        [actor.membershipId],
      );
      expect(membership?.email).toBe(target);
      // One user.updated, carrying the new address.
      const updates = await server.ctx.db.query<{ data: { email: string } }>(
        "SELECT data FROM events WHERE event = 'user.updated' AND data->>'id' = $1",
        [actor.userId],
      );
      expect(updates.map((row) => row.data.email)).toEqual([target]);
      // The code is used up.
      const again = await verifyChange(actor, response.body.elevatedAccessToken, code);
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('no_email_change');
    });

    it('given the new address, should sign in with it and not with the old one', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      const target = `signin${counter}@example.test`;
      await sendChange(actor, elevated, target);
      const code = codeOf((await latestMail(server, target))?.subject);
      expect((await verifyChange(actor, elevated, code)).status).toBe(200);
      const { findUserByEmail } = await import('../../server/domain/users');
      const moved = await findUserByEmail(server.ctx.db, target.toUpperCase());
      expect(moved?.id).toBe(actor.userId);
      expect(await verifyPassword('Demo-pass-2026', moved!.password_hash)).toBe(true);
      expect(await findUserByEmail(server.ctx.db, actor.email)).toBeUndefined();
    });

    it('given wrong codes, should say so four times and refuse the fifth try and the right code after it', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      const target = `tries${counter}@example.test`;
      await sendChange(actor, elevated, target);
      const code = codeOf((await latestMail(server, target))?.subject);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await verifyChange(actor, elevated, wrong);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('invalid_code');
        expect(response.body.errors[0].field).toBe('code');
      }
      expect((await verifyChange(actor, elevated, wrong)).body.code).toBe('too_many_attempts');
      const right = await verifyChange(actor, elevated, code);
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('too_many_attempts');
      expect(await emailOf(actor.userId)).toBe(actor.email);
    });

    it('given an expired code, should answer code_expired and change nothing', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      const target = `late${counter}@example.test`;
      await sendChange(actor, elevated, target);
      const code = codeOf((await latestMail(server, target))?.subject);
      await server.ctx.db.query(
        `UPDATE email_change_requests SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [actor.userId],
      );
      const response = await verifyChange(actor, elevated, code);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('code_expired');
      expect(await emailOf(actor.userId)).toBe(actor.email);
    });

    it('given a newer request, should refuse the older code', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      await sendChange(actor, elevated, `first${counter}@example.test`);
      const firstCode = codeOf((await latestMail(server, `first${counter}@example.test`))?.subject);
      await sendChange(actor, elevated, `second${counter}@example.test`);
      const secondCode = codeOf(
        (await latestMail(server, `second${counter}@example.test`))?.subject,
      );
      if (firstCode !== secondCode) {
        expect((await verifyChange(actor, elevated, firstCode)).body.code).toBe('invalid_code');
      }
      expect((await verifyChange(actor, elevated, secondCode)).status).toBe(200);
      expect(await emailOf(actor.userId)).toBe(`second${counter}@example.test`);
    });

    it('given no change in progress, a malformed code or no elevated token, should answer 400/403', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      expect((await verifyChange(actor, elevated, '123456')).body.code).toBe('no_email_change');
      expect((await verifyChange(actor, elevated, '12ab')).body.code).toBe('invalid_code');
      expect((await verifyChange(actor, elevated, 123456)).status).toBe(400);
      expect((await verifyChange(actor, undefined, '123456')).status).toBe(403);
    });

    it("given another user's code, should not change either account", async () => {
      const actor = await newActor();
      const other = await newActor();
      const otherElevated = await elevate(other);
      const target = `theirs${counter}@example.test`;
      await sendChange(other, otherElevated, target);
      const code = codeOf((await latestMail(server, target))?.subject);
      const response = await verifyChange(actor, await elevate(actor), code);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('no_email_change');
      expect(await emailOf(actor.userId)).toBe(actor.email);
      expect(await emailOf(other.userId)).toBe(other.email);
    });

    it('given an account that took the address after the code was sent, should answer 409 and keep the old address', async () => {
      const actor = await newActor();
      const elevated = await elevate(actor);
      const target = `claimed${counter}@example.test`;
      await sendChange(actor, elevated, target);
      const code = codeOf((await latestMail(server, target))?.subject);
      const thief = await newActor();
      await server.ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [
        thief.userId,
        target,
      ]);
      const response = await verifyChange(actor, elevated, code);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('email_taken');
      expect(await emailOf(actor.userId)).toBe(actor.email);
    });

    it('given two accounts racing for one address, should let exactly one of them have it', async () => {
      const target = `race${counter}@example.test`;
      const racers = await Promise.all([newActor(), newActor()]);
      const prepared = [];
      for (const racer of racers) {
        const elevated = await elevate(racer);
        expect((await sendChange(racer, elevated, target)).status).toBe(200);
        const code = codeOf((await latestMail(server, target))?.subject);
        prepared.push({ racer, elevated, code });
      }
      const results = await Promise.all(
        prepared.map(({ racer, elevated, code }) => verifyChange(racer, elevated, code)),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const [row] = await server.ctx.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM users WHERE lower(email) = $1',
        [target],
      );
      expect(row?.count).toBe(1);
    });
  });

  describe('organizations', () => {
    const list = (token: string) =>
      widgetCall(server, '/_widgets/UserManagement/organizations', {
        token,
        headers: { 'workos-widgets-type': 'organization-switcher' },
      });

    it("given a member of two organizations, should list only the caller's own with the token's marked current", async () => {
      const actor = await newActor();
      await addMember(server, globex, actor.userId, actor.email);
      // Someone else's organization and a revoked invitation are not the caller's.
      await addMember(server, initech, null, actor.email, { status: 'InviteRevoked' });
      const response = await list(actor.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: [
          { id: acme, name: 'Acme Loyalty', current: true },
          { id: globex, name: 'Globex Rewards', current: false },
        ],
      });
    });

    it('given a token for the other organization or none, should mark that one or none current', async () => {
      const actor = await newActor();
      await addMember(server, globex, actor.userId, actor.email, { roles: ['member'] });
      const inGlobex = await signToken(server, {
        userId: actor.userId,
        sessionId: actor.sessionId,
        organizationId: globex,
        permissions: [],
      });
      const response = await list(inGlobex);
      expect(response.body.data.filter((item: { current: boolean }) => item.current)).toEqual([
        { id: globex, name: 'Globex Rewards', current: true },
      ]);
      const noOrg = await signToken(server, { userId: actor.userId, sessionId: actor.sessionId });
      const none = await list(noOrg);
      expect(none.status).toBe(200);
      expect(none.body.data.every((item: { current: boolean }) => !item.current)).toBe(true);
    });

    it('given no token or an ended session, should answer 401', async () => {
      expect((await list('')).status).toBe(401);
      const actor = await newActor();
      await server.ctx.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1', [
        actor.sessionId,
      ]);
      expect((await list(actor.token)).status).toBe(401);
    });
  });
});
