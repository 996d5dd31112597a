// The packed kit installed into each framework's host app (tests/interop/hosts/<host>), against
// the real server in Chromium. Every host renders two <users-management> elements with the
// framework's own bindings: the first organization's token as a string, the second's through an
// async function, `appearance` bound to state, `ready` and `member-invited` through the
// framework's event binding, and a button that unmounts and remounts both.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Request } from '@playwright/test';

const api = new URL(process.env.TEST_SERVER_URL ?? 'http://localhost:4100');
const hosts = (
  process.env.INTEROP_HOSTS ??
  'react,react-standalone,react-unsupported,preact,svelte,vue,solid,lit,html,angular,provider-widgets'
).split(',');
/** The host whose React the shared-React entry must refuse (its own test, below). */
const UNSUPPORTED = 'react-unsupported';
/** The provider's own widget package in a React app (hosts/provider-widgets), not the kit. */
const PROVIDER = 'provider-widgets';

interface RecordedEvent {
  id: string;
  type: string;
  detail: Record<string, unknown> | null;
}

async function token(email: string): Promise<string> {
  const response = await fetch(`${api.origin}/_test/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.ok, `POST /_test/token answered ${response.status}`).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The admin of an organization of their own (created once per run), and their token. */
let secondAdmin: { email: string; token: string } | undefined;
async function secondOrganizationAdmin(): Promise<{ email: string; token: string }> {
  if (secondAdmin) return secondAdmin;
  const email = `interop-${Date.now().toString(36)}@example.test`;
  const settings = (await (await fetch(`${api.origin}/_test/settings`)).json()) as {
    organizationProvisioningDelayMs: number;
  };
  const setDelay = (organizationProvisioningDelayMs: number) =>
    fetch(`${api.origin}/_test/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ organizationProvisioningDelayMs }),
    });
  await setDelay(0);
  try {
    const suffix = Date.now().toString(36).toUpperCase();
    const created = await fetch(`${api.origin}/api/organizations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await token(email)}`,
      },
      body: JSON.stringify({ name: `Interop ${suffix}`, code: `IO${suffix}`, tier: 'ENTERPRISE' }),
    });
    expect(created.ok, `creating the organization answered ${created.status}`).toBe(true);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = await token(email);
      const claims = JSON.parse(Buffer.from(candidate.split('.')[1]!, 'base64url').toString()) as {
        org_id?: string;
      };
      if (claims.org_id) return (secondAdmin = { email, token: candidate });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the second organization was not provisioned');
  } finally {
    await setDelay(settings.organizationProvisioningDelayMs);
  }
}

const widget = (page: Page, id: string) => page.locator(`users-management#${id}`);
const rows = (page: Page, id: string) => widget(page, id).locator('tbody tr');
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { interopEvents: RecordedEvent[] }).interopEvents);

/** Widget API requests (method, path and query, token) made while `action` runs. */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== api.origin || !url.pathname.startsWith('/_widgets/')) return;
    if (request.method() === 'OPTIONS') return;
    const auth = request.headers().authorization ?? '';
    seen.push(`${request.method()} ${url.pathname}${url.search} ${auth.slice(-12)}`);
  };
  page.on('request', listener);
  try {
    await action();
  } finally {
    page.off('request', listener);
  }
  return seen;
}

const duplicates = (requests: string[]) =>
  requests.filter((request, index) => requests.indexOf(request) !== index);

