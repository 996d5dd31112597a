// The organization widgets in the dashboard: <sso-connection> on /settings/sso in every SSO state
// of the seeded organizations, <domain-verification> on /settings/domain-verification with the
// hosted admin portal, reverify against the test DNS resolver, and removal; <directory-sync> on
// /settings/directory-sync through a directory's whole journey (portal set-up, SCIM provisioning,
// directory-managed members, a leaver signed out); permission gates; the Audit Log page
// (<audit-logs> after an invitation and a role change, filter, CSV) and <audit-log-streaming>
// from "Set up" to "Streaming" through the admin portal.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';
import { chooseOption } from './choose-option';
import { leftCallback } from './auth-helpers';

/** Switches the session to `name` through the top bar's organization switcher. */
async function switchOrganization(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('button', { name: /switch organization/i });
  await expect(trigger).toBeVisible();
  if ((await trigger.textContent())?.includes(name)) return;
  await trigger.click();
  await page.getByRole('combobox', { name: 'Search organizations' }).fill(name);
  await expect(page.getByRole('option')).toHaveCount(1);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('combobox', { name: 'Search organizations' }).press('Enter');
  await reloaded;
  await expect(page.getByRole('button', { name: /switch organization/i })).toContainText(name);
}

async function ssoCard(page: Page, organization: string) {
  await switchOrganization(page, organization);
  await page.goto('/settings/sso');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Single Sign-On');
  const card = page.locator('sso-connection');
  await expect(card).toHaveAttribute('data-state', 'ready');
  return card;
}

test('given an admin, should show the SSO card in each seeded state with its badge, button and notice', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings');

  // Acme Loyalty: Okta SAML whose certificate expires within 30 days.
  let card = await ssoCard(page, 'Acme Loyalty');
  await expect(card.locator('.status-card-title')).toHaveText('Okta');
  await expect(card.locator('[part="status-badge"]')).toHaveText('Connected');
  await expect(card.getByRole('button', { name: /^Manage/ })).toBeVisible();
  const expiring = card.locator('[part="certificate-notice"]');
  await expect(expiring).toContainText(
    /The SAML response signing certificate expires on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
  await expect(expiring).toContainText('Users won’t be able to sign-in to the application');
  await expectAccessible(page);

  // Initech Rewards: no connection.
  card = await ssoCard(page, 'Initech Rewards');
  await expect(card).toContainText('You haven’t set up Single Sign-On yet.');
  await expect(card.getByRole('button', { name: /^Set up SSO/ })).toBeVisible();
  await expect(card.locator('[part="status-badge"]')).toHaveCount(0);
  await expectAccessible(page);

  // Umbrella Perks: inactive Google SAML.
  card = await ssoCard(page, 'Umbrella Perks');
  await expect(card.locator('.status-card-title')).toHaveText('Google');
  await expect(card.locator('[part="status-badge"]')).toHaveText('Setup in progress');
  await expect(card.getByRole('button', { name: /^Continue setup/ })).toBeVisible();
  await expectAccessible(page);

  // Stark Loyalty: active OpenID Connect.
  card = await ssoCard(page, 'Stark Loyalty');
  await expect(card.locator('.status-card-title')).toHaveText('Microsoft Entra ID');
  await expect(card.locator('[part="status-badge"]')).toHaveText('Connected');
  await expect(card.locator('[part="certificate-notice"]')).toHaveCount(0);
  await expectAccessible(page);

  // Wayne Rewards: SAML certificate expired.
  card = await ssoCard(page, 'Wayne Rewards');
  await expect(card.locator('[part="status-badge"]')).toHaveText('Requires action');
  const expired = card.locator('[part="certificate-notice"]');
  await expect(expired).toContainText(
    /The SAML response signing certificate expired on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  );
  await expect(expired).toContainText(
    'Users won’t be able to sign-in to the application until the certificate is renewed.',
  );
  await expectAccessible(page);
});

