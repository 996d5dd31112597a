// The partner-portal demo (demo/partner-portal): a partner's own Node server with its own
// sign-in uses the official Node SDK against our server to provision its user and organization
// and to mint widget tokens; its page loads the kit from our server. The journey signs in to the
// portal and manages members through <users-management>, with no session on our hosted sign-in,
// and sees the member events its backend received as webhooks and verified with the SDK.
import { spawn, type ChildProcess } from 'node:child_process';
import { e2eApiSecretKey } from '../../scripts/e2e-server.mjs';
import { expect, expectAccessible, test } from './fixtures';

// The worker's server allows the origin of its partner port (scripts/e2e-server.mjs).
let PARTNER_URL = '';
let portal: ChildProcess | undefined;

test.beforeAll(async ({ e2eServer }) => {
  const PARTNER_PORT = e2eServer.partnerPort;
  PARTNER_URL = `http://localhost:${PARTNER_PORT}`;
  portal = spawn(process.execPath, ['demo/partner-portal/server.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      WORKOS_API_KEY: e2eApiSecretKey,
      LOYALTY_URL: e2eServer.url,
      PARTNER_PORT: String(PARTNER_PORT),
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The partner portal did not start')), 20_000);
    portal?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Partner portal demo')) {
        clearTimeout(timer);
        resolve();
      }
    });
    portal?.on('exit', (code) => reject(new Error(`The partner portal exited (${code})`)));
  });
});

test.afterAll(() => {
  portal?.kill('SIGTERM');
});

test('given the partner portal, when Pat signs in there, should manage the team through the widget with backend-minted tokens', async ({
  page,
}) => {
  await page.goto(`${PARTNER_URL}/`);
  await expect(page).toHaveURL(`${PARTNER_URL}/login`);
  await page.getByLabel('Password').fill('partner-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${PARTNER_URL}/`);

  const profile = page.locator('user-profile');
  await expect(profile.getByText('pat@partner-portal.test')).toBeVisible();
  const widget = page.locator('users-management');
  await expect(widget).toHaveAttribute('data-state', 'ready');
  await expect(
    widget.getByRole('table').locator('tbody tr').filter({ hasText: 'pat@partner-portal.test' }),
  ).toBeVisible();

  // Invite a colleague through the widget; the row appears as invited.
  await widget.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill('colleague@partner-portal.test');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  const invited = widget
    .getByRole('table')
    .locator('tbody tr')
    .filter({ hasText: 'colleague@partner-portal.test' });
  await expect(invited).toBeVisible();
  await expect(invited.getByText('Invited')).toBeVisible();

  // Revoke it again: the widget's token came from the partner backend, not our sign-in.
  await invited.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
  const revoke = page.getByRole('alertdialog', { name: 'Revoke invite?' });
  await revoke.getByRole('button', { name: 'Revoke invite' }).click();
  await expect(revoke).toBeHidden();
  await expect(invited.getByText('Invite Revoked')).toBeVisible();

  // The portal's backend subscribed to member events: the invitation's webhooks arrive, verified
  // with the SDK's constructEvent, and its page lists them.
  const events = page.getByRole('region', { name: 'Member events' }).getByRole('listitem');
  for (const name of ['invitation.created', 'invitation.revoked'])
    await expect(
      events.filter({ hasText: name }).filter({ hasText: 'colleague@partner-portal.test' }),
    ).toHaveCount(1);
  await expectAccessible(page);
  // A delivery that does not carry a valid signature is refused and not listed.
  const forged = await fetch(`${PARTNER_URL}/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'workos-signature': `t=${Date.now()},v1=00` },
    body: JSON.stringify({ id: 'event_forged', event: 'invitation.created', data: {} }),
  });
  expect(forged.status).toBe(400);

  const tokenAnswer = await page.request.get(
    `${PARTNER_URL}/api/widget-token?widget=users-management`,
  );
  expect(tokenAnswer.status()).toBe(200);
  const noSession = await fetch(`${PARTNER_URL}/api/widget-token?widget=users-management`);
  expect(noSession.status).toBe(401);
});
