// Issue #13 item 9: /favicon.ico serves the product icon, and the hosted sign-in page is set in
// the dashboard's type (the font stack and body size of src/ui's tokens).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, pkcePair } from './sign-in';
import { startTestServer, type TestServer } from './test-server';

/** A font stack with quotes and spaces normalised, for comparing two spellings of it. */
const normalizeStack = (stack: string) =>
  stack
    .split(',')
    .map((font) => font.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean)
    .join(',');

/** The default font stack of the UI tokens: the fallback of `--_font-family` in tokens.css. */
function tokenFontStack(): string {
  const css = fs.readFileSync('src/ui/styles/tokens.css', 'utf8');
  const match = /--_font-family,([^)]*)\)/.exec(css);
  if (!match) throw new Error('no --_font-family fallback in tokens.css');
  return normalizeStack(match[1]!);
}

describe('shell assets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('given /favicon.ico, should answer the product icon as an ICO that browsers may cache', async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });

  it('given the hosted sign-in page, should use the font stack and body size of the dashboard tokens', async () => {
    const { challenge } = pkcePair();
    const page = await (await fetch(authorizeUrl(server, { code_challenge: challenge }))).text();
    const body = /(?:^|\n)body\{([^}]*)\}/.exec(page)?.[1] ?? '';
    const declarations = Object.fromEntries(
      body.split(';').map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
    );
    expect(normalizeStack(declarations['font-family'] ?? '')).toBe(tokenFontStack());
    expect(declarations['font-size']).toBe('14px');
    expect(declarations['line-height']).toBe('20px');
  });
});
