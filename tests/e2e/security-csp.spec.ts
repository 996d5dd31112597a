// The strict Content-Security-Policy in a real browser (issue #15): every page the server
// serves — the dashboard's screens (found by following its links, so new screens join), the
// widget demos (found from the demo index), the hosted sign-in, the admin portal and the mail
// outbox — loads with no CSP violation, and the widgets on them still render. Violations are
// collected from `securitypolicyviolation` events and from the console.
import type { Page } from '@playwright/test';
import { defaultTestSettings, newUserEmail, testSettings } from './auth-helpers';
import { ADMIN_EMAIL, QUICK_POLL, expect, signIn, test, testToken } from './fixtures';

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
      { timeout: 10_000, ...QUICK_POLL },
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

    // One visit per screen: paths that differ only in a record's id (each customer's page) are
    // the same screen, served and built alike.
    const screenOf = (path: string) => path.replace(/\/[a-z]+_[a-z0-9]+(?=\/|$)/g, '/:id');
    const seen = new Set<string>();
    const queue = ['/'];
    while (queue.length > 0 && seen.size < 60) {
      const path = queue.shift()!;
      if (seen.has(screenOf(path))) continue;
      seen.add(screenOf(path));
      await page.goto(path);
      await settle(page);
      for (const link of await dashboardLinks(page))
        if (!seen.has(screenOf(link))) queue.push(link);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(seen.size, 'the crawl stopped at its limit').toBeLessThan(60);
    expect([...seen]).toContain('/settings/user-management');
    expect([...seen]).toContain('/customers/:id');
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

test.describe('script payloads', () => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

  test.afterEach(async ({ request }) => {
    await testSettings(request, defaultTestSettings);
  });

  test('names and organization names with markup show as text in the dashboard and the widgets', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const violations = await collectViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await testSettings(request, {
      userProvisioningDelayMs: 500,
      organizationProvisioningDelayMs: 500,
    });

    await page.goto('/login');
    await page.waitForURL(/\/user_management\/authorize/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('First name').fill(`Eve ${payload}`);
    await page.getByLabel('Last name').fill(payload);
    await page.getByLabel('Email').fill(newUserEmail('xss'));
    await page.getByLabel(/^password$/i).fill('Payload-pass-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/onboarding\/organization$/, { timeout: 30_000 });

    const organizationName = `Org ${payload}`;
    await page.getByLabel('Organization name').fill(organizationName);
    await page.getByLabel('Organization code').fill(`XSS_${Date.now()}`);
    await page.getByRole('radio', { name: /^Base,/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 40_000 });
    await expect(page.getByTestId('organization-label')).toContainText(organizationName);

    await page.goto('/settings/user-management');
    await expect(page.locator('users-management').getByText(`Eve ${payload}`).first()).toBeVisible({
      timeout: 15_000,
    });
    await settle(page);

    // Nothing of the markup became an element (locators pierce shadow roots) or ran.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
  });
});
