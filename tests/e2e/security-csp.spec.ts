// The strict Content-Security-Policy in a real browser (issue #15): every page the server
// serves — the dashboard's screens (found by following its links, so new screens join), the
// widget demos (found from the demo index), the hosted sign-in, the admin portal and the mail
// outbox — loads with no CSP violation, and the widgets on them still render. Violations are
// collected from `securitypolicyviolation` events and from the console.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, signIn, testToken } from './fixtures';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding(
    '__reportCspViolation',
    ({ frame }, violation: Omit<Violation, 'page'>) => {
      violations.push({ page: frame.url(), ...violation });
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: object) => void })
        .__reportCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({
        page: page.url(),
        directive: 'console',
        blocked: '',
        sample: message.text(),
      });
  });
  return violations;
}

/** Same-origin links on the page that lead to other dashboard screens. */
async function dashboardLinks(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) =>
        url.origin === new URL(page.url()).origin &&
        !/^\/(user_management|admin-portal|_dev|_test|demo|widgets|api|sso)\b/.test(url.pathname) &&
        url.pathname !== '/callback' &&
        url.pathname !== '/login',
    )
    .map((url) => url.pathname);
}

/** Every custom element on the page with a shadow root has rendered something into it. */
async function expectWidgetsRendered(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((element) => element.localName.includes('-') && element.shadowRoot)
            .filter((element) => (element.shadowRoot?.childElementCount ?? 0) === 0)
            .map((element) => element.localName),
        ),
      { timeout: 10_000 },
    )
    .toEqual([]);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectWidgetsRendered(page);
}

test.describe('strict Content-Security-Policy', () => {
  test('every dashboard screen loads with no violation and its widgets render', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const violations = await collectViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await signIn(page, ADMIN_EMAIL); // The hosted sign-in page is checked on the way.

    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");

    const seen = new Set<string>();
    const queue = ['/'];
    while (queue.length > 0 && seen.size < 60) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(path);
      await settle(page);
      for (const link of await dashboardLinks(page)) if (!seen.has(link)) queue.push(link);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen]).toContain('/settings/user-management');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every widget demo loads with no violation and its widgets render', async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto('/demo/');
    const demos = await page.evaluate(() =>
      [...document.querySelectorAll('a[href$=".html"]')].map(
        (anchor) => new URL((anchor as HTMLAnchorElement).href).pathname,
      ),
    );
    expect(demos.length).toBeGreaterThan(0);
    for (const demo of new Set(demos)) {
      const response = await page.goto(demo);
      expect(response?.headers()['content-security-policy'] ?? '').toContain("script-src 'self'");
      await settle(page);
    }
    expect(violations).toEqual([]);
  });

  test('the admin portal, the mail outbox and the signed-out page load with no violation', async ({
    page,
    request,
  }) => {
    const violations = await collectViolations(page);
    const { accessToken } = await testToken(request, ADMIN_EMAIL);
    for (const intent of ['sso', 'domain_verification']) {
      const generated = await request.post(
        `/_widgets/admin-portal/generate-link?intent=${intent}`,
        {
          headers: { authorization: `Bearer ${accessToken}` },
        },
      );
      expect(generated.ok()).toBe(true);
      await page.goto(((await generated.json()) as { link: string }).link);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/_dev/mail');
    await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
    await page.goto('/user_management/sessions/logout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
