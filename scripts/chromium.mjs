// Where Debian's Chromium lives and the flags every launch uses. Nothing in this repository
// downloads a browser; scripts/ensure-chromium.mjs installs Debian's package when missing.
import fs from 'node:fs';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return (
    candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? '/usr/bin/chromium'
  );
}
