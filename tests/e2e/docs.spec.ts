// The partner docs at /docs/: every page (found from the navigation, so a new tag's page is
// covered without editing this file) renders its live example inside the widget's shadow root
// and is axe-clean in light and dark at 375 px and 1280 px; the playground's snippet follows
// its controls; the framework snippets are the interop hosts' source.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { partnerSnippet } from '../../server/docs/framework-snippets';
import { QUICK_POLL, expect, expectAccessible, test } from './fixtures';
import { visitsFor, type Viewport } from './state-matrix';

async function docsPages(page: Page): Promise<string[]> {
  await page.goto('/docs/');
  const links = await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
  return [...new Set(links)];
}

/** Each live example is ready and shows content of its own in its shadow root. */
async function expectExamplesRendered(page: Page): Promise<number> {
  const examples = page.locator('[data-example]');
  const count = await examples.count();
  for (let index = 0; index < count; index += 1) {
    const example = examples.nth(index);
    await expect(example).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // Rendered (visible) text of the shadow root: a name, a row, a label, not an empty shell.
    const text = await example.evaluate((element) =>
      [...(element.shadowRoot?.children ?? [])]
        .map((child) => (child instanceof HTMLElement ? child.innerText : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(
      text.length,
      `text in the shadow root of <${await example.evaluate((element) => element.localName)}>`,
    ).toBeGreaterThan(3);
  }
  return count;
}

// Each page loads once and is checked at both widths and in both colour schemes, each pair of
// width and scheme in turn (state-matrix.ts's pairing: the one the page loads in and the one it
// switches to turn from page to page, so across the site every pair is seen, and loaded in).
const widths: Viewport[] = [375, 1280].map((width) => ({
  name: `${width} px`,
  width,
  height: 900,
  narrow: width < 640,
}));

test('every docs page renders its examples and is axe-clean at 375 px and 1280 px, light and dark', async ({
  page,
}) => {
  // Half the checks of the four passes this test replaces, which had 240 s each.
  test.setTimeout(480_000);
  const paths = await docsPages(page);
  const elementPages = paths.filter((path) => path.startsWith('/docs/elements/'));
  expect(elementPages.length).toBeGreaterThanOrEqual(6);
  expect(paths).toContain('/docs/playground');
  for (const markdown of ['/docs/guide', '/docs/measurements', '/docs/changes']) {
    expect(paths).toContain(markdown);
  }
  for (const [index, path] of paths.entries()) {
    const visits = visitsFor(index, { viewports: widths, locales: [] });
    await test.step(`${path} at ${visits.map((visit) => `${visit.viewport.name}, ${visit.theme}`).join(', then ')}`, async () => {
      for (const [number, { theme, viewport }] of visits.entries()) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: theme });
        if (number === 0) await page.goto(path);
        const examples = await expectExamplesRendered(page);
        // An element page and the playground each have one live example; the overview one per
        // framework; the Markdown pages (guide, measurements, changes) none.
        if (path.startsWith('/docs/elements/') || path === '/docs/playground') {
          expect(examples).toBe(1);
        }
        // The live examples follow the page's scheme.
        await expect
          .poll(
            () =>
              page
                .locator('[data-example]')
                .evaluateAll((elements) =>
                  elements.map((element) =>
                    element.shadowRoot?.querySelector('.ui-root')?.getAttribute('data-appearance'),
                  ),
                ),
            QUICK_POLL,
          )
          .toEqual(Array.from({ length: examples }, () => theme));
        await expect(page.locator('body')).toHaveCSS(
          'background-color',
          theme === 'dark' ? 'rgb(17, 18, 20)' : 'rgb(247, 248, 250)',
        );
        // Nothing but a code block or a table scrolls sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${viewport.name}, ${theme}`).toBeLessThanOrEqual(0);
        await expectAccessible(page);
      }
    });
  }
});

test('an element page lists attributes, properties, events with detail fields, parts and CSS properties with defaults', async ({
  page,
}) => {
  await page.goto('/docs/elements/users-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<users-management>');
  const attributes = page.getByRole('region', { name: 'Attributes of users-management' });
  await expect(attributes.getByRole('row', { name: /accent-color/ })).toContainText('indigo');
  await expect(attributes.getByRole('row', { name: /^radius/ })).toContainText('medium');
  const properties = page.getByRole('region', { name: 'Properties of users-management' });
  await expect(properties.getByRole('row', { name: /authToken/ })).toBeVisible();
  const events = page.getByRole('region', { name: 'Events of users-management' });
  await expect(events.getByRole('row', { name: /member-invited/ })).toContainText('email: string');
  await expect(events.getByRole('row', { name: /member-invited/ })).toContainText(
    'roles: string[]',
  );
  await expect(events.getByRole('row', { name: /^error/ })).toContainText('kind?: string');
  const parts = page.getByRole('region', { name: 'Parts of users-management' });
  await expect(parts.getByRole('row', { name: /invite-button/ })).toContainText(
    'users-management::part(invite-button)',
  );
  const css = page.getByRole('region', { name: 'CSS custom properties of users-management' });
  await expect(css.getByRole('row', { name: /--users-management-max-width/ })).toContainText(
    'none',
  );
  await expect(page.getByLabel('Usage of users-management')).toContainText(
    '<users-management></users-management>',
  );
});

