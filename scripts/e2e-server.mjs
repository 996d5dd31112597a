// Starts the server in test mode on E2E_PORT with a fresh data directory, for Playwright.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4310';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-e2e-'));
const origin = `http://localhost:${port}`;
// The partner-portal journey runs the demo portal on the next port; its page calls the widgets API.
const partnerOrigin = `http://localhost:${Number(port) + 1}`;
// The docs' getting-started journey serves its page on the port after that.
const gettingStartedOrigin = `http://localhost:${Number(port) + 2}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    ALLOWED_ORIGINS: `${origin},http://127.0.0.1:${port},${partnerOrigin},${gettingStartedOrigin}`,
    // A fixed management API key, so the partner-portal journey's backend can use it.
    API_SECRET_KEY: process.env.E2E_API_SECRET_KEY ?? 'sk_e2e_partner_portal_key_0123456789abcdef',
    REDIRECT_URIS: `${origin}/callback,${origin}/`,
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