test('given the SSO card, should open the admin portal in a new tab and then offer it as a link', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings/sso');
  const card = page.locator('sso-connection');
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { portalEvents: unknown[] }).portalEvents = seen;
    document.addEventListener('admin-portal-opened', (event) =>
      seen.push((event as CustomEvent).detail),
    );
  });
  const popup = context.waitForEvent('page');
  await card.getByRole('button', { name: /^Manage/ }).click();
  const portal = await popup;
  await portal.waitForURL(/\/admin-portal\/sso/);
  await expect(portal.getByText('Okta').first()).toBeVisible();
  // The token travelled in a POST body, not the address.
  expect(portal.url()).not.toContain('apiToken');
  await portal.close();

  await expect(card.getByRole('link', { name: /^Manage/ })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { portalEvents: unknown[] }).portalEvents),
  ).toEqual([{ intent: 'sso' }]);
  await expectAccessible(page);
});

test('given an admin, should list the domains with their states and the TXT record to add', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings/domain-verification');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domain Verification');
  const widget = page.locator('domain-verification');
  const row = (domain: string) => widget.locator('[part="row"]').filter({ hasText: domain });
  await expect(row('acme.test').first().locator('[part="state-badge"]')).toHaveText('Verified');
  await expect(row('acmeloyalty.example').locator('[part="state-badge"]')).toHaveText('Verified');
  await expect(row('rewards.acme.test').locator('[part="state-badge"]')).toHaveText(
    'Verification pending',
  );
  const failed = row('acme-points.example');
  await expect(failed.locator('[part="state-badge"]')).toHaveText('Verification failed');
  await expect(failed.locator('.dv-txt-name')).toHaveText('_acme');
  await expect(failed.locator('.dv-txt-full')).toHaveText('Full name: _acme.acme-points.example');
  await expect(failed.locator('.dv-txt-value')).toHaveText(/^acme-domain-verification=\S+$/);
  await expect(row('rewards.acme.test').locator('.dv-txt-value')).toHaveText(
    /^verification_token=\S+$/,
  );
  await expect(row('acmeloyalty.example').locator('[part="txt-record"]')).toHaveCount(0);
  await expectAccessible(page);

  // A verified domain can only be removed.
  await row('acmeloyalty.example')
    .getByRole('button', { name: 'Actions for acmeloyalty.example' })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['Remove']);
  await page.keyboard.press('Escape');

  // A pending domain can be viewed (530 px dialog) or removed.
  await row('rewards.acme.test')
    .getByRole('button', { name: 'Actions for rewards.acme.test' })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['View', 'Remove']);
  await page.getByRole('menuitem', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Verify rewards.acme.test' });
  await expect(details).toBeVisible();
  await expect(details.locator('.dv-txt-name')).toHaveText('@');
  await expect(details.locator('.dv-txt-full')).toHaveText('Full name: rewards.acme.test');
  expect(Math.round((await details.boundingBox())!.width)).toBe(530);
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
});

