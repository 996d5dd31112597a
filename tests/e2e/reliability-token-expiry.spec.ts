// The access token expires mid-session (test-mode lifetime of 12 s, just above the clients'
// 10 s refresh buffer): the dashboard and every catalogue widget on it refresh and go on, with
// no error shown, no widget request refused and no sign-in. One journey for the whole catalogue,
// not one per tag: each widget is open on its settings page in a browser context (and session)
// of its own, and one wait, past the expiry of the last-opened page's token, covers them all,
// instead of one 12 s wait per tag. A tag added to the catalogue joins it. With that lifetime
// each page refreshes about every 2 s, so its reloads often land while a refresh is in flight:
// the retry of a token the aborted request had rotated must get its successor (it once got a
// 409 and the tab was sent to sign in; tests/server/security-findings.test.ts pins it).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { widgets, type WidgetEntry } from '../catalogue';
import { claimsOf, defaultTestSettings, storedSession, testSettings } from './auth-helpers';
import { expect, signIn, test, testToken } from './fixtures';

test.afterEach(async ({ request }) => {
  await testSettings(request, defaultTestSettings);
});

/**
 * A browser context holding a new session of `email` as the dashboard keeps it on localhost (a
 * returning user's browser): its pages refresh on load, without the hosted sign-in's round trips.
 */
async function contextWithSession(
  request: APIRequestContext,
  newContext: (options: object) => Promise<BrowserContext>,
  origin: string,
  email: string,
): Promise<BrowserContext> {
  const { accessToken, refreshToken } = await testToken(request, email);
  const session = { accessToken, refreshToken, user: null, organizationId: null };
  return newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [{ name: 'loyalty-auth:session', value: JSON.stringify(session) }],
        },
      ],
    },
  });
}

const TABS_AT_ONCE = 3;

/**
 * Runs `work` on every item, at most `limit` at a time; the results in the items' order. The
 * first failure stops the start of further items and is thrown.
 */
async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    for (let index = next++; index < items.length && !failed; index = next++) {
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Loads the widget's page afresh, as a reload does but without the query string a state may
 * have left (a list's search lives there): its data is back, with no error and no sign-in.
 */
async function reloadAndCheck(page: Page, entry: WidgetEntry, after: string): Promise<void> {
  await page.goto(entry.settingsPath);
  await expect(
    entry.firstContent(page.locator(entry.tag)),
    `<${entry.tag}> after a reload (${after})`,
  ).toBeVisible();
  expect(new URL(page.url()).pathname, `<${entry.tag}> still on its page`).toBe(entry.settingsPath);
  await expect(page.getByText('Error fetching data')).toHaveCount(0);
  await expect(page.getByText(/Failed to load authentication token/)).toHaveCount(0);
}

test(`given ${widgets.map((entry) => `<${entry.tag}>`).join(', ')} on the dashboard while their tokens expire, should refresh and go on without a visible error`, async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000 + widgets.length * 10_000);
  await testSettings(request, { accessTokenTtlSeconds: 12 });
  const contexts: BrowserContext[] = [];
  const refused: string[] = [];
  try {
    // A few tabs at a time: they wait on the network and the server more than on the CPU.
    const tabs = await inTurns(widgets, TABS_AT_ONCE, async (entry, index) => {
      // The first tab signs in through the hosted page (its first token comes from the code
      // exchange); the others start from a session of their own already in their storage.
      const context =
        index === 0
          ? await browser.newContext()
          : await contextWithSession(
              request,
              (options) => browser.newContext(options),
              new URL(baseURL!).origin,
              entry.signInAs,
            );
      contexts.push(context);
      context.on('response', (response) => {
        if (response.url().includes('/_widgets/') && response.status() >= 400)
          refused.push(`<${entry.tag}>: ${response.status()} ${response.url()}`);
      });
      const page = await context.newPage();
      if (index === 0) await signIn(page, entry.signInAs, undefined, entry.settingsPath);
      else await page.goto(entry.settingsPath);
      await expect(entry.firstContent(page.locator(entry.tag))).toBeVisible();
      return { entry, page, context, token: (await storedSession(page))!.accessToken };
    });

    // Past the expiry of every page's first token, with the pages open: each has refreshed.
    for (const { page, token } of tabs) {
      await expect
        .poll(async () => (await storedSession(page))?.accessToken, { timeout: 20_000 })
        .not.toBe(token);
    }
    const last = Math.max(...tabs.map(({ token }) => claimsOf(token).exp * 1000));
    await tabs[0]!.page.waitForTimeout(Math.max(0, last - Date.now() + 500));

    // Each widget works on: its states, each reached (catalogue.ts) from the widget ready on a
    // freshly loaded page, need fresh requests; then a last reload. A finished tab is closed,
    // a few tabs at a time.
    await inTurns(tabs, TABS_AT_ONCE, async ({ entry, page, context }) => {
      const widget = page.locator(entry.tag);
      let reached: string | undefined;
      for (const state of entry.states.filter((candidate) => !candidate.faults).slice(0, 4)) {
        if (!state.reach) continue;
        if (reached) await reloadAndCheck(page, entry, `after ${reached}`);
        await state.reach({ page, widget });
        reached = state.name;
      }
      await reloadAndCheck(page, entry, reached ? `after ${reached}` : 'the last');
      await context.close();
    });
    expect(refused).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
