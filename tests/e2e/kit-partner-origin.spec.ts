// Issue #26 item 12: a partner page on an origin the server does not list in ALLOWED_ORIGINS.
// The kit's files are public, so widgets.js and its chunks load from this server (module scripts
// are CORS requests); the widget API still refuses the origin, and the widget says so, naming
// the page's origin and the setting, instead of leaving a blank page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, testToken } from './fixtures';

/** Serves one page on a loopback port of its own: another origin than the API's. */
async function partnerServer(html: string): Promise<{ origin: string; close: () => void }> {
  // A real server, not a routed answer: Chromium keeps pages of unknown address space from
  // loading anything from loopback addresses.
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test('given a partner page whose origin is not allowed, should load the kit and name ALLOWED_ORIGINS in the widget', async ({
  page,
  request,
  baseURL,
}) => {
  const { accessToken } = await testToken(request);
  const api = new URL(baseURL!);
  const partner =
    await partnerServer(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
    <script type="module" src="${api.origin}/widgets/widgets.js"></script></head>
    <body><main><user-profile api-hostname="${api.hostname}" api-port="${api.port}" api-https="false"></user-profile></main>
    <script type="module">
      const element = document.querySelector('user-profile');
      element.authToken = ${JSON.stringify(accessToken)};
      element.addEventListener('error', (event) => (window.kitError = event.detail.message));
    </script></body></html>`);
  try {
    await page.goto(`${partner.origin}/portal.html`);
    await expect
      .poll(() => page.evaluate(() => Boolean(customElements.get('user-profile'))))
      .toBe(true);
    const widget = page.locator('user-profile');
    await expect(widget.getByText('Error fetching data')).toBeVisible();
    const expected = `This page (${partner.origin}) may not be allowed to call ${api.origin}: the service's ALLOWED_ORIGINS setting must list its origin.`;
    await expect(widget.getByText(expected, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as { kitError?: string }).kitError)).toContain(
      'ALLOWED_ORIGINS',
    );
  } finally {
    partner.close();
  }
});