test('given a failed domain, should verify it again: Verified with the TXT record, still Failed without', async ({
  page,
  request,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings/domain-verification');
  const widget = page.locator('domain-verification');
  const row = (domain: string) => widget.locator('[part="row"]').filter({ hasText: domain });
  const failed = row('acme-points.example');
  const value = (await failed.locator('.dv-txt-value').textContent())!;
  const dns = await request.post('/_test/dns', {
    data: { name: '_acme.acme-points.example', values: [value] },
  });
  expect(dns.ok()).toBe(true);
  const requested = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener(
          'domain-reverify-requested',
          (event) => resolve((event as CustomEvent).detail),
          { once: true },
        ),
      ),
  );
  await failed.getByRole('button', { name: 'Actions for acme-points.example' }).click();
  await page.getByRole('menuitem', { name: 'Verify again' }).click();
  await expect(failed.locator('[part="state-badge"]')).toHaveText('Verified');
  await expect(
    widget.getByRole('status').filter({ hasText: 'acme-points.example is verified.' }),
  ).toBeVisible();
  expect(await requested).toMatchObject({ domain: 'acme-points.example' });
  await expect(failed.locator('[part="txt-record"]')).toHaveCount(0);
  await expectAccessible(page);

  // Wayne Rewards' failed domain has no record published: it stays failed, and says why.
  await switchOrganization(page, 'Wayne Rewards');
  await page.goto('/settings/domain-verification');
  const wayne = row('wayne-rewards.example');
  await expect(wayne.locator('[part="state-badge"]')).toHaveText('Verification failed');
  const reverified = page.waitForResponse(
    (response) => response.url().endsWith('/reverify') && response.request().method() === 'POST',
  );
  await wayne.getByRole('button', { name: 'Actions for wayne-rewards.example' }).click();
  await page.getByRole('menuitem', { name: 'Verify again' }).click();
  expect(await (await reverified).json()).toMatchObject({
    domain: 'wayne-rewards.example',
    state: 'Failed',
  });
  await expect(
    widget.getByRole('status').filter({
      hasText:
        'The TXT record for wayne-rewards.example was not found, so wayne-rewards.example is still not verified.',
    }),
  ).toBeVisible();
  await expect(wayne.locator('[part="state-badge"]')).toHaveText('Verification failed');
  await expect(wayne.locator('[part="txt-record"]')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(row('wayne-rewards.example').locator('[part="state-badge"]')).toHaveText(
    'Verification failed',
  );
});

test('given a domain, should ask before removing it and then drop it from the list', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings/domain-verification');
  const widget = page.locator('domain-verification');
  const row = widget.locator('[part="row"]').filter({ hasText: 'acmeloyalty.example' });
  await row.getByRole('button', { name: 'Actions for acmeloyalty.example' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove domain?' });
  await expect(confirm).toContainText('acmeloyalty.example');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(Math.round((await confirm.boundingBox())!.width)).toBe(488);
  await expectAccessible(page);
  const removed = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener(
          'domain-removed',
          (event) => resolve((event as CustomEvent).detail),
          { once: true },
        ),
      ),
  );
  await confirm.getByRole('button', { name: 'Remove domain' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await removed).toMatchObject({ domain: 'acmeloyalty.example' });
  await page.reload();
  await expect(widget.locator('[part="row"]').first()).toBeVisible();
  await expect(
    widget.locator('[part="row"]').filter({ hasText: 'acmeloyalty.example' }),
  ).toHaveCount(0);
});

test('given Add domain, should open the admin portal in a new tab where an added domain shows up as pending', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  await switchOrganization(page, 'Initech Rewards');
  await page.goto('/settings/domain-verification');
  const widget = page.locator('domain-verification');
  const empty = widget.locator('[part="empty"]');
  await expect(empty).toContainText('No domains yet');
  await expectAccessible(page);

  const opened = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener(
          'admin-portal-opened',
          (event) => resolve((event as CustomEvent).detail),
          { once: true },
        ),
      ),
  );
  const popup = context.waitForEvent('page');
  await empty.getByRole('button', { name: /^Add domain/ }).click();
  const portal = await popup;
  await portal.waitForURL(/\/admin-portal\/domains/);
  expect(await opened).toEqual({ intent: 'domain_verification' });
  await portal.getByRole('textbox', { name: 'Domain' }).fill('initech-points.example');
  await portal.getByRole('button', { name: 'Add domain' }).click();
  await expect(portal.getByText('initech-points.example').first()).toBeVisible();
  await portal.close();

  // Back on the dashboard's tab the widget fetches the list again by itself.
  await page.bringToFront();
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  const added = widget.locator('[part="row"]').filter({ hasText: 'initech-points.example' });
  await expect(added.locator('[part="state-badge"]')).toHaveText('Verification pending');
  await page.reload();
  await expect(added.locator('[part="state-badge"]')).toHaveText('Verification pending');
  await expect(added.locator('.dv-txt-value')).toHaveText(/^verification_token=\S+$/);
  await expect(widget.getByRole('button', { name: /^Add domain/ })).toBeVisible();
  await expectAccessible(page);
});

