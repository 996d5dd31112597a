// <api-keys> through the dashboard against the real server: an admin creates an organization
// key with two permissions, copies the secret, a partner backend validates it (management API,
// secret key) with those permissions, the list then shows when it was last used, and once
// revoked it no longer validates. A member's personal key is theirs alone, and an admin with
// manage-all sees and revokes it. Keyboard only: create → copy → close. axe light/dark, narrow
// and wide.
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eApiSecretKey } from '../../scripts/e2e-server.mjs';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  expect,
  expectAccessible,
  openSignedIn,
  test,
} from './fixtures';

// The e2e server's secret key.
const SECRET_KEY = e2eApiSecretKey;
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function validate(request: APIRequestContext, value: string) {
  const response = await request.post('/api_keys/validations', {
    headers: { authorization: `Bearer ${SECRET_KEY}` },
    data: { value },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { api_key: null | Record<string, unknown> }).api_key;
}

const widget = (page: Page) => page.locator('api-keys');
const rowOf = (page: Page, name: string) =>
  widget(page).locator('tbody tr').filter({ hasText: name });

/** Creates a key through the dialog; returns the secret read back from the clipboard. */
async function createKey(page: Page, name: string, permissions: string[]): Promise<string> {
  await widget(page).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  for (const permission of permissions) await dialog.getByText(permission, { exact: true }).click();
  await expect(dialog.getByText(`${permissions.length} of`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Copy your API key' });
  await expect(secretDialog.getByText("you won't see it again")).toBeVisible();
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  await expect(secretDialog.getByRole('textbox')).toHaveValue(secret);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  return secret;
}

async function revoke(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin creates an organization key, it validates with its permissions, shows Last used, and stops validating once revoked', async ({
  page,
  request,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  await page.goto('/settings/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(widget(page)).toHaveAttribute('data-state', 'ready');
  const name = unique('Partner sync');
  const secret = await createKey(page, name, ['Read customers', 'Adjust points']);
  await expect(rowOf(page, name)).toContainText('Never');
  await expect(page.locator('body')).not.toContainText(secret);

  const validated = await validate(request, secret);
  expect(validated).toMatchObject({
    object: 'api_key',
    name,
    owner: { type: 'organization' },
    permissions: ['customers:read', 'points:adjust'],
    obfuscated_value: `sk_…${secret.slice(-4)}`,
  });
  await page.reload();
  await expect(rowOf(page, name).locator('time').first()).toHaveText(/just now|second|minute/i);

  await revoke(page, name);
  expect(await validate(request, secret)).toBeNull();
});

test("a member's personal key is theirs alone; an admin with manage-all sees and revokes it", async ({
  browser,
  request,
}) => {
  const adminContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const memberContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const admin = await adminContext.newPage();
  const member = await memberContext.newPage();

  await openSignedIn(admin, ADMIN_EMAIL);
  await admin.goto('/settings/personal-api-keys');
  const adminKey = unique('Admin laptop');
  await createKey(admin, adminKey, []);

  await openSignedIn(member, MEMBER_EMAIL);
  await member.goto('/settings/personal-api-keys');
  await expect(member.getByRole('heading', { level: 1, name: 'Personal API Keys' })).toBeVisible();
  const memberKey = unique('Member script');
  // The user scope offers only the member's own permissions.
  await widget(member).getByRole('button', { name: 'Create API key' }).click();
  const dialog = member.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByText('Read customers', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Adjust points', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const secret = await createKey(member, memberKey, ['Read customers']);
  await expect(rowOf(member, memberKey)).toBeVisible();
  await widget(member).getByRole('searchbox', { name: 'Search API keys' }).fill(adminKey);
  await expect(widget(member).getByText('No API keys found')).toBeVisible();
  expect(new URL(member.url()).searchParams.get('uak_q')).toBe(adminKey);
  expect(await validate(request, secret)).toMatchObject({ owner: { type: 'user' } });

  await admin.goto('/settings/personal-api-keys');
  await expect(rowOf(admin, memberKey)).toContainText('member@acme.test'.split('@')[0]!, {
    ignoreCase: true,
  });
  await revoke(admin, memberKey);
  expect(await validate(request, secret)).toBeNull();
  await adminContext.close();
  await memberContext.close();
});

test('keyboard only: create, copy and close; the dialogs are axe-clean in light, dark, narrow and wide', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  for (const [width, scheme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 860 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/settings/api-keys');
    await expect(widget(page)).toHaveAttribute('data-state', 'ready');
    await expectAccessible(page);
    const create = widget(page).getByRole('button', { name: 'Create API key' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.keyboard.type(unique('Keyboard key'));
    await expect(dialog.getByText('Read customers', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    const secretDialog = page.getByRole('dialog', { name: 'Copy your API key' });
    await expect(secretDialog).toBeVisible();
    await expectAccessible(page);
    // Tab to Copy from wherever focus starts in the dialog, then activate it.
    for (let step = 0; step < 6; step += 1) {
      const onCopy = await secretDialog
        .getByRole('button', { name: 'Copy' })
        .evaluate(
          (button) =>
            button.getRootNode() instanceof ShadowRoot &&
            (button.getRootNode() as ShadowRoot).activeElement === button,
        );
      if (onCopy) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(secretDialog).toBeHidden();
    await expect(create).toBeFocused();
  }
});

test("given 'Create API key' clicked before the dialogs' code arrived, should show a pending state, then the dialog with the focus in it", async ({
  page,
}) => {
  await openSignedIn(page, ADMIN_EMAIL);
  // Hold back the dialogs' chunk (fetched on intent: the click's pointer already asks for it); the
  // dashboard's build names it assets/api-keys-dialogs.on-intent-<hash>.js.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api-keys-dialogs\.on-intent-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/settings/api-keys');
  await expect(widget(page)).toHaveAttribute('data-state', 'ready');
  await widget(page).getByRole('button', { name: 'Create API key' }).click();
  await expect(widget(page).getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(widget(page).getByRole('status', { name: 'Loading…' })).toHaveCount(0);
});