for (const host of hosts.filter((name) => name !== UNSUPPORTED && name !== PROVIDER)) {
  test(`${host}: tokens by property binding, bound appearance, events, remount, two organizations, a quiet console`, async ({
    page,
  }) => {
    const console: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        console.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
    const second = await secondOrganizationAdmin();
    const tokens = [await token('admin@acme.test'), second.token];
    await page.addInitScript(
      (config) => {
        (window as unknown as { interop: unknown }).interop = config;
      },
      { api: { hostname: api.hostname, port: api.port }, tokens },
    );

    const firstLoad = await requestsDuring(page, async () => {
      await page.goto(`/${host}/`);
      await test.step('1. the token as a string and as an async function renders each organization’s rows', async () => {
        await expect(widget(page, 'org-a')).toHaveAttribute('data-state', 'ready');
        await expect(widget(page, 'org-b')).toHaveAttribute('data-state', 'ready');
        await expect(rows(page, 'org-a').filter({ hasText: '@acme.test' }).first()).toBeVisible();
        await expect(rows(page, 'org-b').filter({ hasText: second.email })).toHaveCount(1);
        await expect(rows(page, 'org-b').filter({ hasText: '@acme.test' })).toHaveCount(0);
      });
    });
    expect(duplicates(firstLoad), 'a request was sent twice').toEqual([]);

    await test.step('3. the framework’s event binding got ready from both', async () => {
      await expect
        .poll(async () =>
          (await events(page))
            .filter((event) => event.type === 'ready')
            .map((event) => event.id)
            .sort(),
        )
        .toEqual(['org-a', 'org-b']);
    });

    await test.step('2. a bound appearance changed by the framework restyles the widgets', async () => {
      const base = widget(page, 'org-a').locator('[part="base"]').first();
      await expect(base).toHaveAttribute('data-appearance', 'light');
      const lightColor = await base.evaluate((element) => getComputedStyle(element).color);
      await page.locator('#appearance').click();
      await expect(base).toHaveAttribute('data-appearance', 'dark');
      await expect(widget(page, 'org-b').locator('[part="base"]').first()).toHaveAttribute(
        'data-appearance',
        'dark',
      );
      expect(await base.evaluate((element) => getComputedStyle(element).color)).not.toBe(
        lightColor,
      );
    });

    await test.step('3. the framework’s event binding gets member-invited with its detail', async () => {
      const email = `interop-${host}-${Date.now().toString(36)}@example.com`;
      await widget(page, 'org-a').getByRole('button', { name: 'Invite user' }).click();
      const dialog = widget(page, 'org-a').getByRole('dialog', { name: 'Invite user' });
      // Nothing that contains the open dialog is hidden from assistive technology.
      const hiddenAround = await dialog.evaluate((node) => {
        const hidden: string[] = [];
        for (let current: Node | null = node; current;) {
          if (current instanceof Element && current.getAttribute('aria-hidden') === 'true') {
            hidden.push(current.localName);
          }
          current = current instanceof ShadowRoot ? current.host : current.parentNode;
        }
        return hidden;
      });
      expect(hiddenAround, 'elements around the open dialog are aria-hidden').toEqual([]);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Send invite' }).click();
      await expect
        .poll(async () => (await events(page)).find((event) => event.type === 'member-invited'))
        .toMatchObject({ id: 'org-a', detail: { email } });
    });

    await test.step('4. unmount and remount renders again, each request once', async () => {
      await page.locator('#mount').click();
      await expect(page.locator('users-management')).toHaveCount(0);
      const remount = await requestsDuring(page, async () => {
        await page.locator('#mount').click();
        await expect(widget(page, 'org-a')).toHaveAttribute('data-state', 'ready');
        await expect(widget(page, 'org-b')).toHaveAttribute('data-state', 'ready');
        await expect(rows(page, 'org-a').filter({ hasText: '@acme.test' }).first()).toBeVisible();
        await expect(rows(page, 'org-b').filter({ hasText: second.email })).toHaveCount(1);
        await expect
          .poll(async () => (await events(page)).filter((event) => event.type === 'ready').length)
          .toBe(4);
      });
      expect(duplicates(remount), 'a request was sent twice on remount').toEqual([]);
    });

    await test.step('6. no console error or warning', async () => {
      expect(console).toEqual([]);
    });
  });
}

/** Tokens and API for a host (as the test above sets them), before the app starts. */
async function configure(page: Page): Promise<void> {
  const second = await secondOrganizationAdmin();
  const tokens = [await token('admin@acme.test'), second.token];
  await page.addInitScript(
    (config) => {
      (window as unknown as { interop: unknown }).interop = config;
    },
    { api: { hostname: api.hostname, port: api.port }, tokens },
  );
}

// Each copy of react-dom registers its renderer with React DevTools' hook (in production too):
// a stand-in hook counts them.
const countRenderers = () => {
  const renderers: string[] = [];
  (window as unknown as { reactRenderers: string[] }).reactRenderers = renderers;
  (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: (renderer: { version: string }) => renderers.push(renderer.version),
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
};

for (const [host, expected] of [
  ['react', 1],
  ['react-standalone', 2],
] as const) {
  test(`${host}: the app's React and the kit's widgets run ${expected === 1 ? 'on one React (shared-React entry)' : 'on two Reacts (widgets.js brings its own)'}`, async ({
    page,
  }) => {
    test.skip(!hosts.includes(host), `${host} was not built`);
    await configure(page);
    await page.addInitScript(countRenderers);
    await page.goto(`/${host}/`);
    await expect(widget(page, 'org-a')).toHaveAttribute('data-state', 'ready');
    await expect(widget(page, 'org-b')).toHaveAttribute('data-state', 'ready');
    // The app's own state still drives both widgets (one scheduler commits them).
    await page.locator('#appearance').click();
    for (const id of ['org-a', 'org-b']) {
      await expect(widget(page, id).locator('[part="base"]').first()).toHaveAttribute(
        'data-appearance',
        'dark',
      );
    }
    const renderers = await page.evaluate(
      () => (window as unknown as { reactRenderers: string[] }).reactRenderers,
    );
    expect(renderers, 'React renderers on the page').toHaveLength(expected);
  });
}

test(`${UNSUPPORTED}: the shared-React entry with react 18.3.1 shows the error state and says to use widgets.js`, async ({
  page,
}) => {
  test.skip(!hosts.includes(UNSUPPORTED), `${UNSUPPORTED} was not built`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_widgets/') && request.method() !== 'OPTIONS')
      widgetRequests.push(request.url());
  });
  await configure(page);
  await page.goto(`/${UNSUPPORTED}/`);
  await expect(widget(page, 'org-a')).toHaveAttribute('data-state', 'error');
  await expect
    .poll(() => errors.join('\n'))
    .toContain(
      '[widgets] The shared-React entry needs React ^19.0.0; this page has react 18.3.1 and react-dom 18.3.1.',
    );
  expect(errors.join('\n')).toContain('Load the standalone widgets.js instead');
  // Nothing rendered in the shadow root, nothing mounted with the wrong React.
  expect(
    await widget(page, 'org-a').evaluate((element) => element.shadowRoot?.childElementCount),
  ).toBe(0);
  // The loader's first reads may have left (they need no React); the widget sent nothing more.
  expect(widgetRequests.length).toBeLessThanOrEqual(2);
});