/** Signs `email` in by an e-mailed code (a provisioned person has no password) on a new device. */
async function signInByCode(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(email);
  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Email me a sign-in code', exact: true }).click();
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as {
        data: { subject: string; kind: string; createdAt: string }[];
      };
      const mail = data.find(
        (item) => item.kind === 'sign-in-code' && Date.parse(item.createdAt) >= askedAt - 1000,
      );
      code = /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await leftCallback(page);
}

test('given an admin who sets up a directory in the portal, when the IdP provisions people and deactivates one, should show them as directory managed and sign the leaver out of an open dashboard', async ({
  page,
  context,
  browser,
  request,
}) => {
  // One journey over the portal, the SCIM endpoint and two devices: longer than one screen's test.
  test.setTimeout(120_000);
  await openSignedIn(page, ADMIN_EMAIL, '/settings');
  await switchOrganization(page, 'Acme Loyalty');
  await page.goto('/settings/directory-sync');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Directory Sync');
  const widget = page.locator('directory-sync');
  await expect(widget).toHaveAttribute('data-state', 'ready');
  await expect(widget).toContainText('You haven’t set up a directory yet.');
  await expectAccessible(page);

  // The set-up link opens the admin portal in a new tab: provider, name, endpoint and token.
  const popup = context.waitForEvent('page');
  await widget.getByRole('link', { name: /^Set up directory/ }).click();
  const portal = await popup;
  await portal.waitForURL(/\/admin-portal\/dsync/);
  await portal.getByLabel('Identity provider').selectOption('okta scim v2.0');
  await portal.getByRole('textbox', { name: 'Name' }).fill('Acme Okta');
  await portal.getByRole('button', { name: 'Create directory' }).click();
  const endpoint = await portal.locator('input[id^="endpoint-"]').inputValue();
  const token = await portal.locator('input[id^="token-"]').inputValue();
  expect(endpoint).toMatch(/\/scim\/v2\.0\/[A-Za-z0-9]+$/);
  await portal.close();

  await page.bringToFront();
  await page.reload();
  const card = widget.locator('li[part~="card"]').filter({ hasText: 'Acme Okta' });
  await expect(card).toHaveAttribute('data-state', 'unlinked');
  await expect(card.locator('[part="progress"]')).toHaveText('Setup in progress...');

  // The test is the identity provider: two people pushed as Okta does, one request each.
  const scim = (method: string, path: string, data?: unknown) =>
    request.fetch(`${endpoint}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/scim+json',
      },
      ...(data === undefined ? {} : { data }),
    });
  // Okta's "Test API Credentials" reads /Users: the token works, nothing is pushed yet.
  expect((await scim('GET', '/Users?startIndex=1&count=2')).status()).toBe(200);
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'validating');
  await expect(card.locator('[part="progress"]')).toHaveText('Waiting for users and groups...');

  const stamp = Date.now();
  const person = (label: string) => {
    const email = `dsync-${label}-${stamp}@acme.test`;
    return {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      name: { givenName: label === 'leaver' ? 'Lee' : 'Stella', familyName: `Sync ${stamp}` },
      emails: [{ primary: true, value: email, type: 'work' }],
      active: true,
    };
  };
  const stayer = person('stayer');
  const leaver = person('leaver');
  expect((await scim('POST', '/Users', stayer)).status()).toBe(201);
  const created = await scim('POST', '/Users', leaver);
  expect(created.status()).toBe(201);
  const leaverId = ((await created.json()) as { id: string }).id;

  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'linked');
  await expect(card.locator('[part~="state-badge"]')).toHaveText('Connected');
  await expect(card.locator('[part="counts"]')).toContainText(/2 users ∙ , 0 groups ∙ , Last sync/);
  await expectAccessible(page);

  // <users-management>: marked as directory managed; role and removal disabled with the reason.
  await page.goto('/settings/user-management');
  const users = page.locator('users-management');
  await users.getByRole('searchbox', { name: 'Search users' }).fill(`dsync-stayer-${stamp}`);
  const row = users.locator('[part="row"]').filter({ hasText: stayer.userName });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.um-directory')).toHaveText('Directory managed');
  await row.getByRole('button', { name: /^Actions for/ }).click();
  const editRole = users.getByRole('menuitem', { name: 'Edit role' });
  await expect(editRole).toHaveAttribute('aria-disabled', 'true');
  await expect(users.getByRole('menuitem', { name: 'Remove user' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The pointer comes onto the item again if the first hover met the menu's stand-in (the real
  // menu replaces it under a still pointer on a busy machine), as a user's hand would.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await editRole.hover();
    await expect(users.getByRole('tooltip')).toHaveText(
      /managed by your organization's directory/i,
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The leaver has the dashboard open; the directory deactivates them (Okta's path-less replace).
  const device = await (await browser.newContext()).newPage();
  await signInByCode(device, request, leaver.userName);
  await expect(device.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Lee');
  const deactivated = await scim('PATCH', `/Users/${leaverId}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'replace', value: { active: false } }],
  });
  expect(deactivated.status()).toBe(200);
  // The dashboard's next call to us is refused (its session ended): it goes to the hosted
  // sign-in. Opening the profile page makes such a call at once (its widget reads the user),
  // unless the shell got there first.
  await device
    .getByRole('link', { name: 'Settings' })
    .first()
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await device
    .getByRole('link', { name: 'Profile' })
    .first()
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await device.waitForURL(/\/user_management\/authorize/);
  await expect(device.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await device.context().close();

  await users.getByRole('searchbox', { name: 'Search users' }).fill(`dsync-leaver-${stamp}`);
  const leaverRow = users.locator('[part="row"]').filter({ hasText: leaver.userName });
  await expect(leaverRow.locator('.um-status')).toHaveText('Deactivated');
});

