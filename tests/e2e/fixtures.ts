// Shared helpers for the end-to-end journeys: sign in through the hosted page, mint tokens in
// test mode, and check a screen with axe.
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { axeRun } from './axe-run';
import { startE2EServer, type E2EServer } from '../../scripts/e2e-server.mjs';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const ADMIN_EMAIL = 'admin@acme.test';
export const MEMBER_EMAIL = 'member@acme.test';
export const NEWCOMER_EMAIL = 'newcomer@acme.test';

/**
 * expect.poll's options for a wait on something the page does within a frame or two (an
 * attribute after a setAttribute, a token refreshed on load): a check every 16 ms. Its default
 * waits 100, 250, 500 then 1,000 ms between checks, so a change 20 ms away cost 100-350 ms (in
 * the widgets' accessibility file, 53 s of a 305 s run on one worker were locale switches; 29 s
 * so).
 */
export const QUICK_POLL = { intervals: [16] };

/** Fills the hosted sign-in page the browser is on and submits it. */
export async function submitHostedSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs in through the dashboard's /login and the hosted page, then waits until the code exchange is done. */
export async function signIn(
  page: Page,
  email = ADMIN_EMAIL,
  password = DEMO_PASSWORD,
  startPath = '/login',
): Promise<void> {
  await page.goto(startPath);
  await page.waitForURL(/\/user_management\/authorize/);
  await submitHostedSignIn(page, email, password);
  // Settle past /callback too: navigating while the code exchange runs would abort it.
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/user_management') && url.pathname !== '/callback',
  );
}

interface TestTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  user: { id: string; email: string };
  organizationId: string | null;
}

/** A new session's tokens from the test-mode route, and the origin of the server that made them. */
async function mintTokens(
  request: APIRequestContext,
  email: string,
  organizationId?: string,
): Promise<{ tokens: TestTokens; origin: string }> {
  const response = await request.post('/_test/token', {
    data: { email, ...(organizationId ? { organizationId } : {}) },
  });
  expect(response.ok()).toBe(true);
  return { tokens: (await response.json()) as TestTokens, origin: new URL(response.url()).origin };
}

/** Real signed tokens for a seeded user, from the test-mode route. */
export async function testToken(
  request: APIRequestContext,
  email = ADMIN_EMAIL,
  organizationId?: string,
): Promise<TestTokens> {
  return (await mintTokens(request, email, organizationId)).tokens;
}

const seededContexts = new WeakSet<BrowserContext>();

/**
 * Opens `path` already signed in as `email`, as a returning user's browser does, without the
 * hosted sign-in's round trips: a session from the test-mode route goes into the dashboard's
 * storage before its first script runs, and the page's load refreshes it like any stored
 * session. Seeded once per browser context (a later load keeps the rotated refresh token; a
 * signed-out page stays signed out). Resolves once that first refresh is stored. For tests whose
 * subject is not the hosted sign-in, which `signIn` and auth-sign-in.spec.ts cover.
 */
export async function openSignedIn(page: Page, email = ADMIN_EMAIL, path = '/'): Promise<void> {
  if (seededContexts.has(page.context())) throw new Error('openSignedIn: one per browser context');
  seededContexts.add(page.context());
  const { tokens, origin } = await mintTokens(page.request, email);
  const { accessToken, refreshToken, user, organizationId } = tokens;
  await page.context().addInitScript(
    ({ origin, session }) => {
      if (location.origin !== origin || localStorage.getItem('e2e:session-seeded')) return;
      localStorage.setItem('loyalty-auth:session', session);
      localStorage.setItem('e2e:session-seeded', '1');
    },
    { origin, session: JSON.stringify({ accessToken, refreshToken, user, organizationId }) },
  );
  await page.goto(path);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const raw = localStorage.getItem('loyalty-auth:session');
          return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : null;
        }),
      QUICK_POLL,
    )
    .not.toBe(accessToken);
}

/**
 * Fails on serious or critical axe violations in the page, shadow roots included. Floating UI's
 * focus guards (tabbable spans with aria-hidden that only pass focus on) are a documented false
 * positive of aria-hidden-focus (floating-ui #2462, axe-core #4832) and are the one exception.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const results = await axeRun(page, include ? { include } : {});
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !(
            violation.id === 'aria-hidden-focus' &&
            node.html.includes('data-floating-ui-focus-guard')
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Each worker's own server and database (scripts/e2e-server.mjs), started when the worker starts
 * and stopped when it ends: every page, context and request of its tests goes there (baseURL),
 * so faults, test settings and data one test sets are never seen by a test on another worker.
 */
export const test = base.extend<object, { e2eServer: E2EServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startE2EServer(workerInfo.parallelIndex);
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.url),
});
export { expect };

/**
 * The toast is styled and announced as an error: data-type error, the danger background and
 * text colour of the current theme (not the plain toast's), an icon, and its title in an alert.
 */
export async function expectErrorToast(toast: Locator, title: string): Promise<void> {
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(toast.getByRole('alert')).toHaveText(title);
  await expect(toast.locator('[data-icon] svg')).toBeVisible();
  const colours = await toast.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--red-3)';
    probe.style.color = 'var(--red-11)';
    element.append(probe);
    const expected = getComputedStyle(probe);
    const actual = getComputedStyle(element);
    const result = {
      background: actual.backgroundColor,
      expectedBackground: expected.backgroundColor,
      color: actual.color,
      expectedColor: expected.color,
    };
    probe.remove();
    return result;
  });
  expect(colours.background).toBe(colours.expectedBackground);
  expect(colours.color).toBe(colours.expectedColor);
}
