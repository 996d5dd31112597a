// The access token expires mid-session (test-mode lifetime of 12 s, just above the clients'
// 10 s refresh buffer): the dashboard and every catalogue widget on it refresh and go on, with
// no error shown and no widget request refused.
import { widgets } from '../catalogue';
import { claimsOf, defaultTestSettings, storedSession, testSettings } from './auth-helpers';
import { expect, signIn, test } from './fixtures';

test.afterEach(async ({ request }) => {
  await testSettings(request, defaultTestSettings);
});

for (const entry of widgets) {
  test(`given <${entry.tag}> on the dashboard while its token expires, should refresh and go on without a visible error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await testSettings(request, { accessTokenTtlSeconds: 12 });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_widgets/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, entry.signInAs, undefined, entry.settingsPath);
    const widget = page.locator(entry.tag);
    await expect(entry.firstContent(widget)).toBeVisible();
    const first = (await storedSession(page))!.accessToken;

    // Past the first token's expiry, with the page open.
    await expect
      .poll(async () => (await storedSession(page))?.accessToken, { timeout: 20_000 })
      .not.toBe(first);
    await page.waitForTimeout(Math.max(0, claimsOf(first).exp * 1000 - Date.now() + 500));

    // The widget works on: a state change that needs fresh requests.
    for (const state of entry.states.filter((candidate) => !candidate.faults).slice(0, 4)) {
      await page.keyboard.press('Escape');
      await state.reach?.({ page, widget });
    }
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(entry.firstContent(widget)).toBeVisible();
    await expect(page.getByText('Error fetching data')).toHaveCount(0);
    await expect(page.getByText(/Failed to load authentication token/)).toHaveCount(0);
    expect(refused).toEqual([]);
  });
}