test('given a member, should deny the organization pages under their titles and hide them in the menu', async ({
  page,
}) => {
  await openSignedIn(page, MEMBER_EMAIL, '/settings');
  const menu = page.getByRole('navigation').filter({ hasText: 'Account' }).first();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const label of ['User Management', 'Domain Verification', 'SSO Configuration']) {
    await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  }
  for (const [path, title, permission, tag] of [
    ['/settings/sso', 'Single Sign-On', 'widgets:sso-connection:manage', 'sso-connection'],
    [
      '/settings/domain-verification',
      'Domain Verification',
      'widgets:domain-verification:manage',
      'domain-verification',
    ],
    [
      '/settings/user-management',
      'User Management',
      'widgets:users-table:manage',
      'users-management',
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const alert = page.getByRole('alert').filter({ hasText: 'Access Denied' });
    await expect(alert).toContainText(permission);
    await expect(alert.getByRole('link', { name: 'Return to Settings' })).toBeVisible();
    await expect(page.locator(tag)).toHaveCount(0);
    await expectAccessible(page);
  }
});

for (const tag of ['sso-connection', 'domain-verification'] as const) {
  test(`given the demo page of <${tag}>, should show the widget with a test-mode token`, async ({
    page,
  }) => {
    await page.goto(`/demo/${tag}.html`);
    const widget = page.locator(tag);
    await expect(widget).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('#event-log')).toContainText(`<${tag}> ready`);
    await expectAccessible(page);
  });
}