// Issue #39 item 13: a signed-out visitor of a server that is not in test mode (its docs pages
// carry no data-test-tokens and it has no /_test/token, as in production) sees the status line,
// and neither the page nor its live example logs an error: the kit is not loaded without a token.
test('given a signed-out visitor, an element page says so and logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/_test/token', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/docs/elements/users-management', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/\sdata-test-tokens(="")?/g, '');
    await route.fulfill({ response, body });
  });
  await page.goto('/docs/elements/users-management');
  const status = page.locator('[data-example-status]');
  await expect(status).toHaveText(/Not signed in: sign in on the dashboard/);
  await expect(status).toHaveAttribute('data-state', 'error');
  expect(await page.evaluate(() => customElements.get('users-management'))).toBeUndefined();
  expect(errors).toEqual([]);
});

test("the playground's widget and snippet follow its controls", async ({ page }) => {
  await page.goto('/docs/playground');
  const snippet = page.locator('#playground-snippet');
  const widget = page.locator('[data-preview] > *');
  await expectExamplesRendered(page);
  await expect(snippet).toContainText('<users-management></users-management>');

  await page.getByLabel('Accent colour').selectOption('teal');
  await expect(snippet).toContainText('<users-management accent-color="teal"></users-management>');
  await expect(widget).toHaveAttribute('accent-color', 'teal');

  await page.getByLabel('Radius').selectOption('large');
  await page.getByLabel('Appearance').selectOption('dark');
  await page.getByLabel('Scaling').fill('110');
  await expect(snippet).toContainText(
    '<users-management appearance="dark" accent-color="teal" radius="large" scaling="110%"></users-management>',
  );
  await expect(widget).toHaveAttribute('scaling', '110%');

  await page.getByText('Per-element overrides').click();
  await page.locator('#override-primaryButton-variant').selectOption('soft');
  await page.locator('#override-badge-color').selectOption('neutral');
  const overrides = '{"primaryButton":{"variant":"soft"},"badge":{"color":"neutral"}}';
  await expect(snippet).toContainText(`elements='${overrides}'`);
  await expect(widget).toHaveAttribute('elements', overrides);

  await page.getByLabel('Element').selectOption('user-profile');
  await expect(snippet).toContainText('<user-profile appearance="dark"');
  await expect(page.locator('[data-preview] > user-profile')).toHaveAttribute(
    'accent-color',
    'teal',
  );
  await expectExamplesRendered(page);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(snippet).toContainText('<user-profile></user-profile>');
  await expectAccessible(page);
});

test('each framework snippet is generated from its interop host app, without its plumbing', async ({
  page,
}) => {
  await page.goto('/docs/');
  const origin = new URL(page.url()).origin;
  // [heading, host file, the code block's label when not the framework's one snippet]
  const hosts: [string, string, string?][] = [
    ['React 19', 'react/app.tsx'],
    ['React 19', 'react/main.tsx', 'React 19 snippet (react/main.tsx)'],
    ['React 19', 'react-standalone/main.tsx', 'React 19 snippet (react-standalone/main.tsx)'],
    ['Preact', 'preact/main.jsx'],
    ['Vue 3', 'vue/App.vue'],
    ['Svelte 5', 'svelte/App.svelte'],
    ['Angular', 'angular/src/main.ts'],
    ['Lit', 'lit/main.ts'],
    ['Solid', 'solid/main.tsx'],
    ['Plain HTML', 'html/index.html'],
  ];
  for (const [name, file, label = `${name} snippet`] of hosts) {
    const source = fs.readFileSync(`tests/interop/hosts/${file}`, 'utf8').trimEnd();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    const shown = await page.getByLabel(label, { exact: true }).textContent();
    expect(shown).toBe(
      partnerSnippet(source, `${origin}/widgets/widgets.js`, new URL(origin).hostname),
    );
    expect(shown).not.toMatch(/interop|config\.tokens|secondOrganizationToken|\brecord\b/);
  }
});

test('the changes page is CHANGELOG.md and the measurements page has its figures in scrolling tables', async ({
  page,
}) => {
  const changelog = fs.readFileSync('CHANGELOG.md', 'utf8');
  const entries = [...changelog.matchAll(/^### (.+)$/gm)].map((match) =>
    match[1]!.replace(/`/g, ''),
  );
  expect(entries.length).toBeGreaterThan(0);
  await page.goto('/docs/changes');
  await expect(page.getByRole('heading', { level: 1, name: 'Changes' })).toBeVisible();
  for (const entry of entries) {
    await expect(page.getByRole('heading', { level: 3, name: entry, exact: true })).toBeVisible();
  }
  await page.goto('/docs/measurements');
  await expect(page.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();
  const sizes = page.getByRole('region', { name: 'Table 1' });
  await expect(sizes.getByRole('columnheader', { name: 'Budget' })).toBeVisible();
  await expect(sizes.getByRole('row', { name: /all eight tags once idle/ })).toBeVisible();
});
