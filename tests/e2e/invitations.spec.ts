// Invitation links through the mail outbox: the link in the mail opens the hosted page with the
// invitation (sign-up for a new address, sign-in for an existing account, the address filled in
// and the inviting organization named); the invitee joins that organization, lands in it and the
// membership turns Active. A withdrawn invitation says so plainly.
import type { APIRequestContext, Page } from '@playwright/test';
import { currentClaims, leftCallback, newUserEmail } from './auth-helpers';
import {
  ADMIN_EMAIL,
  DEMO_PASSWORD,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  submitHostedSignIn,
  test,
  testToken,
} from './fixtures';

const headers = (accessToken: string) => ({
  authorization: `Bearer ${accessToken}`,
  'WorkOS-Widgets-Version': '1',
  'WorkOS-Widgets-Type': 'user-management',
});

interface Member {
  id: string;
  email: string;
  status: string;
}

/** The identity organization id of `name`, from the admin's memberships in the product API. */
async function organizationId(request: APIRequestContext, name: string): Promise<string> {
  const { accessToken } = await testToken(request, ADMIN_EMAIL);
  const response = await request.get('/api/idp/organization-memberships', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { data } = (await response.json()) as {
    data: { name: string; organizationEnvironments: { idpOrganizationId: string }[] }[];
  };
  const id = data.find((item) => item.name === name)?.organizationEnvironments[0]
    ?.idpOrganizationId;
  expect(id, `the admin should belong to ${name}`).toBeDefined();
  return id!;
}

/** The admin's token in the organization called `name`. */
async function adminToken(request: APIRequestContext, name: string): Promise<string> {
  return (await testToken(request, ADMIN_EMAIL, await organizationId(request, name))).accessToken;
}

async function invite(request: APIRequestContext, token: string, email: string) {
  const response = await request.post('/_widgets/UserManagement/invite-user', {
    headers: headers(token),
    data: { email, roles: ['member'] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function memberOf(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(
    `/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(email)}`,
    { headers: headers(token) },
  );
  const { data } = (await response.json()) as { data: Member[] };
  return data.find((item) => item.email === email);
}

/** The link of the latest invitation mail to `email`, read from the outbox. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { kind: string; body: string }[] };
      const mail = data.find((item) => item.kind === 'invitation');
      link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function expectInvitationNotice(page: Page, organization: string) {
  await expect(page.locator('#invitation')).toHaveText(
    new RegExp(`Ada Admin invited you to join\\s+${organization}\\.`),
  );
}

test('given a new address, the mailed link signs the person up into the inviting organization', async ({
  page,
  request,
}) => {
  const email = newUserEmail('invitee');
  const acme = await adminToken(request, 'Acme Loyalty');
  await invite(request, acme, email);
  const link = await invitationLink(request, email);
  expect(new URL(link).searchParams.get('invitation_token')).toBeTruthy();

  await page.goto(link);
  await page.waitForURL(/\/user_management\/authorize/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectInvitationNotice(page, 'Acme Loyalty');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Invitee');
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await leftCallback(page);

  // Provisioning, then home in Acme Loyalty: never the form to create an organization.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await expect(page.getByTestId('organization-label')).toContainText('Acme Loyalty');
  await expect(page.getByRole('heading', { name: 'Create Your Organization' })).toHaveCount(0);
  expect(page.url()).not.toContain('invitation_token');
  expect((await memberOf(request, acme, email))?.status).toBe('Active');
});

test('given an existing account signed in elsewhere, the mailed link signs it into the inviting organization', async ({
  page,
  request,
}) => {
  const initech = await adminToken(request, 'Initech Rewards');
  await invite(request, initech, MEMBER_EMAIL);
  try {
    const link = await invitationLink(request, MEMBER_EMAIL);
    // The member is signed in to their own organization when they open the mail.
    await page.goto('/login');
    await submitHostedSignIn(page, MEMBER_EMAIL);
    await leftCallback(page);
    await page.goto(link);
    await page.waitForURL(/\/user_management\/authorize/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectInvitationNotice(page, 'Initech Rewards');
    await expect(page.getByLabel('Email')).toHaveValue(MEMBER_EMAIL);
    await expect(page.getByText('Demo accounts')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await leftCallback(page);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('button', { name: /switch organization/i })).toContainText(
      'Initech Rewards',
    );
    const member = await memberOf(request, initech, MEMBER_EMAIL);
    expect(member?.status).toBe('Active');
    expect((await currentClaims(page)).org_id).toBe(
      await organizationId(request, 'Initech Rewards'),
    );
  } finally {
    // Other journeys expect the member in Acme Loyalty only.
    const member = await memberOf(request, initech, MEMBER_EMAIL);
    if (member) {
      const path =
        member.status === 'Active'
          ? `/_widgets/UserManagement/members/${member.id}`
          : `/_widgets/UserManagement/invites/${member.id}`;
      await request.delete(path, { headers: headers(initech) });
    }
  }
});

test('given a withdrawn invitation, the mailed link says so and offers plain sign-in', async ({
  page,
  request,
}) => {
  const email = newUserEmail('withdrawn');
  const acme = await adminToken(request, 'Acme Loyalty');
  await invite(request, acme, email);
  const link = await invitationLink(request, email);
  const member = await memberOf(request, acme, email);
  await request.delete(`/_widgets/UserManagement/invites/${member!.id}`, {
    headers: headers(acme),
  });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation was withdrawn' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('invitation to join Acme Loyalty');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#invitation')).toHaveCount(0);
  expect((await memberOf(request, acme, email))?.status).toBe('InviteRevoked');
});