test('given an admin who invites someone and changes a role, should find both in the Audit Log, filter them and download the CSV', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL, '/settings/user-management');
  const users = page.locator('users-management');
  await expect(users).toHaveAttribute('data-state', 'ready');
  const invited = `audit-${Date.now().toString(36)}@example.com`;
  await users.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByLabel('Email').fill(invited);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite).toBeHidden();

  // A seeded member no other journey reads; the role flips each run.
  const changed = 'kenji.watanabe@acme.test';
  await users.getByRole('searchbox', { name: 'Search users' }).fill(changed);
  const row = users.getByRole('table').locator('tbody tr').filter({ hasText: changed });
  await expect(row).toHaveCount(1);
  const newRole = (await row.textContent())?.includes('Admin') ? 'Member' : 'Admin';
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit role' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await chooseOption(edit.getByLabel('Role'), newRole);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(newRole);

  await page.getByRole('link', { name: 'Audit Log' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  const log = page.locator('audit-logs');
  await expect(log).toHaveAttribute('data-state', 'ready');
  const rows = log.getByRole('table', { name: 'Audit log events' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText('member.role_changed');
  await expect(rows.nth(0)).toContainText('Kenji Watanabe');
  await expect(rows.nth(1)).toContainText('member.invited');
  await expect(rows.nth(1)).toContainText(invited);
  await expectAccessible(page);

  // The role change's details, opened and closed from the keyboard.
  const details = rows
    .nth(0)
    .getByRole('button', { name: /^Details of member\.role_changed by Ada Admin/ });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Event details' });
  await expect(dialog).toContainText('Kenji Watanabe');
  await expect(dialog).toContainText('Ada Admin');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await chooseOption(log.getByLabel('Action', { exact: true }), 'member.invited');
  await expect
    .poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('member.invited'));
    })
    .toBe(true);
  await expect(rows.first()).toContainText(invited);

  // The filter is in the page URL: a reload, and back after leaving the page, show it again.
  await expect(page).toHaveURL(/\/settings\/audit-log\?al_action=member\.invited$/);
  const filtered = async () => {
    await expect(log).toHaveAttribute('data-state', 'ready');
    await expect(log.getByLabel('Action', { exact: true })).toContainText('member.invited');
    await expect(rows.first()).toContainText(invited);
    expect((await rows.allInnerTexts()).every((text) => text.includes('member.invited'))).toBe(
      true,
    );
  };
  await page.reload();
  await filtered();
  await page.getByRole('link', { name: 'User Management' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/audit-log\?al_action=member\.invited$/);
  await filtered();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await page.goBack();
  await filtered();

  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await new Promise<string>((resolve, reject) => {
    void file.createReadStream().then((stream) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => resolve(text));
      stream.on('error', reject);
    }, reject);
  });
  expect(file.suggestedFilename()).toMatch(/^audit_log_export_[A-Z0-9]{26}\.csv$/);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^id,action,version,occurred_at,actor_id/);
  expect(lines.some((line) => line.includes(invited))).toBe(true);
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'member.invited')).toBe(true);
  await expect(log.getByRole('link', { name: 'Download CSV' })).toBeVisible();
});

test('given an admin, should set up the log stream in the admin portal and see the card go from "Set up" to "Streaming"', async ({
  page,
  context,
}) => {
  const received: unknown[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  try {
    await openSignedIn(page, ADMIN_EMAIL, '/settings');
    await switchOrganization(page, 'Initech Rewards');
    await page.goto('/settings/audit-log');
    const card = page.locator('audit-log-streaming');
    await expect(card).toHaveAttribute('data-state', 'ready');
    await expect(card).toContainText("You haven't set up Log Streams yet.");
    await expectAccessible(page);

    const popup = context.waitForEvent('page');
    await card.getByRole('button', { name: /^Set up Log Streams/ }).click();
    const portal = await popup;
    await portal.waitForURL(/\/admin-portal\/log-streams/);
    expect(portal.url()).not.toContain('apiToken');
    await portal.getByText('Generic HTTPS', { exact: true }).click();
    await portal.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${port}/intake`);
    await portal.getByRole('button', { name: 'Save Generic HTTPS stream' }).click();
    await expect(portal.getByRole('button', { name: 'Send test event' })).toBeVisible();
    await portal.close();

    // Back on the dashboard's tab the card fetches the stream again by itself.
    await page.bringToFront();
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect(card.locator('[part="status-badge"]')).toHaveText('Streaming');
    await expect(card.getByRole('link', { name: /^Manage/ })).toBeVisible();
    await expect(card).toContainText('Generic HTTPS');
    await expectAccessible(page);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
