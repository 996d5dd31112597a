// Issue #39 item 14: what `npm start` prints before and in its banner holds only URLs that work:
// the PUBLIC_URL origin (the one sign-in redirects are registered for), never the bound
// 127.0.0.1 address Fastify's listen log would name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/test-server.mjs';
import { onPglite } from './test-server';

// The server it starts is a child process on PGlite whatever the layer (its own DATA_DIR): on
// PGlite only (test-server.ts onPglite).
describe.runIf(onPglite)('start-up output', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // Test mode with the development log level: Fastify logs its listen line as in `npm start`.
    server = await startServerProcess({ env: { LOG_LEVEL: 'info', HOST: '127.0.0.1' } });
  }, 120_000);
  afterAll(async () => server?.stop());

  it('given the server listening on 127.0.0.1 with PUBLIC_URL localhost, should print only PUBLIC_URL', async () => {
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('is running at');
    const urls = server.output().match(/https?:\/\/[^\s"'/]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect([...new Set(urls)]).toEqual([server.url]);
  });
});