test(`${PROVIDER}: the provider’s AdminPortalAuditLogStreaming against our server (not set up, its portal link (log_streams), streaming with its last sync, not streaming, disabled), then its DirectorySync (none, set up in our portal and pushed to over SCIM: Okta, Connected, its counts and last sync)`, async ({
  page,
  context,
}) => {
  test.skip(!hosts.includes(PROVIDER), `${PROVIDER} was not built`);
  // A Generic HTTPS destination on this machine; it answers what the test tells it to.
  let answer = 200;
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      response.writeHead(answer, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  const problems: string[] = [];
  // The package's stylesheet draws destination icons from the provider's image hosts, which this
  // machine does not reach; those failed loads are left out. (Not stubbed with page.route: with
  // routing on, Chromium let the widget's requests through a CORS preflight our server refused.)
  const providerImages = /^https:\/\/(images\.workoscdn\.com|cdn\.workos\.com)\//;
  // The provider's DirectorySync sends its first reads before its token function has answered,
  // with no Authorization header (the defect the kit avoids); our 401s to those are checked
  // below, not counted as the page's problems.
  const tokenless: string[] = [];
  page.on('console', (message) => {
    if (providerImages.test(message.location().url)) return;
    if (tokenless.includes(message.location().url) && message.text().includes('status of 401'))
      return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A reload cancels what is still loading; only a load that failed is a problem.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED' && !providerImages.test(request.url()))
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  const answers: { method: string; path: string; status: number; type?: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== api.origin || response.request().method() === 'OPTIONS') return;
    if (response.status() === 401 && !response.request().headers().authorization)
      tokenless.push(response.url());
    answers.push({
      method: response.request().method(),
      path: `${url.pathname}${url.search}`,
      status: response.status(),
      type: response.request().headers()['workos-widgets-type'],
    });
  });
  try {
    // The second organization is new in every run: it has no stream yet.
    await configure(page);
    await page.goto(`/${PROVIDER}/`);
    const root = page.locator('[data-woswidgets-widget]');

    await test.step('no stream: "You haven’t set up Log Streams yet." and the set-up button', async () => {
      await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
      await expect(root).toContainText("You haven't set up Log Streams yet.");
      expect(answers).toContainEqual({
        method: 'GET',
        path: '/_widgets/admin-portal/audit-log-stream',
        status: 200,
        type: 'admin-portal-audit-log-streaming',
      });
    });

    let link = '';
    await test.step('its button asks generate-link (intent log_streams, 201) and opens our portal, where the stream is set up', async () => {
      const popup = context.waitForEvent('page');
      const generated = page.waitForResponse((response) =>
        response.url().includes('/_widgets/admin-portal/generate-link'),
      );
      await root.getByRole('button', { name: 'Set up Log Streams' }).click();
      const response = await generated;
      expect(new URL(response.url()).search).toBe('?intent=log_streams');
      expect(response.status()).toBe(201);
      link = ((await response.json()) as { link: string }).link;
      const portal = await popup;
      await portal.waitForURL(/\/admin-portal\/log-streams/);
      await portal.getByText('Generic HTTPS', { exact: true }).click();
      await portal.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${receiverPort}/intake`);
      await portal.getByRole('button', { name: 'Save Generic HTTPS stream' }).click();
      await expect(portal.getByRole('button', { name: 'Send test event' })).toBeVisible();
      await portal.close();
      // The widget keeps the link: the button is now a link to it, no second request.
      await expect(root.getByRole('link', { name: 'Set up Log Streams' })).toHaveAttribute(
        'href',
        link,
      );
    });

    await test.step('the saved stream’s own audit event reaches the receiver; the widget shows Streaming, Generic HTTPS and its last sync', async () => {
      await expect.poll(() => received.length).toBeGreaterThan(0);
      await page.reload();
      await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
      await expect(root).toContainText('Streaming');
      await expect(root).toContainText('Generic HTTPS');
      await expect(root).toContainText(/Last sync (now|\d+ seconds? ago|in \d+ seconds?)/);
      await expect(root.getByRole('button', { name: 'Manage' })).toBeVisible();
    });

    await test.step('the destination refuses the credentials (401): Not streaming and the credentials message', async () => {
      answer = 401;
      // Manage asks for a new link (each link opens one portal session).
      const popup = context.waitForEvent('page');
      await root.getByRole('button', { name: 'Manage' }).click();
      const portal = await popup;
      await portal.waitForURL(/\/admin-portal\/log-streams/);
      const before = received.length;
      await portal.getByRole('button', { name: 'Save Generic HTTPS stream' }).click();
      await expect(portal.getByRole('button', { name: 'Send test event' })).toBeVisible();
      await portal.close();
      await expect.poll(() => received.length).toBeGreaterThan(before);
      await expect
        .poll(async () => {
          await page.reload();
          await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
          return root.textContent();
        })
        .toContain('Not streaming');
      await expect(root).toContainText(
        'The credentials provided are incorrect or missing. Please review and update your log stream configuration.',
      );
    });

    await test.step('the stream disabled in the portal: Setup in progress and Continue setup', async () => {
      const popup = context.waitForEvent('page');
      await root.getByRole('button', { name: 'Manage' }).click();
      const portal = await popup;
      await portal.waitForURL(/\/admin-portal\/log-streams/);
      await portal.getByRole('button', { name: 'Disable streaming' }).click();
      await expect(portal.getByRole('button', { name: 'Enable streaming' })).toBeVisible();
      await portal.close();
      await page.reload();
      await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
      await expect(root).toContainText('Setup in progress');
      await expect(root.getByRole('button', { name: 'Continue setup' })).toBeVisible();
    });

    await test.step('DirectorySync, none yet: "You haven’t set up a directory yet." and the list’s portal link', async () => {
      await page.goto(`/${PROVIDER}/?widget=directory-sync`);
      await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
      await expect(root).toContainText("You haven't set up a directory yet.");
      expect(answers).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          path: '/_widgets/directory-sync/directories',
          status: 200,
        }),
      );
      // The list's `link`: our portal's launch URL, which opens its directory page.
      await expect(root.getByRole('link', { name: /Set up directory/ })).toHaveAttribute(
        'href',
        new RegExp(`^${api.origin}/admin-portal/`),
      );
    });

    await test.step('DirectorySync after a directory is set up in our portal and a person is pushed over SCIM: its name, Connected and the counts', async () => {
      const popup = context.waitForEvent('page');
      await root.getByRole('link', { name: /Set up directory/ }).click();
      const portal = await popup;
      await portal.waitForURL(/\/admin-portal\/dsync/);
      await portal.getByLabel('Identity provider').selectOption('okta scim v2.0');
      await portal.getByRole('textbox', { name: 'Name' }).fill('Interop Okta');
      await portal.getByRole('button', { name: 'Create directory' }).click();
      const endpoint = await portal.locator('input[id^="endpoint-"]').inputValue();
      const scimToken = await portal.locator('input[id^="token-"]').inputValue();
      await portal.close();
      const email = `interop-dsync-${Date.now().toString(36)}@example.test`;
      const pushed = await fetch(`${endpoint}/Users`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${scimToken}`,
          'Content-Type': 'application/scim+json',
        },
        body: JSON.stringify({
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
          userName: email,
          name: { givenName: 'Ida', familyName: 'Interop' },
          emails: [{ primary: true, value: email, type: 'work' }],
          active: true,
        }),
      });
      expect(pushed.status).toBe(201);
      await page.reload();
      await expect(root).toHaveAttribute('data-woswidgets-widget-state', 'resolved');
      await expect(root).toContainText('Okta');
      await expect(root).toContainText('Connected');
      await expect(root).toContainText(/1 user ∙ 0 groups ∙ Last sync now/);
      await expect(root.getByRole('link', { name: /Manage/ })).toHaveAttribute(
        'href',
        new RegExp(`^${api.origin}/admin-portal/`),
      );
    });

    // Our server refused no request that carried the token.
    expect(answers.filter(({ status }) => status === 401).length).toBe(tokenless.length);
    expect(problems).toEqual([]);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
