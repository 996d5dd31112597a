// Invitation links on the hosted pages over real HTTP: the link mailed by an invitation opens
// sign-up (no account yet) or sign-in (an account exists) with the address filled in and the
// inviting organization named; accepting joins that organization and starts the session in it;
// an expired, withdrawn, replaced or mis-addressed invitation says so and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUser, resendInvitation, revokeInvitation } from '../../server/domain/invitations';
import { DEMO_PASSWORD } from '../../server/domain/demo-accounts';
import { authorizeUrl, hiddenFields, pkcePair, postForm, signIn, signUp } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

describe('invitation links', () => {
  let server: TestServer;
  let acme: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
    [{ id: acme }] = (await server.ctx.db.query<{ id: string }>(
      "SELECT id FROM organizations WHERE name = 'Acme Loyalty'",
    )) as [{ id: string }];
    [{ id: admin }] = (await server.ctx.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'admin@acme.test'",
    )) as [{ id: string }];
  });
  afterAll(async () => server.close());

  /** Invites `email` to Acme Loyalty as the admin; returns the link of the mail it sent. */
  async function invite(email: string): Promise<URL> {
    await inviteUser(server.ctx, acme, admin, { email, roles: ['member'] });
    return latestLink(email);
  }
  async function latestLink(email: string): Promise<URL> {
    const [mail] = await server.ctx.db.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE to_email = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [email],
    );
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
    expect(link, 'the invitation mail should hold a link').toBeDefined();
    return new URL(link!);
  }
  const tokenOf = (link: URL) => link.searchParams.get('invitation_token') ?? '';
  const membership = async (email: string) =>
    (
      await server.ctx.db.query<{ status: string; user_id: string | null }>(
        'SELECT status, user_id FROM memberships WHERE organization_id = $1 AND email = $2',
        [acme, email],
      )
    )[0];
  const pageFor = async (token: string, params: Record<string, string> = {}) => {
    const response = await fetch(
      authorizeUrl(server, {
        code_challenge: pkcePair().challenge,
        screen_hint: 'sign-in',
        invitation_token: token,
        ...params,
      }),
    );
    return { status: response.status, page: await response.text() };
  };

  it('should mail a link to the dashboard root carrying the token', async () => {
    const link = await invite('shape@new.test');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/`);
    expect(tokenOf(link)).toMatch(/^\S{20,}$/);
  });

  it('given no account for the invited address, should open sign-up with the address and the organization, whatever the hint', async () => {
    const { status, page } = await pageFor(tokenOf(await invite('fresh@new.test')));
    expect(status).toBe(200);
    expect(page).toContain('action="/user_management/authorize/sign-up"');
    expect(page).toContain('value="fresh@new.test"');
    expect(page).toMatch(
      /<strong>Ada Admin<\/strong> invited you to join\s*<strong>Acme Loyalty<\/strong>/,
    );
    expect(page).toContain('Create your account to join Acme Loyalty.');
    expect(page).not.toContain('Demo accounts');
  });

  it('given an account with the invited address, should open sign-in with the address and the organization', async () => {
    await signUp(server, {
      firstName: 'Ex',
      lastName: 'Isting',
      email: 'existing@else.test',
      password: 'long-enough',
    });
    const { status, page } = await pageFor(tokenOf(await invite('existing@else.test')), {
      screen_hint: 'sign-up',
    });
    expect(status).toBe(200);
    expect(page).toContain('action="/user_management/authorize/sign-in"');
    expect(page).toContain('value="existing@else.test"');
    expect(page).toContain('<strong>Acme Loyalty</strong>');
  });

  it('given a new person signing up through the link, should join the organization, start in it and count the address verified', async () => {
    const token = tokenOf(await invite('joiner@new.test'));
    const result = await signUp(
      server,
      { firstName: 'Jo', lastName: 'Iner', email: 'joiner@new.test', password: 'long-enough' },
      { invitationToken: token },
    );
    expect(result.organizationId).toBe(acme);
    expect(result.claims.org_id).toBe(acme);
    expect(await membership('joiner@new.test')).toEqual({
      status: 'Active',
      user_id: result.user.id,
    });
    expect(result.user.email_verified).toBe(true);
  });

  it('given an existing account signing in through the link, should join and start in the organization', async () => {
    await signUp(server, {
      firstName: 'Al',
      lastName: 'Ready',
      email: 'already@else.test',
      password: 'long-enough',
    });
    const token = tokenOf(await invite('already@else.test'));
    const result = await signIn(server, 'already@else.test', 'long-enough', {
      invitationToken: token,
    });
    expect(result.organizationId).toBe(acme);
    expect((await membership('already@else.test'))?.status).toBe('Active');
    // The link used again: the page says it was accepted, and signing in lands in the organization.
    const again = await pageFor(token);
    expect(again.page).toMatch(/already joined\s*<strong>Acme Loyalty<\/strong>/);
    const second = await signIn(server, 'already@else.test', 'long-enough', {
      invitationToken: token,
    });
    expect(second.organizationId).toBe(acme);
  });

  it('given sign-up through the link with another address, should refuse and create no account', async () => {
    const token = tokenOf(await invite('intended@new.test'));
    const { challenge } = pkcePair();
    const page = await (
      await fetch(authorizeUrl(server, { code_challenge: challenge, invitation_token: token }))
    ).text();
    const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
      ...hiddenFields(page, '/user_management/authorize/sign-up'),
      first_name: 'Someone',
      last_name: 'Else',
      email: 'someone@else.test',
      password: 'long-enough',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(
      'This invitation was sent to intended@new.test. Use that address to accept it.',
    );
    const users = await server.ctx.db.query(
      "SELECT 1 FROM users WHERE email = 'someone@else.test'",
    );
    expect(users).toHaveLength(0);
    expect((await membership('intended@new.test'))?.status).toBe('Invited');
  });

  it('given an expired invitation, should say so on the link and refuse it at sign-in', async () => {
    const token = tokenOf(await invite('late@new.test'));
    await server.ctx.db.query(
      "UPDATE memberships SET invite_expires_at = now() - interval '1 minute' WHERE email = 'late@new.test'",
    );
    const { status, page } = await pageFor(token);
    expect(status).toBe(410);
    expect(page).toContain('This invitation has expired');
    expect(page).toContain('Ask an administrator of Acme Loyalty to send you a new one.');
    expect(page).not.toContain('action="/user_management/authorize/sign-up"');
  });

  it('given a revoked invitation, should say it was withdrawn', async () => {
    const token = tokenOf(await invite('gone@new.test'));
    const [row] = await server.ctx.db.query<{ id: string }>(
      "SELECT id FROM memberships WHERE email = 'gone@new.test'",
    );
    await revokeInvitation(server.ctx, acme, row!.id);
    const { status, page } = await pageFor(token);
    expect(status).toBe(410);
    expect(page).toContain('This invitation was withdrawn');
    expect(page).toContain('Acme Loyalty');
  });

  it('given a resent invitation, should refuse the old link and accept the new one', async () => {
    const old = tokenOf(await invite('twice@new.test'));
    const [row] = await server.ctx.db.query<{ id: string }>(
      "SELECT id FROM memberships WHERE email = 'twice@new.test'",
    );
    await resendInvitation(server.ctx, acme, admin, row!.id);
    const { status, page } = await pageFor(old);
    expect(status).toBe(404);
    expect(page).toContain('This invitation link is not valid');
    expect(page).toContain('use the link in the latest email');
    const fresh = await pageFor(tokenOf(await latestLink('twice@new.test')));
    expect(fresh.status).toBe(200);
  });

  it('given an invitation expiring between the page and the post, should refuse the sign-in and leave the membership invited', async () => {
    const token = tokenOf(await invite('racer@acme.test'));
    await signUp(server, {
      firstName: 'Ra',
      lastName: 'Cer',
      email: 'racer@acme.test',
      password: DEMO_PASSWORD,
    });
    const { challenge } = pkcePair();
    const page = await (
      await fetch(authorizeUrl(server, { code_challenge: challenge, invitation_token: token }))
    ).text();
    await server.ctx.db.query(
      "UPDATE memberships SET invite_expires_at = now() - interval '1 second' WHERE email = 'racer@acme.test'",
    );
    const response = await postForm(`${server.url}/user_management/authorize/sign-in`, {
      ...hiddenFields(page, '/user_management/authorize/sign-in'),
      email: 'racer@acme.test',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This invitation to join Acme Loyalty has expired.');
    expect((await membership('racer@acme.test'))?.status).toBe('Invited');
  });
});
