// Accessibility of every dashboard screen in the catalogue (tests/catalogue.ts) and of the
// sign-in and onboarding screens: axe (no serious or critical violation) in light at 1280 px and
// in dark at 640 px wide (a 1280 px screen at 200 % zoom), where the page must not scroll sideways.
import type { Browser, Page } from '@playwright/test';
import { dashboardRoutes, widgetOn, type DashboardRoute } from '../catalogue';
import { expectNoHorizontalScroll } from './a11y-support';
import {
  defaultTestSettings,
  newUserEmail,
  signUpThroughHostedPage,
  testSettings,
} from './auth-helpers';
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

const variants = [
  { name: 'light at 1280 px', theme: 'light', viewport: { width: 1280, height: 900 } },
  { name: 'dark at 200 % zoom (640 px)', theme: 'dark', viewport: { width: 640, height: 450 } },
] as const;

type Variant = (typeof variants)[number];

async function signedInPage(browser: Browser, variant: Variant, email: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: variant.viewport,
    colorScheme: variant.theme,
  });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), variant.theme);
  const page = await context.newPage();
  await openSignedIn(page, email);
  return page;
}

async function showRoute(page: Page, route: DashboardRoute): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
  const entry = widgetOn(route.path);
  if (entry && !route.as) {
    const widget = page.locator(entry.tag);
    await expect(widget).toHaveAttribute('data-state', 'ready');
    await expect(entry.firstContent(widget)).toBeVisible();
  }
}

for (const variant of variants) {
  test.describe(`dashboard screens, ${variant.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const pages = new Map<string, Page>();

    test.afterAll(async () => {
      for (const page of pages.values()) await page.context().close();
    });

    for (const route of dashboardRoutes) {
      const as = route.as ?? ADMIN_EMAIL;
      test(`given ${route.path} as ${as}, should pass axe${variant.theme === 'dark' ? ' and not scroll sideways' : ''}`, async ({
        browser,
      }) => {
        let page = pages.get(as);
        if (!page) {
          page = await signedInPage(browser, variant, as);
          pages.set(as, page);
        }
        await showRoute(page, route);
        await expectAccessible(page);
        if (variant.theme === 'dark') await expectNoHorizontalScroll(page, route.path);
      });
    }
  });

  test(`given the sign-in and onboarding screens in ${variant.name}, should pass axe${variant.theme === 'dark' ? ' and not scroll sideways' : ''}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await testSettings(request, {
      userProvisioningDelayMs: 2500,
      organizationProvisioningDelayMs: 2500,
    });
    const context = await browser.newContext({
      viewport: variant.viewport,
      colorScheme: variant.theme,
    });
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), variant.theme);
    const page = await context.newPage();
    const check = async (where: string) => {
      await expectAccessible(page);
      if (variant.theme === 'dark') await expectNoHorizontalScroll(page, where);
    };
    try {
      await page.goto('/login');
      await page.waitForURL(/\/user_management\/authorize/);
      await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
      await check('hosted sign-in');

      await signUpThroughHostedPage(page, newUserEmail('a11y'), '/');
      await expect(page.getByRole('heading', { name: 'Initializing Your Account' })).toBeVisible();
      await check('/onboarding/initializing');

      await page.waitForURL(/\/onboarding\/organization$/, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Create organization' })).toBeVisible();
      await check('/onboarding/organization');

      await page.getByLabel('Organization name').fill(`A11y Org ${Date.now()}`);
      await page.getByRole('radio', { name: /^Base,/ }).check({ force: true });
      await page.getByRole('button', { name: 'Create organization' }).click();
      await expect(
        page.getByRole('heading', { name: 'Setting Up Your Organization' }),
      ).toBeVisible();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toHaveCSS('opacity', '1');
      await check('/onboarding/processing');
    } finally {
      await context.close();
      await testSettings(request, defaultTestSettings);
    }
  });
}
