// The two script files of the sign-in page, served from this server so the page's policy can
// stay `script-src 'self'` with no inline script: @simplewebauthn/browser's own browser bundle
// (as its package ships it, no build step of ours) and the page script that uses it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const assetsPath = '/user_management/assets';
export const PASSKEY_SCRIPTS = [`${assetsPath}/webauthn.js`, `${assetsPath}/passkey-sign-in.js`];

const libraryEntry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
const files: Record<string, string> = {
  'webauthn.js': path.resolve(path.dirname(libraryEntry), '../dist/bundle/index.umd.min.js'),
  'passkey-sign-in.js': path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'passkey-sign-in.js',
  ),
};

export async function passkeyAssetRoutes(app: FastifyInstance): Promise<void> {
  // Read once: both files change only with a deploy.
  const contents = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, fs.readFileSync(file, 'utf8')]),
  );
  for (const [name, text] of Object.entries(contents)) {
    app.get(`${assetsPath}/${name}`, async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(text),
    );
  }
}
