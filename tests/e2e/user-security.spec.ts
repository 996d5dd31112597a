// <user-security> through /settings/security against the real server in test mode: change the
// password (every rule, then sign in with the new one), set up MFA after verifying by e-mail
// code from the outbox (TOTP computed from the returned secret), sign in through the hosted
// TOTP step, disable MFA, and a server fault that keeps what was typed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, MEMBER_EMAIL, expect, expectAccessible, signIn, test } from './fixtures';
import { leftCallback } from './auth-helpers';
import { latestCode } from './passkey-support';

const NEW_PASSWORD = 'Fresh-pass-2027';

async function openSecurity(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await leftCallback(page);
  await page.goto('/settings/security');
  const widget = page.locator('user-security');
  await expect(widget.getByRole('region', { name: 'Password' })).toBeVisible();
  return widget;
}

/** Sends a code from the verify step, reads it from the outbox and types it. */
async function verifyByCode(
  page: Page,
  request: APIRequestContext,
  verify: Locator,
  email: string,
) {
  const sentAt = Date.now();
  await verify.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(request, email, sentAt);
  await verify.getByRole('textbox').first().focus();
  await page.keyboard.type(code);
}

async function fillPasswords(dialog: Locator, current: string, next: string, confirm: string) {
  await dialog.getByLabel('Current password', { exact: true }).fill(current);
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(confirm);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

async function changePassword(widget: Locator, page: Page, from: string, to: string) {
  await widget.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await fillPasswords(dialog, from, to, to);
  await expect(dialog).toBeHidden();
}

test('given a member, should check every Change Password rule, change it and sign in with the new one', async ({
  page,
  request,
}) => {
  const widget = await openSecurity(page, MEMBER_EMAIL);
  await expect(widget.getByRole('region', { name: 'Password' })).toContainText('Last used');
  await widget.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Please enter your current password');
  await expect(dialog).toContainText('Please enter your new password');
  await expect(dialog).toContainText('Please confirm your new password');

  await fillPasswords(dialog, DEMO_PASSWORD, 'short', 'short');
  await expect(dialog).toContainText('Password must be at least 8 characters');
  await fillPasswords(dialog, DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
  await expect(dialog).toContainText('You cannot reuse your current password');
  await fillPasswords(dialog, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(dialog).toContainText('The new passwords you entered don’t match.');
  await fillPasswords(dialog, 'Wrong-pass-2026', NEW_PASSWORD, NEW_PASSWORD);
  await expect(dialog).toContainText('Your current password is incorrect. Please, try again.');
  await expectAccessible(page);

  // A server fault keeps what was typed and shows the message.
  await request.post('/_test/faults', {
    data: { method: 'POST', path: '/_widgets/UserProfile/update-password', status: 503, times: 1 },
  });
  await fillPasswords(dialog, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
  await expect(dialog.getByRole('alert').or(dialog.locator('.ui-callout'))).toBeVisible();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const again = await openSecurity(page, MEMBER_EMAIL, NEW_PASSWORD);
  // Put the demo password back for the other journeys.
  await changePassword(again, page, NEW_PASSWORD, DEMO_PASSWORD);
});

test('given a member, should verify by e-mail code, set up MFA, sign in with TOTP and disable it', async ({
  page,
  request,
}) => {
  const widget = await openSecurity(page, MEMBER_EMAIL);
  await widget.getByRole('button', { name: 'Set up authenticator app' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your identity' });
  await expectAccessible(page);
  const sentAt = Date.now();
  await verify.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(request, MEMBER_EMAIL, sentAt);
  await expectAccessible(page);

  // A wrong code first, typed digit by digit.
  const wrong = code === '000000' ? '111111' : '000000';
  await verify.getByRole('textbox').first().focus();
  await page.keyboard.type(wrong);
  await expect(verify).toContainText('Invalid code, please try again.');
  // Paste keeps digits only and submits itself.
  await verify.getByRole('textbox').first().focus();
  await page.evaluate(
    (text) => {
      const root = document.querySelector('user-security')!.shadowRoot!;
      const target = (root.activeElement ?? document.activeElement) as HTMLElement;
      const data = new DataTransfer();
      data.setData('text/plain', text);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    },
    `${code.slice(0, 3)}-${code.slice(3)}`,
  );

  const setup = page.getByRole('dialog', { name: 'Set up authenticator app' });
  await expect(
    setup.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // Drawn from the response's data, not fetched from anywhere.
  const qr = setup.getByRole('img', { name: 'QR code for your authenticator app' });
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  // Escape closes only the inner dialog and gives focus back to the button that opened it.
  const viewKey = setup.getByRole('button', { name: 'View setup key' });
  await viewKey.click();
  const keyDialog = page.getByRole('dialog', { name: 'Setup key' });
  await expect(keyDialog.getByRole('button', { name: 'Copy and close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(keyDialog).toBeHidden();
  await expect(setup).toBeVisible();
  await expect(viewKey).toBeFocused();
  await viewKey.press('Enter');
  const secret = ((await keyDialog.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expectAccessible(page);
  await keyDialog.getByRole('button', { name: 'Copy and close' }).click();
  await expect(setup.getByRole('status')).toHaveText('Copied');
  await setup.getByRole('button', { name: 'Next' }).click();

  const step2 = page.getByRole('dialog', { name: 'Get verification passcode' });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await step2.getByRole('textbox').first().focus();
  await page.keyboard.type(totp.generate() === '123456' ? '654321' : '123456');
  await expect(step2).toContainText('Invalid passcode, please try again');
  await expectAccessible(page);
  await step2.getByRole('textbox').first().focus();
  await page.keyboard.type(totp.generate());
  await expect(step2).toBeHidden();
  await expect(widget.getByRole('region', { name: 'Multi-factor authentication' })).toContainText(
    'Authenticator app',
  );

  // Sign out and back in through the hosted TOTP step.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(MEMBER_EMAIL);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  // A code is single-use (RFC 6238 §5.2) and setup spent this time step's code: sign in with the
  // next step's code, which the server accepts within its one step of clock drift.
  await page
    .getByLabel('Authentication code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
  await page.goto('/settings/security');
  const after = page.locator('user-security');
  await after.getByRole('button', { name: 'Disable' }).click();
  const verifyAgain = page.getByRole('dialog', { name: 'Verify your identity' });
  const sentAgain = Date.now();
  await verifyAgain.getByRole('button', { name: 'Send code' }).click();
  const code2 = await latestCode(request, MEMBER_EMAIL, sentAgain);
  await verifyAgain.getByRole('textbox').first().focus();
  await page.keyboard.type(code2);
  const confirm = page.getByRole('alertdialog', { name: 'Disable multi-factor authentication?' });
  await expectAccessible(page);
  await request.post('/_test/faults', {
    data: { method: 'DELETE', path: '/_widgets/UserProfile/totp-factors', status: 503, times: 1 },
  });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm.locator('.ui-callout')).toBeVisible();
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(after.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
});

test('given the passwordless demo user, should sign in by e-mail code and set a password after identity verification', async ({
  page,
  request,
}) => {
  const email = 'social@acme.test';
  await page.goto('/login');
  await page.waitForURL(/\/user_management\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(email);
  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Email me a sign-in code', exact: true }).click();
  let signInCode = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as {
        data: { subject: string; kind: string; createdAt: string }[];
      };
      const mail = data.find(
        (item) => item.kind === 'sign-in-code' && Date.parse(item.createdAt) >= askedAt - 1000,
      );
      signInCode = /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
      return signInCode;
    })
    .not.toBe('');
  await page.getByLabel('Sign-in code').fill(signInCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await leftCallback(page);
  await page.goto('/settings/security');

  const widget = page.locator('user-security');
  await expect(widget.getByRole('region', { name: 'Password' })).toContainText(
    'Set a password to access your account',
  );
  await widget.getByRole('button', { name: 'Set a password' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your identity' });
  await verifyByCode(page, request, verify, email);

  const dialog = page.getByRole('dialog', { name: 'Set New Password' });
  await expectAccessible(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('short');
  await save.click();
  await expect(dialog).toContainText('Password must be at least 8 characters');
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await save.click();
  await expect(dialog).toContainText('The passwords you entered don’t match.');

  await request.post('/_test/faults', {
    data: { method: 'POST', path: '/_widgets/UserProfile/create-password', status: 503, times: 1 },
  });
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await save.click();
  await expect(dialog.locator('.ui-callout')).toBeVisible();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  // The server finds the token lapsed (the request carries one it no longer accepts): what was
  // typed is kept, the widget says why and asks to verify again.
  await page.route(
    '**/_widgets/UserProfile/create-password',
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-elevated-access-token': 'lapsed-token' },
      }),
    { times: 1 },
  );
  await save.click();
  await expect(verify).toContainText('Your verification token has expired');
  await expectAccessible(page);
  // This time the verify response's expiresAt is 3 s away, so the token lapses in the browser.
  const grantedFor = 3000;
  await page.route(
    '**/_widgets/UserProfile/verify',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { expiresAt: string };
      await route.fulfill({
        response,
        json: { ...body, expiresAt: new Date(Date.now() + grantedFor).toISOString() },
      });
    },
    { times: 1 },
  );
  await verifyByCode(page, request, verify, email);
  const grantedAt = Date.now();
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await expect(dialog.getByLabel('Confirm new password', { exact: true })).toHaveValue(
    NEW_PASSWORD,
  );
  await page.waitForTimeout(Math.max(0, grantedAt + grantedFor + 500 - Date.now()));
  await save.click();
  await expect(verify).toContainText('Your verification token has expired');
  await expect(page.getByRole('dialog', { name: 'Set New Password' })).toHaveCount(0);

  // Verified again: Save without retyping succeeds.
  await verifyByCode(page, request, verify, email);
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(widget.getByRole('button', { name: 'Change' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openSecurity(page, email, NEW_PASSWORD);
});

// Issue #39 item 18: the widget's row headings follow the page's h1 without skipping a level
// (axe heading-order, a moderate finding expectAccessible does not fail on).
test('given /settings/security, should order the headings of the page and the widget without skipping a level', async ({
  page,
}) => {
  const widget = await openSecurity(page, MEMBER_EMAIL);
  await expect(widget.getByRole('heading', { name: 'Password' })).toBeVisible();
  const levels = await page.evaluate(() => {
    const found: number[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const element of root.querySelectorAll('*')) {
        const match = /^H([1-6])$/.exec(element.tagName);
        if (match) found.push(Number(match[1]));
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
  expect(levels).toContain(1);
  const jumps = levels.flatMap((level, index) =>
    index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
  expect(jumps).toEqual([]);
});
