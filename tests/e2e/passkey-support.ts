// Passkey helpers of the e2e suites: Chromium's virtual authenticator (CDP) and the e-mail code
// that verifies identity before a passkey is added or removed.
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addVirtualAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export const setUserVerified = (authenticator: Authenticator, isUserVerified: boolean) =>
  authenticator.cdp.send('WebAuthn.setUserVerified', {
    authenticatorId: authenticator.authenticatorId,
    isUserVerified,
  });

/** The six-digit code of the latest verification e-mail to `email` sent since `after`. */
export async function latestCode(request: APIRequestContext, email: string, after: number) {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as {
        data: { subject: string; kind: string; createdAt: string }[];
      };
      const mail = data.find(
        (item) => item.kind === 'verification-code' && Date.parse(item.createdAt) >= after - 1000,
      );
      code = /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

export async function verifyByCode(page: Page, request: APIRequestContext, email: string) {
  const verify = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(verify).toBeVisible();
  const sentAt = Date.now();
  await verify.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(request, email, sentAt);
  await verify.getByRole('textbox').first().focus();
  await page.keyboard.type(code);
}

/** The Passkeys row of <user-security> (English name). */
export const passkeysRow = (widget: Locator) => widget.getByRole('region', { name: 'Passkeys' });
