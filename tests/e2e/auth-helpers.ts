// Helpers for the sign-in, onboarding, organization and settings journeys: read the session the
// dashboard's auth client keeps (dev mode on localhost), sign up through the hosted page, and
// change the server's test-mode delays.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn } from './fixtures';

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; externalId: string | null };
}

export interface TokenClaims {
  sid: string;
  sub: string;
  org_id?: string;
  role?: string;
  permissions?: string[];
  exp: number;
}

/** The session the auth client stored in localStorage (dev mode: the page runs on localhost). */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('loyalty-auth:session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

export function claimsOf(accessToken: string): TokenClaims {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

/** Claims of the access token the page currently holds. */
export async function currentClaims(page: Page): Promise<TokenClaims> {
  const session = await storedSession(page);
  expect(session, 'the dashboard should hold a session').not.toBeNull();
  return claimsOf(session!.accessToken);
}

/** Sets the server's test-mode delays / token lifetime (they live in the database). */
export async function testSettings(
  request: APIRequestContext,
  settings: {
    userProvisioningDelayMs?: number;
    organizationProvisioningDelayMs?: number;
    accessTokenTtlSeconds?: number;
  },
): Promise<void> {
  const response = await request.post('/_test/settings', { data: settings });
  expect(response.ok()).toBe(true);
}

/** The server's defaults, restored after tests that change them. */
export const defaultTestSettings = {
  userProvisioningDelayMs: 3000,
  organizationProvisioningDelayMs: 4000,
  accessTokenTtlSeconds: 300,
};

/** A fresh e-mail address for a new user. */
export const newUserEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** From the dashboard's /login, follows the hosted page's Sign up link and creates an account. */
export async function signUpThroughHostedPage(
  page: Page,
  email: string,
  startPath = '/login',
): Promise<void> {
  await page.goto(startPath);
  await page.waitForURL(/\/user_management\/authorize/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await leftCallback(page);
}

/** Waits until the dashboard has exchanged the code (/callback) and moved on to the return path. */
export async function leftCallback(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
}

/**
 * fixtures.signIn, then also waits for the code exchange: navigating away from /callback too
 * early would abort it and lose the session.
 */
export async function signInAndSettle(
  page: Page,
  email: string,
  startPath = '/login',
): Promise<void> {
  await signIn(page, email, undefined, startPath);
  await leftCallback(page);
}

/** Memberships as the product API returns them for the page's current token. */
export async function membershipsOf(page: Page, request: APIRequestContext) {
  const session = await storedSession(page);
  const response = await request.get('/api/idp/organization-memberships', {
    headers: { authorization: `Bearer ${session!.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: Array<{
        organizationId: string;
        name: string;
        code: string;
        tier: string;
        organizationEnvironments: Array<{ idpOrganizationId: string | null }>;
      }>;
    }
  ).data;
}
