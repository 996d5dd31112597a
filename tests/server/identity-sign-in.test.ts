// The hosted sign-in page over real HTTP: validation of the authorize request, sign-in,
// sign-up, the TOTP step and the attempt limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/domain/secrets';
import { currentTotpCode } from '../../server/domain/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/domain/demo-accounts';
import {
  authorizeUrl,
  codeFromRedirect,
  hiddenFields,
  pkcePair,
  postForm,
  signIn,
  signUp,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';
import { createSession, latestMail, signToken, widgetCall } from './widgets-fixtures';

describe('hosted sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
  });
  afterAll(async () => server.close());

  const signInPage = async (params: Record<string, string | undefined> = {}) => {
    const { challenge } = pkcePair();
    return fetch(authorizeUrl(server, { code_challenge: challenge, ...params }), {
      redirect: 'manual',
    });
  };

  describe('given an authorize request', () => {
    it('when it is valid, should render an accessible sign-in page that prefills login_hint and escapes values', async () => {
      const response = await signInPage({
        login_hint: 'ada"><script>@acme.test',
        state: '<b>"state"</b>',
      });
      const page = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<label for="field-email">Email</label>');
      expect(page).toContain('<label for="field-password">Password</label>');
      expect(page).toContain('value="ada&quot;&gt;&lt;script&gt;@acme.test"');
      expect(page).toContain('value="&lt;b&gt;&quot;state&quot;&lt;/b&gt;"');
      expect(page).not.toContain('<script>');
      expect(page).toContain('prefers-color-scheme:dark');
    });

    it('when demo mode is on, should offer the seeded demo sign-ins', async () => {
      const page = await (await signInPage()).text();
      expect(page).toContain('Demo accounts');
      expect(page).toContain('admin@acme.test');
      // Issue #39 item 15: the passwordless demo user too, signing in by e-mail code.
      const social =
        /<form\s+method="post"\s+action="([^"]+)"\s*>(?:(?!<\/form>).)*?value="social@acme\.test"(?:(?!<\/form>).)*<\/form>/s.exec(
          page,
        );
      expect(social?.[1]).toBe('/user_management/authorize/email-code');
      expect(social?.[0]).not.toContain('name="password"');
    });

    it('when screen_hint is sign-up, should render the sign-up form', async () => {
      const page = await (await signInPage({ screen_hint: 'sign-up' })).text();
      expect(page).toContain('Create your account');
      expect(page).toContain('autocomplete="new-password"');
      expect(page).toContain('First name');
    });

    it.each([
      ['client_id', { client_id: 'client_other' }, 'Unknown client_id'],
      ['redirect_uri', { redirect_uri: 'https://evil.example/callback' }, 'is not registered'],
      ['response_type', { response_type: 'token' }, 'response_type'],
      ['code_challenge', { code_challenge: undefined }, 'code_challenge is required'],
      ['code_challenge_method', { code_challenge_method: 'plain' }, 'code_challenge_method'],
      ['screen_hint', { screen_hint: 'register' }, 'screen_hint'],
      ['provider', { provider: 'GoogleOAuth', screen_hint: 'sign-up' }, 'Provider'],
    ])(
      'when %s is wrong, should answer an error page and never redirect',
      async (_field, params, message) => {
        const response = await signInPage(params);
        expect(response.status).toBe(400);
        expect(response.headers.get('location')).toBeNull();
        const page = await response.text();
        expect(page).toContain('This sign-in link is not valid');
        expect(page).toContain(message);
      },
    );

    it('when a parameter is repeated, should answer an error page, not a 500', async () => {
      const url = `${await signInPage().then((response) => response.url)}&state=a&state=b`;
      const response = await fetch(url);
      expect(response.status).toBe(400);
    });
  });

  describe('given the sign-in form', () => {
    it('when the password is right, should redirect to the callback with code and state and set the marker cookie', async () => {
      const { challenge } = pkcePair();
      const page = await (
        await fetch(authorizeUrl(server, { code_challenge: challenge, state: 'xyz ~?>' }))
      ).text();
      const fields = hiddenFields(page, '/user_management/authorize/sign-in');
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email: 'Member@Acme.test',
        password: DEMO_PASSWORD,
      });
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/callback`);
      expect(await codeFromRedirect(response, 'xyz ~?>')).toMatch(/^[\w-]{40,}$/);
      expect(response.headers.get('set-cookie')).toContain('workos-has-session=1');
    });

    it('when signed in through the page, should exchange the code for tokens of the default organization', async () => {
      const result = await signIn(server, 'admin@acme.test', DEMO_PASSWORD, {
        userAgent: 'TestAgent/1.0',
      });
      expect(result.user.email).toBe('admin@acme.test');
      expect(result.organizationId).toBeTruthy();
      expect(result.claims.role).toBe('admin');
      const [session] = await server.ctx.db.query<{
        user_agent: string;
        ip_address: string;
        city_name: string | null;
      }>('SELECT user_agent, ip_address, city_name FROM sessions WHERE id = $1', [
        result.sessionId,
      ]);
      expect(session).toMatchObject({
        user_agent: 'TestAgent/1.0',
        ip_address: '127.0.0.1',
        city_name: null,
      });
    });

    it.each([
      ['a wrong password', 'member@acme.test', 'wrong-password'],
      ['an unknown email', 'nobody@acme.test', DEMO_PASSWORD],
    ])('when given %s, should show the same generic error', async (_case, email, password) => {
      const { challenge } = pkcePair();
      const fields = hiddenFields(
        await (await fetch(authorizeUrl(server, { code_challenge: challenge }))).text(),
        '/user_management/authorize/sign-in',
      );
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email,
        password,
      });
      expect(response.status).toBe(401);
      const page = await response.text();
      expect(page).toContain('role="alert"');
      expect(page).toContain('Invalid email or password');
    });

    it('when the form fields are tampered with, should refuse with the error page', async () => {
      const { challenge } = pkcePair();
      const fields = hiddenFields(
        await (await fetch(authorizeUrl(server, { code_challenge: challenge }))).text(),
        '/user_management/authorize/sign-in',
      );
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        redirect_uri: 'https://evil.example/',
        email: 'member@acme.test',
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    });

    it('when an email fails 10 times, should refuse further attempts with 429 even with the right password', async () => {
      const email = 'limited@acme.test';
      await signUp(server, {
        firstName: 'Lim',
        lastName: 'Ited',
        email,
        password: 'right-password',
      });
      const { challenge } = pkcePair();
      const fields = hiddenFields(
        await (await fetch(authorizeUrl(server, { code_challenge: challenge }))).text(),
        '/user_management/authorize/sign-in',
      );
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
          ...fields,
          email,
          password: `wrong-${attempt}`,
        });
        expect(response.status).toBe(401);
      }
      const blocked = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email,
        password: 'right-password',
      });
      expect(blocked.status).toBe(429);
      expect(await blocked.text()).toContain('Too many sign-in attempts');
    });

    it('when asked for an organization the user is not a member of, should refuse on the page', async () => {
      const member = await signIn(server, 'member@acme.test', DEMO_PASSWORD);
      await expect(
        signIn(server, 'newcomer@acme.test', DEMO_PASSWORD, {
          organizationId: member.organizationId,
        }),
      ).rejects.toThrow(/403/);
    });
  });

  describe('given an invitation token', () => {
    it('when the invited user signs in with it, should activate the membership and start in that organization', async () => {
      await signUp(server, {
        firstName: 'In',
        lastName: 'Vited',
        email: 'invited@else.test',
        password: 'long-enough',
      });
      const [acme] = await server.ctx.db.query<{ id: string }>(
        "SELECT id FROM organizations WHERE name = 'Acme Loyalty'",
      );
      const token = 'invitation-secret-123';
      await server.ctx.db.query(
        `INSERT INTO memberships (id, organization_id, email, status, role_slugs, invite_token_hash, invite_expires_at)
         VALUES ('om_invite_test', $1, 'invited@else.test', 'Invited', ARRAY['member'], $2, now() + interval '1 day')`,
        [acme?.id, hashSecret(token)],
      );
      const result = await signIn(server, 'invited@else.test', 'long-enough', {
        invitationToken: token,
      });
      expect(result.organizationId).toBe(acme?.id);
      const [membership] = await server.ctx.db.query<{ status: string; user_id: string }>(
        "SELECT status, user_id FROM memberships WHERE id = 'om_invite_test'",
      );
      expect(membership).toEqual({ status: 'Active', user_id: result.user.id });
    });
  });

  describe('given a user with TOTP', () => {
    const startTotp = async () => {
      // Codes are single-use (RFC 6238 §5.2): each test starts as if no code had been used yet.
      await server.ctx.db.query('UPDATE totp_factors SET last_used_step = NULL');
      const { challenge } = pkcePair();
      const fields = hiddenFields(
        await (await fetch(authorizeUrl(server, { code_challenge: challenge, state: 's' }))).text(),
        '/user_management/authorize/sign-in',
      );
      const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
        ...fields,
        email: 'mfa@acme.test',
        password: DEMO_PASSWORD,
      });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('Two-factor authentication');
      expect(page).toContain('autocomplete="one-time-code"');
      return hiddenFields(page, '/user_management/authorize/totp');
    };

    it('when the code is right, should complete the sign-in', async () => {
      const result = await signIn(server, 'mfa@acme.test', DEMO_PASSWORD, {
        totpSecret: DEMO_TOTP_SECRET,
      });
      expect(result.user.email).toBe('mfa@acme.test');
    });

    it('when the code is wrong 5 times, should end the challenge even for the right code', async () => {
      const fields = await startTotp();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await postForm(`${server.url}/user_management/authorize/totp`, {
          ...fields,
          code: '000000',
        });
        expect(response.status).toBe(401);
        expect(await response.text()).toContain('Invalid code, please try again.');
      }
      const fifth = await postForm(`${server.url}/user_management/authorize/totp`, {
        ...fields,
        code: '000000',
      });
      expect(fifth.status).toBe(429);
      const late = await postForm(`${server.url}/user_management/authorize/totp`, {
        ...fields,
        code: currentTotpCode(DEMO_TOTP_SECRET),
      });
      expect(late.status).toBe(429);
      expect(late.headers.get('location')).toBeNull();
    });

    it('when the challenge is reused after success, should refuse it', async () => {
      const fields = await startTotp();
      const code = currentTotpCode(DEMO_TOTP_SECRET);
      const first = await postForm(`${server.url}/user_management/authorize/totp`, {
        ...fields,
        code,
      });
      expect(first.status).toBe(303);
      const again = await postForm(`${server.url}/user_management/authorize/totp`, {
        ...fields,
        code,
      });
      expect(again.status).toBe(400);
    });
  });

  describe('given the sign-up form', () => {
    const signUpForm = async () => {
      const { challenge } = pkcePair();
      const page = await (
        await fetch(
          authorizeUrl(server, { code_challenge: challenge, screen_hint: 'sign-up', state: 'st' }),
        )
      ).text();
      return hiddenFields(page, '/user_management/authorize/sign-up');
    };

    it('when valid, should create the user, sign them in and provision external_id later', async () => {
      const result = await signUp(server, {
        firstName: 'Sam',
        lastName: 'Signup',
        email: 'sam@newco.test',
        password: 'long-enough',
      });
      expect(result.user).toMatchObject({
        email: 'sam@newco.test',
        first_name: 'Sam',
        last_name: 'Signup',
      });
      expect(result.user.external_id).toBeNull();
      expect(result.organizationId).toBeUndefined();
    });

    it('when fields are missing or the password is short, should name each field', async () => {
      const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
        ...(await signUpForm()),
        first_name: '',
        last_name: 'X',
        email: 'not-an-email',
        password: 'short',
      });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('Enter your first name.');
      expect(page).toContain('Enter a valid email address.');
      expect(page).toContain('Password must be at least 8 characters.');
      expect(page).toContain('aria-invalid="true"');
    });

    it('when the email is taken, should say so on the email field', async () => {
      const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
        ...(await signUpForm()),
        first_name: 'Ada',
        last_name: 'Again',
        email: 'ADMIN@acme.test',
        password: 'long-enough',
      });
      expect(response.status).toBe(409);
      expect(await response.text()).toContain('An account with this email already exists');
    });
  });

  // Issue #39 item 15: a demo account whose address was changed in <user-profile> is offered
  // at its new address (it signs in there), not at the old one, which no longer exists.
  describe('given a demo account whose e-mail address changed', () => {
    const profile = '/_widgets/UserProfile';
    const codeOf = (subject: string | undefined) => /\b(\d{6})\b/.exec(subject ?? '')?.[1] ?? '';
    const headers = (elevated?: string) => ({
      'workos-widgets-type': 'user-profile',
      ...(elevated ? { 'x-elevated-access-token': elevated } : {}),
    });

    async function changeEmail(from: string, to: string) {
      const [user] = await server.ctx.db.query<{ id: string }>(
        'SELECT id FROM users WHERE email = $1',
        [from],
      );
      const sessionId = await createSession(server, user!.id, null);
      const token = await signToken(server, { userId: user!.id, sessionId });
      const sent = await widgetCall(server, `${profile}/send-verification`, {
        token,
        method: 'POST',
        headers: headers(),
      });
      const verified = await widgetCall(server, `${profile}/verify`, {
        token,
        method: 'POST',
        headers: headers(),
        body: {
          code: codeOf((await latestMail(server, from))?.subject),
          authenticationChallengeId: sent.body.authenticationChallenge,
        },
      });
      const elevated = verified.body.elevatedAccessToken as string;
      const change = await widgetCall(server, `${profile}/send-email-change`, {
        token,
        method: 'POST',
        headers: headers(elevated),
        body: { newEmail: to },
      });
      expect(change.status).toBe(200);
      const done = await widgetCall(server, `${profile}/verify-email-change`, {
        token,
        method: 'POST',
        headers: headers(elevated),
        body: { code: codeOf((await latestMail(server, to))?.subject) },
      });
      expect(done.status).toBe(200);
    }

    it('when the sign-in page is shown, should offer it at its new address and sign in there', async () => {
      await changeEmail('newcomer@acme.test', 'nia.moved@example.test');
      const page = await (await signInPage()).text();
      expect(page).not.toContain('newcomer@acme.test');
      const entry =
        /<form\s+method="post"\s+action="([^"]+)"\s*>(?:(?!<\/form>).)*?value="nia\.moved@example\.test"(?:(?!<\/form>).)*<\/form>/s.exec(
          page,
        );
      expect(entry?.[0]).toContain('Sign in as Nia Newcomer');
      expect(entry?.[0]).toContain(`value="${DEMO_PASSWORD}"`);
      const signedIn = await signIn(server, 'nia.moved@example.test', DEMO_PASSWORD);
      expect(signedIn.user.email).toBe('nia.moved@example.test');
      // Back to its seeded address (as the other tests expect).
      await changeEmail('nia.moved@example.test', 'newcomer@acme.test');
      expect(await (await signInPage()).text()).toContain('value="newcomer@acme.test"');
    });
  });
});
