// Issue #39 item 10: the kit is not on a registry, so the server serves its packed tarball at a
// stable URL and the docs' install step installs from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPglite, startTestServer, type TestServer } from './test-server';

/** The file names of a tar archive (ustar headers: a name in the first 100 bytes of each). */
function tarEntries(archive: Buffer): Map<string, string> {
  const entries = new Map<string, string>();
  let offset = 0;
  while (offset + 512 <= archive.length) {
    const header = archive.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, ''), 8);
    const start = offset + 512;
    entries.set(name, archive.subarray(start, start + size).toString('utf8'));
    offset = start + Math.ceil(size / 512) * 512;
  }
  return entries;
}

// Packing and serving files, nothing of the database: on PGlite only (test-server.ts onPglite).
describe.runIf(onPglite)('the kit tarball (issue #39 item 10)', () => {
  let server: TestServer;
  let kitDir: string;
  beforeAll(async () => {
    // A stand-in for the built kit, so the test does not depend on a build.
    kitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-'));
    fs.writeFileSync(
      path.join(kitDir, 'package.json'),
      JSON.stringify({ name: '@loyalty-console/account-widgets', version: '0.1.0' }),
    );
    fs.writeFileSync(path.join(kitDir, 'widgets.js'), 'export {};\n');
    fs.writeFileSync(
      path.join(kitDir, 'custom-elements.json'),
      JSON.stringify({ schemaVersion: '1.0.0', modules: [] }),
    );
    server = await startTestServer({}, { widgetsDir: kitDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(kitDir, { recursive: true, force: true });
  });

  it('given the built kit, should serve it packed at /downloads/account-widgets.tgz', async () => {
    const response = await fetch(`${server.url}/downloads/account-widgets.tgz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toContain(
      'loyalty-console-account-widgets-0.1.0.tgz',
    );
    const entries = tarEntries(gunzipSync(Buffer.from(await response.arrayBuffer())));
    expect(JSON.parse(entries.get('package/package.json')!).name).toBe(
      '@loyalty-console/account-widgets',
    );
    expect(entries.get('package/widgets.js')).toBe('export {};\n');
  });

  it('given the docs, should install from that URL on the overview and the getting-started page', async () => {
    for (const page of ['/docs/', '/docs/getting-started']) {
      const text = await (await fetch(`${server.url}${page}`)).text();
      expect(text, page).toMatch(/npm install https?:\/\/[^\s<]+\/downloads\/account-widgets\.tgz/);
      expect(text, page).not.toContain('npm install @loyalty-console/account-widgets');
    }
  });
});
