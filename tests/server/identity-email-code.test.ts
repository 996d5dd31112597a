// Passwordless sign-in on the hosted page: the e-mailed six-digit code, wrong codes, the
// attempt limit, unknown addresses and the TOTP step, over real HTTP.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../server/domain/demo-accounts';
import { currentTotpCode } from '../../server/domain/totp';
import {
  authorizeUrl,
  codeFromRedirect,
  exchangeCode,
  hiddenFields,
  pkcePair,
  postForm,
} from './sign-in';
import { startTestServer, type TestServer } from './test-server';

describe('hosted sign-in by e-mail code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
  });
  afterAll(async () => server.close());

  const requestCode = async (email: string) => {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(8).toString('hex');
    const page = await (
      await fetch(authorizeUrl(server, { code_challenge: challenge, state }))
    ).text();
    expect(page).toContain('formaction="/user_management/authorize/email-code"');
    const fields = hiddenFields(page, '/user_management/authorize/sign-in');
    const response = await postForm(`${server.url}/user_management/authorize/email-code`, {
      ...fields,
      email,
    });
    const html = await response.text();
    return { response, html, verifier, state };
  };

  const mailedCode = async (email: string) => {
    const rows = await server.ctx.db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE to_email = $1 AND kind = 'sign-in-code' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return /(\d{6})/.exec(rows[0]?.subject ?? '')?.[1];
  };

  const submitCode = (html: string, code: string) =>
    postForm(`${server.url}/user_management/authorize/email-code/verify`, {
      ...hiddenFields(html, '/user_management/authorize/email-code/verify'),
      code,
    });

  const mailCount = async (email: string) => {
    const rows = await server.ctx.db.query<{ count: string | number }>(
      `SELECT count(*) AS count FROM mail_outbox WHERE to_email = $1 AND kind = 'sign-in-code'`,
      [email],
    );
    return Number(rows[0]?.count ?? 0);
  };

  it('given a post without the form token, should refuse it and send no mail', async () => {
    const { challenge } = pkcePair();
    const page = await (
      await fetch(authorizeUrl(server, { code_challenge: challenge, state: 'csrf-check' }))
    ).text();
    const { csrf, ...fields } = hiddenFields(page, '/user_management/authorize/sign-in');
    expect(csrf).toBeTruthy();
    const before = await mailCount('social@acme.test');
    const response = await postForm(`${server.url}/user_management/authorize/email-code`, {
      ...fields,
      email: 'social@acme.test',
    });
    expect(response.status).toBe(403);
    expect(await mailCount('social@acme.test')).toBe(before);
  });

  it('given the passwordless user, should mail a code that signs in once', async () => {
    const { response, html, verifier, state } = await requestCode('social@acme.test');
    expect(response.status).toBe(200);
    expect(html).toContain('Check your email');
    const code = await mailedCode('social@acme.test');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await submitCode(html, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Invalid code, please try again.');

    const ok = await submitCode(html, code!);
    const authCode = await codeFromRedirect(ok, state);
    const exchanged = await exchangeCode(server, authCode, verifier);
    expect(exchanged.status).toBe(200);
    const body = (await exchanged.json()) as { user: { email: string } };
    expect(body.user.email).toBe('social@acme.test');

    const reused = await submitCode(html, code!);
    expect(reused.status).toBe(401);
  });

  it('given an unknown address, should show the same page and send no mail', async () => {
    const { response, html } = await requestCode('nobody@acme.test');
    expect(response.status).toBe(200);
    expect(html).toContain('Check your email');
    expect(await mailedCode('nobody@acme.test')).toBeUndefined();
    const attempt = await submitCode(html, '123456');
    expect(attempt.status).toBe(401);
  });

  it('given a malformed address or code, should answer 400 and change nothing', async () => {
    const { response } = await requestCode('not-an-address');
    expect(response.status).toBe(400);
    const { html } = await requestCode('member@acme.test');
    const bad = await submitCode(html, '12ab');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter the 6-digit code.');
  });

  it('given five wrong codes, should end the attempt', async () => {
    const { html } = await requestCode('member@acme.test');
    const code = await mailedCode('member@acme.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await submitCode(html, wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await submitCode(html, code!)).status).toBe(401);
  });

  it('given a user with MFA, should continue to the TOTP step', async () => {
    const { html, state, verifier } = await requestCode('mfa@acme.test');
    const code = await mailedCode('mfa@acme.test');
    const totpPage = await submitCode(html, code!);
    expect(totpPage.status).toBe(200);
    const totpHtml = await totpPage.text();
    expect(totpHtml).toContain('Two-factor authentication');
    const done = await postForm(`${server.url}/user_management/authorize/totp`, {
      ...hiddenFields(totpHtml, '/user_management/authorize/totp'),
      code: currentTotpCode(DEMO_TOTP_SECRET),
    });
    const authCode = await codeFromRedirect(done, state);
    expect((await exchangeCode(server, authCode, verifier)).status).toBe(200);
  });
});
